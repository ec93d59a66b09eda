// What the audit page needs to say a record as a sentence ("Seller User changed the price of Humalog 100
// unit/mL, lot L1, from $100.00 to $95.50"): the person's name, the drug and lot, and the fields that
// changed, never one whose old and new value are the same; and the kinds of action it filters by.
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'

const HUMALOG = {
  packageName: 'Humalog',
  drugPackageStrength: '100 unit/mL',
  drugPackageForm: 'Injection',
  lotNumber: 'L1',
  quantityUnitQualifier: 'EA',
}

type Page = { data: Record<string, unknown>[]; recordsFiltered: number }

async function pendingListingDay(
  seller: Awaited<ReturnType<Awaited<ReturnType<typeof createTeamTestApp>>['as']>>,
) {
  const read = await seller({
    method: 'GET',
    url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
  })
  return read.json<{ expirationDate: string }>().expirationDate
}

/** The Pending listing as it is, with a new price: the day sent at midnight, as the dashboard sends it. */
const samePut = (day: string, price: number) => ({
  pharmacyNPI: F.NPI_MEMBER,
  expirationDate: `${day.slice(0, 10)}T00:00:00Z`,
  lotNumber: 'L1',
  price,
  fullPackage: true,
  quantity: 1,
  sealedPackage: true,
  originalPackage: true,
  tornPackageLabel: false,
  serialNumber: null,
  additionalPackageNotes: null,
  showOnlyInState: true,
})

describe('records a sentence can be made of', () => {
  test('a price change: who by name, the drug and lot, and only the price, though the day was sent at another time', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const stored = await pendingListingDay(seller)
    // The scenario's expiration carries the time of day it was loaded at; the save sends midnight.
    expect(stored.slice(11)).not.toBe('00:00:00.000Z')
    const url = `/api/v1/marketplace-listings/${F.LISTING_PENDING}`
    expect((await seller({ method: 'PUT', url, payload: samePut(stored, 95.5) })).statusCode).toBe(200)
    expect((await seller({ method: 'PUT', url, payload: samePut(stored, 0) })).statusCode).toBe(400)
    const admin = await t.as('admin')
    const page = (
      await admin({ method: 'GET', url: `/team/audit?kind=listings&target=${F.LISTING_PENDING}` })
    ).json<Page>()
    expect(
      page.data.map((r) => [r.user, r.about, r.changes, (r.answer as { status: number }).status]),
    ).toEqual([
      // The refused one is named by the drug and lot recorded before it; it changed nothing.
      [{ id: t.users.seller.id, email: 'seller@group-one.test', name: 'Seller User' }, HUMALOG, null, 400],
      [
        { id: t.users.seller.id, email: 'seller@group-one.test', name: 'Seller User' },
        HUMALOG,
        [{ field: 'price', from: 100, to: 95.5 }],
        200,
      ],
    ])
    // The listing's history says the same: the expiration date is not listed as changed.
    const history = await seller({ method: 'GET', url: `/team/history/${F.LISTING_PENDING}` })
    expect(history.json<{ data: { changes: unknown }[] }>().data.map((c) => c.changes)).toEqual([
      [{ field: 'price', from: 100, to: 95.5 }],
    ])
  })

  test('kinds of action: several operations as one, and every refusal of this server whatever its operation', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const stored = await pendingListingDay(seller)
    const url = `/api/v1/marketplace-listings/${F.LISTING_PENDING}`
    await seller({ method: 'PUT', url, payload: samePut(stored, 99) })
    // Refused by this server: the seller does not act for Coastal Pharmacy, nor may read the faults.
    await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}`,
      payload: { ...samePut(stored, 99), pharmacyNPI: F.NPI_RESTRICTED },
    })
    await seller({ method: 'GET', url: '/api/v1/sandbox/faults' })
    const admin = await t.as('admin')
    const kind = async (name: string) =>
      (await admin({ method: 'GET', url: `/team/audit?kind=${name}` }))
        .json<Page>()
        .data.map((r) => [r.operation, (r.answer as { status: number } | null)?.status])
    expect(await kind('listings')).toEqual([
      ['updateMarketplaceListing', 403],
      ['updateMarketplaceListing', 200],
    ])
    expect(await kind('refused')).toEqual([
      ['listFaultRules', 403],
      ['updateMarketplaceListing', 403],
    ])
    expect(await kind('sessions')).toEqual([
      ['signIn', 200],
      ['signIn', 200],
    ])
    expectShape(await admin({ method: 'GET', url: '/team/audit?kind=prices' }), 400, 3)
  })
})
