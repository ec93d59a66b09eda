// Sandbox extension: GET /draft-listings/{id} (docs/sandbox.md, Sandbox extensions): one draft with its id
// and drug package, in the documented order of checks.
import { describe, expect, test } from 'vitest'
import { DraftListingSchema } from '../../src/contract/sandbox-extensions'
import { createTestApp, expectShape, fieldErrors } from '../test-app'
import * as F from '../test-fixture'

const one = (id: string, query = `pharmacyNpi=${F.NPI_MEMBER}`, headers: Record<string, string> = {}) =>
  ({ method: 'GET', url: `/api/v1/draft-listings/${id}?${query}`, headers }) as const

describe('GET /api/v1/draft-listings/{id}', () => {
  test('returns the draft as the search shows it, plus its drug package', async () => {
    const { call } = createTestApp()
    const response = await call(one(F.DRAFT(4)))
    expect(response.statusCode, response.body).toBe(200)
    const draft = DraftListingSchema.parse(response.json())
    const { drugPackage, ...item } = draft
    expect(item).toEqual(F.DRAFT_4_ITEM)
    expect(drugPackage).toMatchObject({ packageSize: 100, nationalDrugCode: F.NDC_GENERIC })
  })

  test('the item is the same as the search item of that draft', async () => {
    const { call } = createTestApp()
    const search = await call({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      payload: { pharmacyNpi: F.NPI_MEMBER, take: 100 },
    })
    const fromSearch = (search.json<{ data: { id: string }[] }>().data ?? []).find((d) => d.id === F.DRAFT(1))
    const { drugPackage: _package, ...read } = DraftListingSchema.parse((await call(one(F.DRAFT(1)))).json())
    expect(read).toEqual(fromSearch)
  })

  test('binding and value rules come before the key: shape 4, 3, 2, and a path id that is no GUID', async () => {
    const { app } = createTestApp()
    // No key at all: each malformed request still reports its body, not 401.
    expectShape(await app.inject(one(F.DRAFT(1), '')), 400, 4)
    expect(expectShape(await app.inject(one(F.DRAFT(1), 'pharmacyNpi=abc')), 400, 3).errors).toEqual({
      pharmacyNpi: ["The value 'abc' is not valid."],
    })
    const body = expectShape(
      await app.inject(one(F.DRAFT(1), `pharmacyNpi=${F.NPI_BAD_CHECK_DIGIT}`)),
      400,
      2,
    )
    expect(fieldErrors(body)[0]).toMatchObject({ propertyName: 'PharmacyNpi' })
    expect(expectShape(await app.inject(one('nope')), 400, 3).errors).toHaveProperty('id')
    // Well formed without a key: 401.
    expectShape(await app.inject(one(F.DRAFT(1))), 401, 4)
  })

  test('401 for a wrong key, 403 for an NPI outside the group, then 404, then 403 for ownership', async () => {
    const { call } = createTestApp()
    expectShape(await call(one(F.DRAFT(1), undefined, { 'x-service-auth': 'wrong' })), 401, 4)
    expectShape(await call(one(F.DRAFT(1), `pharmacyNpi=${F.NPI_OTHER_GROUP}`)), 403, 4)
    // Membership before existence: an unknown id with an NPI outside the group is 403, not 404.
    expectShape(
      await call(one('99999999-0000-4000-8000-000000000000', `pharmacyNpi=${F.NPI_UNGROUPED}`)),
      403,
      4,
    )
    expectShape(await call(one('99999999-0000-4000-8000-000000000000')), 404, 4)
    // Draft 8 belongs to group two, draft 9 to another pharmacy of group one.
    expect(expectShape(await call(one(F.DRAFT(8))), 403, 4).message).toBe(
      'This draft listing belongs to another group.',
    )
    expect(expectShape(await call(one(F.DRAFT(9))), 403, 4).message).toBe(
      'This draft listing belongs to another pharmacy.',
    )
  })

  test('is declared in the OpenAPI document as a sandbox extension', async () => {
    const { call } = createTestApp()
    const doc = (await call({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId: string; 'x-sandbox-extension'?: boolean }>>
    }>()
    expect(doc.paths['/api/v1/draft-listings/{id}']?.get).toMatchObject({
      operationId: 'getDraftListing',
      'x-sandbox-extension': true,
    })
  })
})
