import { describe, expect, it } from 'vitest'
import {
  DRAFT_SORT_NAMES,
  DRAFT_TAKE_DEFAULT,
  DRAFT_TAKE_MAX,
  DraftSearchBodySchema,
  PagedDraftSearchSchema,
  draftSearchBodySchema,
  draftSearchProblems,
  type DraftSearchBody,
} from './drafts'

const item = {
  id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  nationalDrugCode: '00002-7597-01',
  nationalDrugCodeNormalized: '00002759701',
  drugPackageForm: 'Injection',
  drugPackageStrength: '100 unit/mL',
  labelerName: 'Eli Lilly',
  packageDescription: '10 mL in 1 vial',
  packageName: 'Humalog',
  sellerPharmacyDBA: null,
  quantityUnitQualifier: 'mL',
  lotNumber: 'L1',
  price: 80,
  quantity: 1,
  expirationDate: '2027-01-01T00:00:00Z',
  sealedPackage: true,
  originalPackage: true,
  tornPackageLabel: false,
  fullPackage: true,
}
const envelope = {
  data: [item],
  recordsFiltered: 1,
  recordsTotal: 200,
  writePagedSearch: {
    columns: [],
    searchTerm: 'huma',
    sortDirection: 'asc',
    sortName: 'price',
    start: 0,
    take: 10,
    columnFilters: [{ column: 'price', operator: 1, value: '10', valueTo: null }],
  },
}
const body: DraftSearchBody = { pharmacyNpi: 1234567893 }
const problems = (b: Partial<DraftSearchBody>) =>
  draftSearchProblems({ ...body, ...b }).map((p) => [p.field, p.code])

describe('PagedDraftSearchSchema', () => {
  it('parses the envelope, with and without the id extension', () => {
    expect(PagedDraftSearchSchema.parse(envelope).data[0]?.id).toBe(item.id)
    const { id: _id, ...withoutId } = item
    expect(PagedDraftSearchSchema.parse({ ...envelope, data: [withoutId] }).data[0]?.id).toBeUndefined()
  })

  it('rejects a fractional record count and a non-integer column filter operator', () => {
    expect(PagedDraftSearchSchema.safeParse({ ...envelope, recordsTotal: 1.5 }).success).toBe(false)
    const badFilter = {
      ...envelope.writePagedSearch,
      columnFilters: [{ column: 'x', operator: 'eq', value: null, valueTo: null }],
    }
    expect(
      PagedDraftSearchSchema.safeParse({ ...envelope, writePagedSearch: badFilter }).error?.issues[0]?.path,
    ).toEqual(['writePagedSearch', 'columnFilters', 0, 'operator'])
  })
})

describe('DraftSearchBodySchema (request shape)', () => {
  it('only pharmacyNpi is required; start and take are integers', () => {
    expect(DraftSearchBodySchema.safeParse({}).error?.issues.map((i) => i.path)).toEqual([['pharmacyNpi']])
    expect(DraftSearchBodySchema.safeParse({ ...body, take: 2.5 }).error?.issues.map((i) => i.path)).toEqual([
      ['take'],
    ])
    expect(
      DraftSearchBodySchema.safeParse({ ...body, hideGeneric: 'yes' }).error?.issues.map((i) => i.path),
    ).toEqual([['hideGeneric']])
  })
})

describe('draftSearchProblems (value rules)', () => {
  it('defaults and a full valid search pass', () => {
    expect(DRAFT_TAKE_DEFAULT).toBe(10)
    expect(problems({})).toEqual([])
    expect(
      problems({
        searchTerm: 'insulin',
        sortName: 'expirationDate',
        sortDirection: 'DESC',
        start: 20,
        take: DRAFT_TAKE_MAX,
      }),
    ).toEqual([])
    expect(problems({ sortName: '', sortDirection: '' })).toEqual([])
  })

  it('take is 1..100 and start is 0 or more', () => {
    expect(problems({ take: 0 })).toEqual([['take', 'InclusiveBetweenValidator']])
    expect(problems({ take: 101 })).toEqual([['take', 'InclusiveBetweenValidator']])
    expect(problems({ take: 1 })).toEqual([])
    expect(problems({ start: -1 })).toEqual([['start', 'GreaterThanOrEqualValidator']])
  })

  it('sortName is one of the whitelist; sortDirection asc or desc in any case', () => {
    for (const name of DRAFT_SORT_NAMES) expect(problems({ sortName: name })).toEqual([])
    expect(problems({ sortName: 'lotNumber; DROP TABLE drafts' })).toEqual([
      ['sortName', 'PredicateValidator'],
    ])
    expect(problems({ sortDirection: 'Asc' })).toEqual([])
    expect(problems({ sortDirection: 'up' })).toEqual([['sortDirection', 'PredicateValidator']])
  })

  it('enforces the string limits 256, 100 and 20', () => {
    expect(problems({ searchTerm: 's'.repeat(256) })).toEqual([])
    expect(problems({ searchTerm: 's'.repeat(257) })).toEqual([['searchTerm', 'MaximumLengthValidator']])
    expect(problems({ sortName: 'n'.repeat(101) })).toEqual([['sortName', 'MaximumLengthValidator']])
    expect(problems({ sortDirection: 'd'.repeat(21) })).toEqual([['sortDirection', 'MaximumLengthValidator']])
  })

  it('checks the NPI, and the form schema reports at the field', () => {
    expect(problems({ pharmacyNpi: 1234567890 })).toEqual([['pharmacyNpi', 'PredicateValidator']])
    const result = draftSearchBodySchema().safeParse({ ...body, take: 500 })
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['take'], 'Page size must be between 1 and 100.'],
    ])
  })
})
