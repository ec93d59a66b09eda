import { z } from 'zod/mini'
import { DRAFT_TAKE_DEFAULT, DRAFT_TAKE_MAX } from './draft-paging'
import { DateTimeSchema, GuidSchema, NpiNumberSchema } from './common'
import { addProblems, type FieldProblem } from './errors'
import { npiFieldProblems } from './field-rules'
import { LIMITS, lengthProblem } from './strings'

// spec: Resources > Draft listing search result item. A draft is an unpublished listing and may be
// incomplete, so every value may be null except the NDC (a draft always names its drug). All keys are
// always written by the sandbox. `id` is a sandbox extension (docs/conventions.md, Gaps in the spec): the spec's item has no
// id, yet deleting a draft needs one; the dashboard hides delete when it is absent.
export const DraftSearchItemSchema = z.object({
  id: z.optional(GuidSchema),
  nationalDrugCode: z.string(),
  nationalDrugCodeNormalized: z.nullable(z.string()),
  drugPackageForm: z.nullable(z.string()),
  drugPackageStrength: z.nullable(z.string()),
  labelerName: z.nullable(z.string()),
  packageDescription: z.nullable(z.string()),
  packageName: z.nullable(z.string()),
  sellerPharmacyDBA: z.nullable(z.string()),
  quantityUnitQualifier: z.nullable(z.string()),
  lotNumber: z.nullable(z.string()),
  price: z.nullable(z.number()),
  quantity: z.nullable(z.number()),
  expirationDate: z.nullable(DateTimeSchema),
  sealedPackage: z.nullable(z.boolean()),
  originalPackage: z.nullable(z.boolean()),
  tornPackageLabel: z.nullable(z.boolean()),
  fullPackage: z.nullable(z.boolean()),
})
export type DraftSearchItem = z.infer<typeof DraftSearchItemSchema>

// spec: Resources > Paged search envelope > writePagedSearch > columnFilters.
export const ColumnFilterSchema = z.object({
  column: z.nullable(z.string()),
  operator: z.nullable(z.int()),
  value: z.nullable(z.string()),
  valueTo: z.nullable(z.string()),
})
export type ColumnFilter = z.infer<typeof ColumnFilterSchema>

// spec: Resources > Paged search envelope > writePagedSearch: the search as the service applied it.
// start and take always carry a value (the defaults when not sent); the strings are null when not
// sent; columns and columnFilters are not part of the v1 request body, so they may be absent.
export const WritePagedSearchSchema = z.object({
  columns: z.nullish(z.array(z.string())),
  searchTerm: z.nullable(z.string()),
  sortDirection: z.nullable(z.string()),
  sortName: z.nullable(z.string()),
  start: z.int(),
  take: z.int(),
  columnFilters: z.nullish(z.array(ColumnFilterSchema)),
})
export type WritePagedSearch = z.infer<typeof WritePagedSearchSchema>

export const PagedDraftSearchSchema = z.object({
  data: z.array(DraftSearchItemSchema),
  recordsFiltered: z.int(),
  recordsTotal: z.int(),
  writePagedSearch: z.nullable(WritePagedSearchSchema),
})
export type PagedDraftSearch = z.infer<typeof PagedDraftSearchSchema>

// spec: Endpoints > 2 and Limits. "Maximum value of take: not shown": the sandbox caps it at 100 so a
// page stays small; the defaults are the spec's.
export const DRAFT_SORT_NAMES = ['nationalDrugCode', 'price', 'expirationDate', 'packageName'] as const
export type DraftSortName = (typeof DRAFT_SORT_NAMES)[number]
export const DRAFT_SORT_DIRECTIONS = ['asc', 'desc'] as const
export { DRAFT_TAKE_DEFAULT, DRAFT_TAKE_MAX }
export const DRAFT_START_DEFAULT = 0

// spec: Endpoints > 2 — request body, layer 1 ("shape"): only pharmacyNpi is required. Filters are
// tri-state: null or absent means "do not filter on this".
export const DraftSearchBodySchema = z.object({
  pharmacyNpi: NpiNumberSchema,
  searchTerm: z.nullish(z.string()),
  hideGeneric: z.nullish(z.boolean()),
  hideBranded: z.nullish(z.boolean()),
  tornPackageLabel: z.nullish(z.boolean()),
  fullPackage: z.nullish(z.boolean()),
  sealedPackage: z.nullish(z.boolean()),
  originalPackage: z.nullish(z.boolean()),
  sortName: z.nullish(z.string()),
  sortDirection: z.nullish(z.string()),
  start: z.nullish(z.int()),
  take: z.nullish(z.int()),
})
export type DraftSearchBody = z.infer<typeof DraftSearchBodySchema>

/**
 * Layer 2: value rules. An empty sortName/sortDirection means "default", like an absent one, because
 * search parameters usually come from a URL where an empty value is common.
 */
export function draftSearchProblems(body: DraftSearchBody): FieldProblem[] {
  const limits = LIMITS.draftSearch
  const problems: FieldProblem[] = [...npiFieldProblems('pharmacyNpi', body.pharmacyNpi)]
  const tooLong = (field: 'searchTerm' | 'sortName' | 'sortDirection', label: string) => {
    const message = lengthProblem(body[field], limits[field], label)
    if (message) problems.push({ field, code: 'MaximumLengthValidator', message })
    return message !== null
  }
  tooLong('searchTerm', 'Search text')
  if (!tooLong('sortName', 'Sort column') && body.sortName && !isDraftSortName(body.sortName)) {
    problems.push({
      field: 'sortName',
      code: 'PredicateValidator',
      message: `Sort by one of: ${DRAFT_SORT_NAMES.join(', ')}.`,
    })
  }
  const direction = body.sortDirection?.toLowerCase()
  if (
    !tooLong('sortDirection', 'Sort direction') &&
    direction &&
    direction !== 'asc' &&
    direction !== 'desc'
  ) {
    problems.push({
      field: 'sortDirection',
      code: 'PredicateValidator',
      message: 'Sort direction must be asc or desc.',
    })
  }
  if (body.start !== null && body.start !== undefined && body.start < 0) {
    problems.push({
      field: 'start',
      code: 'GreaterThanOrEqualValidator',
      message: 'Start must be 0 or more.',
    })
  }
  if (body.take !== null && body.take !== undefined && (body.take < 1 || body.take > DRAFT_TAKE_MAX)) {
    problems.push({
      field: 'take',
      code: 'InclusiveBetweenValidator',
      message: `Page size must be between 1 and ${DRAFT_TAKE_MAX}.`,
    })
  }
  return problems
}

export function isDraftSortName(value: string): value is DraftSortName {
  return (DRAFT_SORT_NAMES as readonly string[]).includes(value)
}

/** Layer 3: shape + value rules at their fields. */
export function draftSearchBodySchema() {
  return DraftSearchBodySchema.check(z.superRefine((body, c) => addProblems(draftSearchProblems(body), c)))
}
