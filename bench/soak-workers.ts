import { DRAFT_SORT_NAMES } from '../src/contract/drafts'
import { createRandom, type Random } from '../server/scenarios/demo-random'
import { listingUpdate, offerUpdate, type WorkerPlan } from './soak-plan'

// The soak's load: one loop per worker, each request awaited before the next (a worker is one client),
// all loops at once. Reads and writes are mixed; every write's outcome goes into the ledger the
// reconciliation checks against the database afterwards.

const WRITE_SHARE = 0.4
const REQUEST_TIMEOUT_MS = 30_000

/** What the database must show for one object: the last acknowledged write, plus writes sent without an answer. */
export type Expected<T> = { acked: T | null; unanswered: T[] }
export type ListingWrite = ReturnType<typeof listingUpdate>
export type OfferWrite = ReturnType<typeof offerUpdate>

export type WriteKind = 'listing PUT' | 'cash offer PUT' | 'draft DELETE' | 'npi-update'

export type Ledger = {
  requests: number
  /** By HTTP status; 0 = no answer (connection error or timeout). */
  statuses: Map<number, number>
  /** Writes answered with their success status, by kind. */
  acknowledged: Record<WriteKind, number>
  listings: Map<string, Expected<ListingWrite>>
  offers: Map<string, Expected<OfferWrite>>
  deletedDrafts: Set<string>
  unansweredDeletes: Set<string>
  /** "<groupId>/<npi>" -> how many answers said "invited" (or "added"); more than one is a duplicate. */
  invited: Map<string, number>
  added: Map<string, number>
  unansweredNpis: Set<string>
  /** A read of a worker's own object that did not show its last acknowledged write. */
  staleReads: string[]
}

export function emptyLedger(): Ledger {
  return {
    requests: 0,
    statuses: new Map(),
    acknowledged: { 'listing PUT': 0, 'cash offer PUT': 0, 'draft DELETE': 0, 'npi-update': 0 },
    listings: new Map(),
    offers: new Map(),
    deletedDrafts: new Set(),
    unansweredDeletes: new Set(),
    invited: new Map(),
    added: new Map(),
    unansweredNpis: new Set(),
    staleReads: [],
  }
}

type Answer = { status: number; body: unknown }

async function send(
  base: string,
  ledger: Ledger,
  apiKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  ledger.requests++
  let status = 0
  let parsed: unknown = null
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-service-auth': apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    status = response.status
    const text = await response.text()
    parsed = text === '' ? null : (JSON.parse(text) as unknown)
  } catch {
    // No (complete) answer: counted under status 0; a write's effect is then unknown, not lost.
  }
  ledger.statuses.set(status, (ledger.statuses.get(status) ?? 0) + 1)
  return { status, body: parsed }
}

const expected = <T>(map: Map<string, Expected<T>>, id: string): Expected<T> => {
  let entry = map.get(id)
  if (!entry) map.set(id, (entry = { acked: null, unanswered: [] }))
  return entry
}

async function write(
  base: string,
  plan: WorkerPlan,
  ledger: Ledger,
  rng: Random,
  seq: number,
): Promise<void> {
  const kinds = [
    ...(plan.listings.length > 0 ? ['listing'] : []),
    ...(plan.offers.length > 0 ? ['offer'] : []),
    ...(plan.drafts.length > 0 ? ['draft'] : []),
    'npis',
  ]
  const kind = rng.pick(kinds)
  if (kind === 'listing') {
    const listing = rng.pick(plan.listings)
    const body = listingUpdate(plan, listing, seq)
    const answer = await send(
      base,
      ledger,
      plan.apiKey,
      'PUT',
      `/api/v1/marketplace-listings/${listing.id}`,
      body,
    )
    record(ledger, 'listing PUT', expected(ledger.listings, listing.id), body, answer.status)
  } else if (kind === 'offer') {
    const offer = rng.pick(plan.offers)
    const body = offerUpdate(plan, offer, seq)
    const answer = await send(base, ledger, plan.apiKey, 'PUT', `/api/v1/cash-offers/${offer.id}`, body)
    record(ledger, 'cash offer PUT', expected(ledger.offers, offer.id), body, answer.status)
  } else if (kind === 'draft') {
    const id = plan.drafts.pop()!
    const answer = await send(base, ledger, plan.apiKey, 'DELETE', `/api/v1/draft-listings/${id}`)
    if (answer.status === 204) {
      ledger.deletedDrafts.add(id)
      ledger.acknowledged['draft DELETE']++
    } else if (answer.status === 0) ledger.unansweredDeletes.add(id)
  } else {
    await updateNpis(base, plan, ledger, rng)
  }
}

function record<T>(ledger: Ledger, kind: WriteKind, entry: Expected<T>, body: T, status: number): void {
  if (status === 200) {
    entry.acked = body
    entry.unanswered = []
    ledger.acknowledged[kind]++
  } else if (status === 0) entry.unanswered.push(body)
}

/**
 * Invites the worker's next fresh NPI and, every other time, repeats the previous one: the repeat must
 * answer alreadyInvited, so an NPI answered "invited" twice is a duplicate.
 */
async function updateNpis(base: string, plan: WorkerPlan, ledger: Ledger, rng: Random): Promise<void> {
  const next = plan.freshNpis.shift()
  if (next === undefined) return
  const npis = [next]
  const previous = plan.invitedSoFar.at(-1)
  if (previous !== undefined && rng.chance(0.5)) npis.push(previous)
  if (plan.registeredToAdd !== null) npis.push(plan.registeredToAdd)
  plan.invitedSoFar.push(next)
  const answer = await send(base, ledger, plan.apiKey, 'POST', '/api/v1/groups/npi-update', npis)
  if (answer.status === 0) npis.forEach((npi) => ledger.unansweredNpis.add(`${plan.groupId}/${npi}`))
  if (answer.status !== 200) return
  ledger.acknowledged['npi-update']++
  plan.registeredToAdd = null
  const result = answer.body as { invited: number[]; added: number[] }
  for (const npi of result.invited)
    ledger.invited.set(`${plan.groupId}/${npi}`, (ledger.invited.get(`${plan.groupId}/${npi}`) ?? 0) + 1)
  for (const npi of result.added)
    ledger.added.set(`${plan.groupId}/${npi}`, (ledger.added.get(`${plan.groupId}/${npi}`) ?? 0) + 1)
}

async function read(base: string, plan: WorkerPlan, ledger: Ledger, rng: Random): Promise<void> {
  const npi = rng.pick(plan.actingNpis)
  const choice = rng.int(0, 4)
  if (choice === 0) {
    const body = { pharmacyNpi: npi, take: 10, start: rng.int(0, 40), sortName: rng.pick(DRAFT_SORT_NAMES) }
    await send(base, ledger, plan.apiKey, 'POST', '/api/v1/draft-listings/search', body)
  } else if (choice === 1 && plan.listings.length > 0) {
    // Read-your-writes: the worker's own listing shows its last acknowledged update.
    const listing = rng.pick(plan.listings)
    const path = `/api/v1/marketplace-listings/${listing.id}?pharmacyNpi=${listing.sellerNpi}`
    const answer = await send(base, ledger, plan.apiKey, 'GET', path)
    const last = ledger.listings.get(listing.id)?.acked
    const lot = (answer.body as { lotNumber?: string } | null)?.lotNumber
    if (answer.status === 200 && last && lot !== last.lotNumber)
      ledger.staleReads.push(`${listing.id}: ${lot} != ${last.lotNumber}`)
  } else if (choice === 2) {
    await send(base, ledger, plan.apiKey, 'GET', `/api/v1/cash-offers?buyingPharmacyNpi=${npi}`)
  } else if (choice === 3) {
    await send(
      base,
      ledger,
      plan.apiKey,
      'GET',
      `/api/v1/ndc-transaction-statistic?nationalDrugCode=${rng.pick(plan.ndcs)}`,
    )
  } else {
    await send(base, ledger, plan.apiKey, 'GET', '/api/v1/pharmacies/search')
  }
}

/** Runs every worker until the deadline; resolves when the last request in flight has been answered. */
export async function runWorkers(
  base: string,
  plans: readonly WorkerPlan[],
  seconds: number,
  ledger: Ledger,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    plans.map(async (plan) => {
      const rng = createRandom(0x50a4 + plan.worker)
      for (let seq = 1; Date.now() < deadline; seq++) {
        if (rng.chance(WRITE_SHARE)) await write(base, plan, ledger, rng, seq)
        else await read(base, plan, ledger, rng)
      }
    }),
  )
}
