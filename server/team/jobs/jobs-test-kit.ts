// What the bulk jobs' tests share: a server with a seller signed in (its runner on, or off so a job can be
// set up first), the test scenario's drafts as rows to list (read through the sandbox with group one's
// key, as the dashboard shows them), starting a job for the member pharmacy, waiting for a job to reach a
// state or its end, a person's create from a draft, a lost answer on demand, the listings of a lot, the
// audit log's actions of an operation, and a second server on the same stores (a restart, or another
// instance) that runs a job to its end.
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { DraftListingSchema } from '../../../src/contract/sandbox-draft-listing'
import {
  FROM_DRAFT_HEADER,
  JobRowPageSchema,
  JobSchema,
  type Job,
  type JobRow,
  type ListDraftRow,
} from '../../../src/contract/jobs'
import type { MarketplaceListingList } from '../../../src/contract/sandbox-extensions'
import type { TeamOptions } from '../team-layer'
import { createTeamTestApp, type TeamTestApp } from '../../team-test-app'
import { createListingBody } from '../../test-bodies'
import * as F from '../../test-fixture'

type Browser = (request: InjectOptions) => Promise<LightMyRequestResponse>

/** The runner does not start with the server: a job is set up (or left as a stopped server leaves it) first. */
export const RUNNER_OFF = { team: { jobs: { autoStart: false } } }
/** A runner that looks for work often and checks a lost answer at once. */
export const RUNNER_ON: Partial<TeamOptions> = { jobs: { pollMs: 20, lostCheckDelayMs: 0 } }

/** A test server and its seller, signed in. */
export async function withSeller(options?: Parameters<typeof createTeamTestApp>[0]) {
  const t = await createTeamTestApp(options)
  return { t, seller: await t.as('seller') }
}

/** A draft of the test scenario as a row to list, at this price (its own quantity unless given). */
export async function draftRow(
  t: TeamTestApp,
  n: number,
  price: number,
  quantity?: number,
): Promise<ListDraftRow> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/draft-listings/${F.DRAFT(n)}?pharmacyNpi=${F.NPI_MEMBER}`,
  })
  const draft = DraftListingSchema.parse(response.json())
  return {
    draftId: F.DRAFT(n),
    nationalDrugCode: draft.nationalDrugCode,
    lotNumber: draft.lotNumber!,
    expirationDate: draft.expirationDate!,
    fullPackage: draft.fullPackage!,
    sealedPackage: draft.sealedPackage!,
    originalPackage: draft.originalPackage!,
    tornPackageLabel: draft.tornPackageLabel ?? false,
    price,
    quantity: quantity ?? draft.quantity!,
  }
}

export async function startJob(as: Browser, body: Record<string, unknown>): Promise<Job> {
  const response = await as({ method: 'POST', url: '/team/jobs', payload: body })
  expect({ status: response.statusCode, body: response.body.slice(0, 500) }).toMatchObject({ status: 201 })
  return JobSchema.parse(response.json())
}

/** A person's create from the member pharmacy's draft n (its NDC, its lot), naming the draft. */
export const createFromDraft = (n: number, nationalDrugCode: string): InjectOptions => ({
  method: 'POST',
  url: '/api/v1/marketplace-listings',
  headers: { [FROM_DRAFT_HEADER]: F.DRAFT(n) },
  payload: createListingBody({ nationalDrugCode, lotNumber: `LOT${n}`, fullPackage: true, quantity: 1 }),
})

/** A sandbox fault set by the admin: each call of `operation` is carried out and its answer dropped. */
export async function dropAnswersOf(t: TeamTestApp, operation: string): Promise<void> {
  const admin = await t.as('admin')
  const fault = await admin({
    method: 'POST',
    url: '/api/v1/sandbox/faults',
    payload: { operation, response: { kind: 'after-write', then: 'drop' } },
  })
  expect(fault.statusCode).toBe(201)
}

/** Starts a job for the member pharmacy. */
export const startForMember = (as: Browser, body: Record<string, unknown>) =>
  startJob(as, { pharmacyNpi: F.NPI_MEMBER, ...body })

/** Starts a job listing these drafts' rows for the member pharmacy. */
export const listJob = (as: Browser, rows: ListDraftRow[]) => startForMember(as, { kind: 'listDrafts', rows })

export async function readJob(as: Browser, id: string): Promise<Job> {
  const response = await as({ method: 'GET', url: `/team/jobs/${id}` })
  expect(response.statusCode).toBe(200)
  return JobSchema.parse(response.json())
}

/** Reads the job until `done(job)`, for at most `ms`. */
export async function waitForJob(
  as: Browser,
  id: string,
  done: (job: Job) => boolean,
  ms = 10_000,
): Promise<Job> {
  const until = Date.now() + ms
  for (;;) {
    const job = await readJob(as, id)
    if (done(job)) return job
    if (Date.now() > until)
      throw new Error(`job ${id} is still ${job.state}: ${JSON.stringify(job.progress)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const finished = (job: Job) => job.state === 'done' || job.state === 'cancelled'

/** A person's change of a job: POST /team/jobs/:id/pause, resume, cancel or retry. */
export const jobAction = (as: Browser, id: string, action: 'pause' | 'resume' | 'cancel' | 'retry') =>
  as({ method: 'POST', url: `/team/jobs/${id}/${action}` })

/** Waits for the job's end: the job as it ended, and its rows. */
export async function runToEnd(as: Browser, id: string): Promise<{ end: Job; rows: JobRow[] }> {
  const end = await waitForJob(as, id, finished)
  return { end, rows: await jobRows(as, id) }
}

export async function jobRows(as: Browser, id: string, query = ''): Promise<JobRow[]> {
  const response = await as({ method: 'GET', url: `/team/jobs/${id}/rows?take=500${query}` })
  expect(response.statusCode).toBe(200)
  return JobRowPageSchema.parse(response.json()).data
}

/** The member pharmacy's listings of one lot, as the sandbox holds them (read with group one's key). */
export async function listingsOfLot(t: TeamTestApp, lotNumber: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/marketplace-listings?pharmacyNpi=${F.NPI_MEMBER}`,
  })
  return response.json<MarketplaceListingList>().data.filter((listing) => listing.lotNumber === lotNumber)
}

/** The audit log's actions of one operation, newest first. */
export async function auditActions(t: TeamTestApp, operation: string, take = 10) {
  return (await t.team.audit.actions({ operation }, { start: 0, take })).data
}

/** Another server on the same team store and sandbox data: a restart, or a second instance. */
export function sameStores(t: TeamTestApp, team: Partial<TeamOptions> = {}) {
  return createTeamTestApp({
    engine: () => Promise.resolve(t.team),
    app: { repositories: t.repositories, faultRules: t.store.faultRules },
    team,
    now: t.clock.now,
  })
}

/** A restart with the runner on (or `team`): the job run to its end there, as the seller sees it. */
export async function restartAndRun(t: TeamTestApp, job: Job, team: Partial<TeamOptions> = RUNNER_ON) {
  const b = await sameStores(t, team)
  const seller = await b.as('seller')
  return { b, seller, ...(await runToEnd(seller, job.id)) }
}
