// spec: Endpoints > 2 (search) and 3 (delete).
import { describe, expect, test } from 'vitest'
import { PagedDraftSearchSchema } from '../../src/contract/drafts'
import { searchBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors, type TestApp } from '../test-app'
import { LOTS_BY_EXPIRY, searchAfterDelete } from '../test-draft-search'
import * as F from '../test-fixture'

const search = (payload: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'POST', url: '/api/v1/draft-listings/search', payload: payload as object, headers }) as const
const remove = (id: string, headers: Record<string, string> = {}) =>
  ({ method: 'DELETE', url: `/api/v1/draft-listings/${id}`, headers }) as const
const lots = async (t: TestApp, overrides: Record<string, unknown>) => {
  const response = await t.call(search(searchBody(overrides)))
  expect(response.statusCode, response.body).toBe(200)
  return PagedDraftSearchSchema.parse(response.json()).data.map((d) => d.lotNumber)
}

describe('POST /api/v1/draft-listings/search', () => {
  test("returns the Pending drafts of the caller group's pharmacy with defaults echoed", async () => {
    const t = createTestApp()
    const response = await t.call(search(searchBody()))
    const page = PagedDraftSearchSchema.parse(response.json())
    // Drafts 1-6: Pending, group one, member pharmacy. 7 is Published, 8 another group, 9 another seller.
    expect(page.recordsTotal).toBe(6)
    expect(page.recordsFiltered).toBe(6)
    // Without sortName: the drafts that can be sold first, soonest expiry first; LOT4 expired, so last.
    expect(page.data.map((d) => d.lotNumber)).toEqual(['LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4'])
    expect(page.writePagedSearch).toEqual({
      columns: [],
      searchTerm: null,
      sortDirection: null,
      sortName: null,
      start: 0,
      take: 10,
      columnFilters: [],
    })
    expect(page.data.at(-1)).toEqual(F.DRAFT_4_ITEM)
  })

  test.each([
    ['price', 'asc', ['LOT3', 'LOT4', 'LOT5', 'LOT2', 'LOT1', 'LOT6']],
    ['price', 'desc', ['LOT6', 'LOT1', 'LOT2', 'LOT5', 'LOT4', 'LOT3']],
    ['nationalDrugCode', 'asc', ['LOT1', 'LOT2', 'LOT3', 'LOT4', 'LOT6', 'LOT5']],
    ['nationalDrugCode', 'DESC', ['LOT5', 'LOT6', 'LOT4', 'LOT3', 'LOT2', 'LOT1']],
    ['expirationDate', 'asc', ['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5']],
    ['expirationDate', 'desc', ['LOT5', 'LOT2', 'LOT3', 'LOT1', 'LOT6', 'LOT4']],
    ['packageName', 'asc', ['LOT3', 'LOT4', 'LOT1', 'LOT2', 'LOT5', 'LOT6']],
    ['packageName', 'desc', ['LOT6', 'LOT5', 'LOT2', 'LOT1', 'LOT4', 'LOT3']],
  ])('sorts by %s %s, ties broken by id', async (sortName, sortDirection, expected) => {
    expect(await lots(createTestApp(), { sortName, sortDirection })).toEqual(expected)
  })

  test.each([
    [{ searchTerm: 'amox' }, ['LOT3', 'LOT4']],
    [{ searchTerm: 'PEN INJ' }, ['LOT6']],
    [{ searchTerm: '850 mg' }, ['LOT5']],
    [{ searchTerm: 'nothing like it' }, []],
    [{ searchTerm: '   ' }, ['LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4']],
    [{ hideGeneric: true }, ['LOT6', 'LOT1', 'LOT2']],
    [{ hideBranded: true }, ['LOT3', 'LOT5', 'LOT4']],
    [{ hideGeneric: true, hideBranded: true }, []],
    [{ hideGeneric: false }, ['LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4']],
    [{ fullPackage: true }, ['LOT6', 'LOT1', 'LOT3', 'LOT5']],
    [{ fullPackage: false }, ['LOT2', 'LOT4']],
    [{ sealedPackage: false }, ['LOT2', 'LOT5']],
    [{ originalPackage: false }, ['LOT3', 'LOT5']],
    [{ tornPackageLabel: true }, ['LOT6', 'LOT3']],
    [{ tornPackageLabel: null, fullPackage: true, sealedPackage: true }, ['LOT6', 'LOT1', 'LOT3']],
    [{ searchTerm: 'humalog', fullPackage: false }, ['LOT2']],
  ])('filters %j', async (filters, expected) => {
    expect(await lots(createTestApp(), filters)).toEqual(expected)
  })

  test('without sortName: sellable drafts first by expiry, expired last; desc mirrors it; the order follows the clock', async () => {
    const t = createTestApp()
    expect(await lots(t, {})).toEqual(['LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4'])
    expect(await lots(t, { sortDirection: 'desc' })).toEqual(['LOT4', 'LOT5', 'LOT2', 'LOT3', 'LOT1', 'LOT6'])
    expect(await lots(t, { take: 2, start: 4 })).toEqual(['LOT5', 'LOT4'])
    // Fifteen days on, LOT6 (+10d) has expired too: it joins the end, after LOT4, by expiry.
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 86_400_000)
    expect(await lots(t, {})).toEqual(['LOT1', 'LOT3', 'LOT2', 'LOT5', 'LOT4', 'LOT6'])
    // And back (a clock set back): the order follows it both ways.
    t.clock.now = new Date(t.clock.now.getTime() - 30 * 86_400_000)
    expect(await lots(t, {})).toEqual(['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5'])
    // A sortName of expirationDate is the plain expiry order, expired first.
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 86_400_000)
    expect(await lots(t, { sortName: 'expirationDate' })).toEqual(LOTS_BY_EXPIRY)
  })

  test('pages with start/take; recordsFiltered counts the filter, recordsTotal does not', async () => {
    const t = createTestApp()
    const page = PagedDraftSearchSchema.parse(
      (await t.call(search(searchBody({ hideGeneric: true, start: 1, take: 1, sortName: 'price' })))).json(),
    )
    expect(page).toMatchObject({ recordsTotal: 6, recordsFiltered: 3 })
    expect(page.data.map((d) => d.lotNumber)).toEqual(['LOT1'])
    expect(page.writePagedSearch).toMatchObject({ start: 1, take: 1, sortName: 'price', sortDirection: null })
    expect(await lots(t, { start: 4, take: 100 })).toEqual(['LOT5', 'LOT4'])
    expect(await lots(t, { start: 6 })).toEqual([])
    expect(await lots(t, { start: 600 })).toEqual([])
  })

  test('writePagedSearch echoes columns and columnFilters when sent', async () => {
    const t = createTestApp()
    const filters = [{ column: 'price', operator: 1, value: '10', valueTo: null }]
    const response = await t.call(
      search(searchBody({ columns: ['price'], columnFilters: filters, searchTerm: 'x' })),
    )
    expect(PagedDraftSearchSchema.parse(response.json()).writePagedSearch).toMatchObject({
      columns: ['price'],
      columnFilters: filters,
      searchTerm: 'x',
    })
  })

  test('value rules are shape 2, before authentication', async () => {
    const { app } = createTestApp()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ take: 0 }, 'Take', 'InclusiveBetweenValidator'],
      [{ take: 101 }, 'Take', 'InclusiveBetweenValidator'],
      [{ start: -1 }, 'Start', 'GreaterThanOrEqualValidator'],
      [{ sortName: 'lotNumber' }, 'SortName', 'PredicateValidator'],
      [{ sortDirection: 'up' }, 'SortDirection', 'PredicateValidator'],
      [{ searchTerm: 'x'.repeat(257) }, 'SearchTerm', 'MaximumLengthValidator'],
      [{ pharmacyNpi: F.NPI_BAD_CHECK_DIGIT }, 'PharmacyNpi', 'PredicateValidator'],
    ]
    for (const [overrides, propertyName, errorCode] of cases) {
      const body = expectShape(await app.inject(search(searchBody(overrides))), 400, 2)
      expect(fieldErrors(body)).toEqual([expect.objectContaining({ propertyName, errorCode })])
    }
  })

  test('wrong types are shape 3 and a missing pharmacyNpi is shape 4, before authentication', async () => {
    const { app } = createTestApp()
    const body = expectShape(
      await app.inject(search(searchBody({ take: '10', hideGeneric: 'yes', start: 1.5 }))),
      400,
      3,
    )
    expect(Object.keys(body.errors as object).sort()).toEqual(['$.hideGeneric', '$.start', '$.take'])
    expect((body.errors as Record<string, string[]>)['$.take']).toEqual([
      'The JSON value could not be converted to System.Int32. Path: $.take',
    ])
    expectShape(await app.inject(search({ take: 5 })), 400, 4)
  })

  test('403 for an NPI outside the caller group or only invited', async () => {
    const t = createTestApp()
    expectShape(await t.call(search(searchBody({ pharmacyNpi: F.NPI_OTHER_GROUP }))), 403, 4)
    expectShape(await t.call(search(searchBody({ pharmacyNpi: F.NPI_INVITED }))), 403, 4)
  })

  test('the body is the JSON text of the page as JSON.stringify writes it, keys in the order they always had', async () => {
    const t = createTestApp()
    const columnFilters = [{ column: 'price', operator: 1, value: 'é"\\', valueTo: null }]
    const response = await t.call(
      search(searchBody({ columns: ['price', '\u2028'], columnFilters, searchTerm: ' "a" ' })),
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const page = response.json<Record<string, unknown> & { data: Record<string, unknown>[] }>()
    expect(response.body).toBe(JSON.stringify(page))
    expect(Object.keys(page)).toEqual(['data', 'recordsFiltered', 'recordsTotal', 'writePagedSearch'])
    expect(Object.keys(page.writePagedSearch as object)).toEqual([
      'columns',
      'columnFilters',
      'searchTerm',
      'sortDirection',
      'sortName',
      'start',
      'take',
    ])
    const all = (await t.call(search(searchBody()))).json<{ data: Record<string, unknown>[] }>()
    expect(Object.keys(all.data[0]!)).toEqual([
      'id',
      'nationalDrugCodeNormalized',
      'nationalDrugCode',
      'drugPackageForm',
      'drugPackageStrength',
      'labelerName',
      'packageDescription',
      'packageName',
      'sellerPharmacyDBA',
      'quantityUnitQualifier',
      'lotNumber',
      'price',
      'quantity',
      'expirationDate',
      'sealedPackage',
      'originalPackage',
      'tornPackageLabel',
      'fullPackage',
    ])
  })

  test('a search after a delete shows it: no page is answered from drafts read before it', async () => {
    // Changes made by another writer, past the repositories, are the SQLite implementation's own test
    // (store/sqlite/draft-search-writers.test.ts).
    await searchAfterDelete(createTestApp().call)
  })

  test("another group's key sees its own drafts for its pharmacy", async () => {
    const t = createTestApp()
    const response = await t.call(
      search(searchBody({ pharmacyNpi: F.NPI_OTHER_GROUP }), { 'x-service-auth': F.KEY_TWO }),
    )
    expect(PagedDraftSearchSchema.parse(response.json()).data.map((d) => d.id)).toEqual([F.DRAFT(8)])
  })
})

describe('DELETE /api/v1/draft-listings/{id}', () => {
  test('deletes a Pending draft of the caller group: 204, empty body, gone from the search', async () => {
    const t = createTestApp()
    const response = await t.call(remove(F.DRAFT(1)))
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const page = PagedDraftSearchSchema.parse((await t.call(search(searchBody()))).json())
    expect(page.recordsTotal).toBe(5)
    expect(page.data.map((d) => d.id)).not.toContain(F.DRAFT(1))
    expectShape(await t.call(remove(F.DRAFT(1))), 404, 4)
  })

  test('shape 3 for an id that is not a GUID, before authentication', async () => {
    const { app } = createTestApp()
    expect(expectShape(await app.inject(remove('123')), 400, 3).errors).toEqual({
      id: ["The value '123' is not valid."],
    })
  })

  test('404 for an unknown id, 403 for a draft of another group, 409 for a Published draft', async () => {
    const t = createTestApp()
    expectShape(await t.call(remove('99999999-0000-4000-8000-000000000000')), 404, 4)
    expectShape(await t.call(remove(F.DRAFT(8))), 403, 4)
    expect(expectShape(await t.call(remove(F.DRAFT(7))), 409, 4).error).toBe('Conflict')
    expect(await t.repositories.drafts.findById(F.DRAFT(7))).toMatchObject({ id: F.DRAFT(7), status: 1 })
    expect(await t.repositories.drafts.findById(F.DRAFT(8))).toMatchObject({ id: F.DRAFT(8), status: 0 })
  })

  test('ids match case-insensitively', async () => {
    const t = createTestApp()
    expect((await t.call(remove(F.DRAFT(2).toUpperCase()))).statusCode).toBe(204)
  })
})
