// Whose draft a listing is made from (docs/team-server.md, "Bulk jobs"; decision 0015): a person's create
// naming a draft (X-From-Draft) is refused unless the draft is the acting pharmacy's own, so nobody can
// mark another pharmacy's draft as listed and so keep its owner from listing it, by hand or in a job.
// Run on each engine: the sandbox's read of one draft and the team store's claim differ by engine.
import { describe, expect, test } from 'vitest'
import { FROM_DRAFT_HEADER } from '../../../src/contract/jobs'
import type { MarketplaceListingList } from '../../../src/contract/listing-list'
import type { StoreEngine } from '../../store/store-engine'
import type { TeamStoreEngine } from '../../store/team-store'
import { createTeamTestApp, type TeamTestApp } from '../../team-test-app'
import { expectShape } from '../../test-app'
import { createListingBody } from '../../test-bodies'
import * as F from '../../test-fixture'
import { finished, jobRows, startJob, waitForJob } from './jobs-test-kit'

/** Draft 9 is Coastal Pharmacy's (NPI_RESTRICTED, group one); here Coastal may list, so its owner can. */
function scenario() {
  const data = F.testScenario()
  for (const pharmacy of data.pharmacies) pharmacy.restriction = null
  return data
}

const DRAFT_9_BODY = { nationalDrugCode: F.NDC_GENERIC, lotNumber: 'LOT9', fullPackage: true, quantity: 1 }

async function listingsOfLot(t: TeamTestApp, npi: number, lotNumber: string) {
  const response = await t.call({ method: 'GET', url: `/api/v1/marketplace-listings?pharmacyNpi=${npi}` })
  return response.json<MarketplaceListingList>().data.filter((listing) => listing.lotNumber === lotNumber)
}

export function describeDraftClaims(name: string, sandbox: StoreEngine, team: TeamStoreEngine): void {
  describe(`a listing is made from the acting pharmacy's own draft only (${name})`, () => {
    const app = () => createTeamTestApp({ sandboxEngine: sandbox, engine: team, scenario: scenario() })

    test("another pharmacy's draft named by a create is refused, claimed by nobody, and its owner lists it", async () => {
      const t = await app()
      const seller = await t.as('seller')
      const foreign = await seller({
        method: 'POST',
        url: '/api/v1/marketplace-listings',
        headers: { [FROM_DRAFT_HEADER]: F.DRAFT(9) },
        payload: createListingBody({ pharmacyNPI: F.NPI_MEMBER, ...DRAFT_9_BODY }),
      })
      expect(expectShape(foreign, 403, 4).message).toBe(
        `Draft listing ${F.DRAFT(9)} is not one of the drafts of the pharmacy with NPI ${F.NPI_MEMBER}, so no listing is made from it here. A listing is made from a draft only by the draft's own pharmacy.`,
      )
      expect(await listingsOfLot(t, F.NPI_MEMBER, 'LOT9')).toEqual([])
      expect(await t.team.draftListings.find(F.DRAFT(9))).toBeUndefined()
      const refusal = await t.team.audit.actionsOf(F.DRAFT(9))
      expect(refusal.map((a) => [a.entry.type, a.entry.userId, a.entry.npi, a.entry.data.answer])).toEqual([
        ['event', t.users.seller.id, F.NPI_MEMBER, expect.objectContaining({ status: 403, shape: 4 })],
      ])

      // Acting for every pharmacy changes nothing: the draft must be the one acted for.
      const admin = await t.as('admin')
      const asMember = await admin({
        method: 'POST',
        url: '/api/v1/marketplace-listings',
        headers: { [FROM_DRAFT_HEADER]: F.DRAFT(9) },
        payload: createListingBody({ pharmacyNPI: F.NPI_MEMBER, ...DRAFT_9_BODY }),
      })
      expectShape(asMember, 403, 4)
      expect(await t.team.draftListings.find(F.DRAFT(9))).toBeUndefined()

      // Its owner lists it by hand: made and recorded as made from the draft.
      const owned = await admin({
        method: 'POST',
        url: '/api/v1/marketplace-listings',
        headers: { [FROM_DRAFT_HEADER]: F.DRAFT(9) },
        payload: createListingBody({ pharmacyNPI: F.NPI_RESTRICTED, ...DRAFT_9_BODY }),
      })
      expect(owned.statusCode).toBe(201)
      expect(await t.team.draftListings.find(F.DRAFT(9))).toMatchObject({
        state: 'listed',
        npi: F.NPI_RESTRICTED,
        listingId: owned.json<{ id: string }>().id,
      })
      expect(await listingsOfLot(t, F.NPI_RESTRICTED, 'LOT9')).toHaveLength(1)
    })

    test("another group's draft, and a draft that does not exist, are refused with the read's status", async () => {
      const t = await app()
      const seller = await t.as('seller')
      const create = (draftId: string) =>
        seller({
          method: 'POST',
          url: '/api/v1/marketplace-listings',
          headers: { [FROM_DRAFT_HEADER]: draftId },
          payload: createListingBody({ pharmacyNPI: F.NPI_MEMBER, ...DRAFT_9_BODY }),
        })
      expectShape(await create(F.DRAFT(8)), 403, 4)
      const missing = F.DRAFT(99)
      expect(expectShape(await create(missing), 404, 4).message).toMatch(
        new RegExp(`^Draft listing ${missing} `),
      )
      expect(await t.team.draftListings.find(F.DRAFT(8))).toBeUndefined()
      expect(await t.team.draftListings.find(missing)).toBeUndefined()
      expect(await listingsOfLot(t, F.NPI_MEMBER, 'LOT9')).toEqual([])
    })

    test("the owner's bulk job lists a draft another pharmacy's create named", async () => {
      const t = await app()
      const seller = await t.as('seller')
      await seller({
        method: 'POST',
        url: '/api/v1/marketplace-listings',
        headers: { [FROM_DRAFT_HEADER]: F.DRAFT(9) },
        payload: createListingBody({ pharmacyNPI: F.NPI_MEMBER, ...DRAFT_9_BODY }),
      })
      const admin = await t.as('admin')
      const job = await startJob(admin, {
        kind: 'listDrafts',
        pharmacyNpi: F.NPI_RESTRICTED,
        rows: [
          {
            draftId: F.DRAFT(9),
            nationalDrugCode: F.NDC_GENERIC,
            lotNumber: 'LOT9',
            expirationDate: '2026-06-10T00:00:00.000Z',
            fullPackage: true,
            sealedPackage: true,
            originalPackage: true,
            tornPackageLabel: false,
            price: 10,
            quantity: 1,
          },
        ],
      })
      await waitForJob(admin, job.id, finished)
      expect((await jobRows(admin, job.id)).map((row) => [row.state, row.answer?.status])).toEqual([
        ['done', 201],
      ])
      expect(await listingsOfLot(t, F.NPI_RESTRICTED, 'LOT9')).toHaveLength(1)
      expect(await listingsOfLot(t, F.NPI_MEMBER, 'LOT9')).toEqual([])
    })
  })
}
