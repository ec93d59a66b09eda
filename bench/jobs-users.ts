import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import type { BenchUser } from './jobs-setup'
import { PASSWORD, SEARCH_TERM } from './jobs-setup'

// The people of the jobs benchmark (jobs.ts): each signed in through the browser's path (cookie, Origin,
// X-Dashboard-Request), from a loopback address of their own, clicking through a scripted mix with a
// pause between clicks: draft searches, listing reads, NDC statistics, and now and then (sellers) an
// edit, which reads the listing and puts it back with a new price. Every answer is recorded: its time,
// its status, and how long the meter held it.

export type Answer = {
  status: number
  ms: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export class Browser {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2 })
  cookie = ''

  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, this.base)
    const payload = body === undefined ? undefined : JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const started = performance.now()
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          agent: this.agent,
          localAddress: this.address,
          timeout: 120_000,
          headers: {
            origin: this.base,
            'x-dashboard-request': '1',
            'x-meter-ticket': randomUUID(),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              headers: res.headers,
              body: text,
            }),
          )
        },
      )
      req.on('timeout', () => req.destroy(new Error('no answer in 120 s')))
      req.on('error', reject)
      req.end(payload)
    })
  }

  async signIn(email: string): Promise<void> {
    const answer = await this.send('POST', '/auth/sign-in', { email, password: PASSWORD })
    const set = answer.headers['set-cookie']
    if (answer.status !== 200 || !set) throw new Error(`sign-in of ${email}: ${answer.status} ${answer.body}`)
    this.cookie = String(set[0]).split(';')[0]!
  }

  close(): void {
    this.agent.destroy()
  }
}

export type Click = { user: string; action: string; status: number; ms: number; waitedMs: number; at: number }

export type ClickLog = {
  clicks: Click[]
  /** Requests that got no answer (the server was down: killed and restarting). */
  unanswered: number
  /** Calls the people's clicks made to the service (each API request is one call). */
  calls: number
}

/** A small seeded generator, so the mix is the same every run. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SORTS = ['nationalDrugCode', 'price', 'expirationDate', 'packageName'] as const

/** One person clicking until `stop()` says so. */
export async function click(
  browser: Browser,
  user: BenchUser,
  seed: number,
  context: { npi: number; ndcs: string[]; listings: string[] },
  log: ClickLog,
  stop: () => boolean,
): Promise<void> {
  const random = generator(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const record = async (action: string, method: string, path: string, body?: unknown) => {
    log.calls++
    try {
      const answer = await browser.send(method, path, body)
      const waited = Number(answer.headers['x-meter-waited-ms'] ?? 0)
      log.clicks.push({
        user: user.email,
        action,
        status: answer.status,
        ms: answer.ms,
        waitedMs: waited,
        at: Date.now(),
      })
      return answer
    } catch {
      log.unanswered++
      return null
    }
  }
  while (!stop()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000 + random() * 2_000))
    if (stop()) return
    const roll = random()
    if (roll < 0.4) {
      const search = {
        pharmacyNpi: context.npi,
        take: 25,
        start: Math.floor(random() * 8) * 25,
        sortName: pick(SORTS),
        sortDirection: random() < 0.5 ? 'asc' : 'desc',
        ...(random() < 0.3 ? { searchTerm: SEARCH_TERM } : {}),
      }
      await record('draft search', 'POST', '/api/v1/draft-listings/search', search)
    } else if (roll < 0.65) {
      await record('listing read', 'GET', `/api/v1/marketplace-listings?pharmacyNpi=${context.npi}&take=25`)
    } else if (roll < 0.9 || !user.edits || context.listings.length === 0) {
      await record(
        'NDC statistics',
        'GET',
        `/api/v1/ndc-transaction-statistic?nationalDrugCode=${pick(context.ndcs)}`,
      )
    } else {
      const id = pick(context.listings)
      const read = await record(
        'edit: read',
        'GET',
        `/api/v1/marketplace-listings/${id}?pharmacyNpi=${context.npi}`,
      )
      if (read?.status !== 200) continue
      const listing = JSON.parse(read.body) as Record<string, unknown>
      await record('edit: save', 'PUT', `/api/v1/marketplace-listings/${id}`, {
        pharmacyNPI: context.npi,
        expirationDate: listing.expirationDate,
        lotNumber: listing.lotNumber,
        price: Math.round((Number(listing.price) * (0.95 + random() * 0.1) + Number.EPSILON) * 100) / 100,
        fullPackage: listing.fullPackage,
        quantity: listing.quantity,
        sealedPackage: listing.sealedPackage,
        originalPackage: listing.originalPackage,
        tornPackageLabel: listing.tornPackageLabel ?? false,
        serialNumber: listing.serialNumber ?? null,
        additionalPackageNotes: listing.additionalPackageNotes ?? null,
        showOnlyInState: listing.stateGroupId !== null,
      })
    }
  }
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  )
}
