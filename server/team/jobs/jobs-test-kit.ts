// What the bulk jobs' tests share: the test scenario's drafts as rows to list (read through the sandbox
// with group one's key, as the dashboard shows them), waiting for a job to reach a state, the listings of
// a lot, and a second server on the same stores (a restart, or another instance).
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { DraftListingSchema } from '../../../src/contract/sandbox-draft-listing'
import {
  JobRowPageSchema,
  JobSchema,
  type Job,
  type JobRow,
  type ListDraftRow,
} from '../../../src/contract/jobs'
import type { MarketplaceListingList } from '../../../src/contract/sandbox-extensions'
import type { TeamOptions } from '../team-layer'
import { createTeamTestApp, type TeamTestApp } from '../../team-test-app'
import * as F from '../../test-fixture'

type Browser = (request: InjectOptions) => Promise<LightMyRequestResponse>

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

/** Another server on the same team store and sandbox data: a restart, or a second instance. */
export function sameStores(t: TeamTestApp, team: Partial<TeamOptions> = {}) {
  return createTeamTestApp({
    engine: () => Promise.resolve(t.team),
    app: { repositories: t.repositories, faultRules: t.store.faultRules },
    team,
    now: t.clock.now,
  })
}
