// What a job's row is about (../job-records.ts, `about`), as every engine must keep it: part of the team
// store's contract suite (team-store.contract.ts). Given when the job is created, or not; changed by
// updateRow like the row's other fields; kept as given, values and nulls alike.
import { describe, expect, onTestFinished, test } from 'vitest'
import type { JobRowAbout } from '../../../src/contract/jobs'
import type { TeamStoreEngine } from '../team-store'

const NOW = new Date('2026-03-02T12:00:00.000Z')

const PREDNISONE: JobRowAbout = {
  drug: 'Prednisone',
  strength: '20 mg',
  ndc: '00527-1342-90',
  lot: '81WPR480',
  expirationDate: '2027-03-12T00:00:00Z',
  price: 2.5,
  quantity: 30,
  unit: 'EA',
  fullPackage: false,
  packageSize: null,
}

export function jobRowAboutContract(engine: TeamStoreEngine) {
  describe('what a job row is about', () => {
    test('kept as given when the job is created, null for a row without it, changed by updateRow', async () => {
      const store = await engine()
      onTestFinished(() => store.close())
      const job = await store.jobs.create(
        {
          kind: 'repriceListings',
          userId: 'u1',
          userEmail: 'seller@r.example',
          npi: 1234567893,
          retryOf: null,
          message: null,
        },
        [
          { targetId: 'l1', input: { listingId: 'l1', percent: -10 }, about: PREDNISONE },
          { targetId: 'l2', input: { listingId: 'l2', price: 4 } },
        ],
        NOW,
      )
      const read = async () =>
        (await store.jobs.rows(job.id, {}, { start: 0, take: 5 })).data.map((row) => row.about)
      expect(await read()).toEqual([PREDNISONE, null])
      expect(await store.jobs.nextRow(job.id)).toMatchObject({ seq: 1, about: PREDNISONE })

      const readBack = { ...PREDNISONE, price: 2.6, unit: null }
      await store.jobs.updateRow(job.id, 1, { about: readBack }, NOW)
      await store.jobs.updateRow(job.id, 2, { state: 'done' }, NOW)
      expect(await read()).toEqual([readBack, null])
    })
  })
}
