import { z } from 'zod'
import { DateTimeSchema, GuidSchema, NpiNumberSchema } from './common'
import { addProblems, type FieldProblem } from './errors'
import { npiFieldProblems } from './field-rules'
import { LIMITS, lengthProblem } from './strings'

// spec: Resources > Draft listing search result item. A draft is an unpublished listing and may be
// incomplete, so every value may be null except the NDC (a draft always names its drug). All keys are
// always written by the sandbox. `id` is a sandbox extension (docs/conventions.md, Gaps in the spec): the spec's item has no
// id, yet deleting a draft needs one; the dashboard hides delete when it is absent.
export const DraftSearchItemSchema = z.object({
  id: GuidSchema.optional(),
  nationalDrugCode: z.string(),
  nationalDrugCodeNormalized: z.string().nullable(),
  drugPackageForm: z.string().nullable(),
  drugPackageStrength: z.string().nullable(),
  labelerName: z.string().nullable(),
  packageDescription: z.string().nullable(),
  packageName: z.string().nullable(),
  sellerPharmacyDBA: z.string().nullable(),
  quantityUnitQualifier: z.string().nullable(),
  lotNumber: z.string().nullable(),
  price: z.number().nullable(),
  quantity: z.number().nullable(),
  expirationDate: DateTimeSchema.nullable(),
  sealedPackage: z.boolean().nullable(),
  originalPackage: z.boolean().nullable(),
  tornPackageLabel: z.boolean().nullable(),
  fullPackage: z.boolean().nullable(),
})
export type DraftSearchItem = z.infer<typeof DraftSearchItemSchema>

// spec: Resources > Paged search envelope > writePagedSearch > columnFilters.
export const ColumnFilterSchema = z.object({
  column: z.string().nullable(),
  operator: z.number().int().nullable(),
  value: z.string().nullable(),
  valueTo: z.string().nullable(),
})
export type ColumnFilter = z.infer<typeof ColumnFilterSchema>

// spec: Resources > Paged search envelope > writePagedSearch: the search as the service applied it.
// start and take always carry a value (the defaults when not sent); the strings are null when not
// sent; columns and columnFilters are not part of the v1 request body, so they may be absent.
export const WritePagedSearchSchema = z.object({
  columns: z.array(z.string()).nullish(),
  searchTerm: z.string().nullable(),
  sortDirection: z.string().nullable(),
  sortName: z.string().nullable(),
  start: z.number().int(),
  take: z.number().int(),
  columnFilters: z.array(ColumnFilterSchema).nullish(),
})
export type WritePagedSearch = z.infer<typeof WritePagedSearchSchema>

export const PagedDraftSearchSchema = z.object({
  data: z.array(DraftSearchItemSchema),
  recordsFiltered: z.number().int(),
  recordsTotal: z.number().int(),
  writePagedSearch: WritePagedSearchSchema.nullable(),
})
export type PagedDraftSearch = z.infer<typeof PagedDraftSearchSchema>

// spec: Endpoints > 2 and Limits. "Maximum value of take: not shown": the sandbox caps it at 100 so a
// page stays small; the defaults are the spec's.
export const DRAFT_SORT_NAMES = ['nationalDrugCode', 'price', 'expirationDate', 'packageName'] as const
export type DraftSortName = (typeof DRAFT_SORT_NAMES)[number]
export const DRAFT_SORT_DIRECTIONS = ['asc', 'desc'] as const
export const DRAFT_TAKE_MAX = 100
export const DRAFT_TAKE_DEFAULT = 10
export const DRAFT_START_DEFAULT = 0

// spec: Endpoints > 2 — request body, layer 1 ("shape"): only pharmacyNpi is required. Filters are
// tri-state: null or absent means "do not filter on this".
export const DraftSearchBodySchema = z.object({
  pharmacyNpi: NpiNumberSchema,
  searchTerm: z.string().nullish(),
  hideGeneric: z.boolean().nullish(),
  hideBranded: z.boolean().nullish(),
  tornPackageLabel: z.boolean().nullish(),
  fullPackage: z.boolean().nullish(),
  sealedPackage: z.boolean().nullish(),
  originalPackage: z.boolean().nullish(),
  sortName: z.string().nullish(),
  sortDirection: z.string().nullish(),
  start: z.number().int().nullish(),
  take: z.number().int().nullish(),
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
  return DraftSearchBodySchema.superRefine((body, c) => addProblems(draftSearchProblems(body), c))
}
