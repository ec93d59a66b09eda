// Every resource the sandbox returns carries every member its contract schema lists (the spec's fields
// plus the named sandbox extensions), nested objects included: what the sandbox does not model is null,
// never absent. The contract's schemas are themselves checked against the spec's field lists
// (src/contract/spec-fields.test.ts), so together these hold the responses to the spec.
import { describe, expect, test } from 'vitest'
import { z } from 'zod/mini'
import { AddressSchema } from '../src/contract/common'
import { CashOfferSchema } from '../src/contract/cash-offers'
import { DraftSearchItemSchema } from '../src/contract/drafts'
import { DrugPackageSchema } from '../src/contract/drug-package'
import { MarketplaceListingSchema } from '../src/contract/listings'
import { NdcStatisticSchema } from '../src/contract/ndc-stats'
import { OPERATIONS } from './test-bodies'
import { createTestApp, json } from './test-app'

type ObjectSchema = z.ZodMiniObject
const keysOf = (schema: ObjectSchema) => Object.keys(schema.shape).sort()
const present = (value: unknown) => Object.keys(value as object).sort()

/** Missing keys of `value` against `schema`, and of the address and drug package objects inside it. */
function expectEveryMember(value: Record<string, unknown>, schema: ObjectSchema): void {
  expect(present(value)).toEqual(expect.arrayContaining(keysOf(schema)))
  for (const [key, nested] of [
    ['sellerPharmacyAddress', AddressSchema],
    ['buyingPharmacyAddress', AddressSchema],
    ['drugPackage', DrugPackageSchema],
  ] as const) {
    if (value[key] !== null && value[key] !== undefined && key in schema.shape) {
      expect(present(value[key]), key).toEqual(keysOf(nested as unknown as ObjectSchema))
    }
  }
}

describe('every member the contract lists is present', () => {
  test('marketplace listing: read (with the drug package extension), update, create', async () => {
    const { call } = createTestApp()
    const read = json(await call(OPERATIONS['get listing']!))
    expectEveryMember(read, MarketplaceListingSchema)
    expect(present(read.drugPackage)).toHaveLength(35)
    const specOnly = z.omit(MarketplaceListingSchema, { drugPackage: true }) as unknown as ObjectSchema
    for (const name of ['update listing', 'create listing']) {
      expectEveryMember(json(await call(OPERATIONS[name]!)), specOnly)
    }
  })

  test('cash offer: read and update, with all 35 members of drugPackage', async () => {
    const { call } = createTestApp()
    for (const name of ['get cash offer', 'update cash offer']) {
      const body = json(await call(OPERATIONS[name]!))
      expectEveryMember(body, CashOfferSchema)
      expect(present(body.drugPackage)).toHaveLength(35)
    }
  })

  test('draft search item and NDC statistic', async () => {
    const { call } = createTestApp()
    const page = json(await call(OPERATIONS['search drafts']!)) as { data: Record<string, unknown>[] }
    expect(page.data.length).toBeGreaterThan(0)
    for (const item of page.data) expectEveryMember(item, DraftSearchItemSchema)
    const stats = json(await call(OPERATIONS['ndc statistics']!))
    expect(present(stats)).toEqual(keysOf(NdcStatisticSchema as unknown as ObjectSchema))
  })
})
