// spec: Endpoints > 2 (POST search) and 3 (DELETE). Drafts belong to a group; the search returns the Pending
// drafts of the caller's group whose seller is the pharmacy named by pharmacyNpi.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod/mini'
import {
  ColumnFilterSchema,
  DRAFT_START_DEFAULT,
  DRAFT_TAKE_DEFAULT,
  DraftSearchBodySchema,
  draftSearchProblems,
  isDraftSortName,
  type DraftSearchBody,
} from '../../src/contract/drafts'
import { DRAFT_STATUS, statusName } from '../../src/contract/enums'
import { authenticate, authenticateActing } from '../http/auth'
import { rejectProblems, requireGuid, requireNpiField } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import { parseShape, requireObjectBody } from '../http/request-shape'
import { admittedFlags } from '../store/draft-flags'
import type { DraftSortName } from '../../src/contract/drafts'
import type { RouteContext } from './context'
import { draftItemJson, draftItemView, pagedDraftSearchJson } from './draft-view'
import { bindNpiAndStatus } from './query-binding'
import { drugPackageOf } from './views'

// Not sent: the sellable drafts first, soonest expiry first, then the expired ones (sellableFirstAt below;
// docs/sandbox.md, Draft search). The column named here only fills the query's sortName, which that order
// ignores.
const DEFAULT_SORT: DraftSortName = 'expirationDate'
// columns and columnFilters are not request fields in v1, but writePagedSearch echoes them when sent.
const KEYS = [...Object.keys(DraftSearchBodySchema.shape), 'columns', 'columnFilters']

// What Fastify sends a serialized object as; the search sends text it serialized itself.
const JSON_UTF8 = 'application/json; charset=utf-8'

// Built once: a zod schema is costly to construct, and this runs on every search.
const ColumnFiltersSchema = z.array(ColumnFilterSchema)

function echoedArrays(body: Record<string, unknown>) {
  const columns =
    Array.isArray(body.columns) && body.columns.every((c) => typeof c === 'string') ? body.columns : []
  // Absent in nearly every request: no parse, whose failure would build an error object for nothing.
  const filters = body.columnFilters === undefined ? null : ColumnFiltersSchema.safeParse(body.columnFilters)
  return { columns, columnFilters: filters?.success ? filters.data : [] }
}

export function draftListingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos, clock } = ctx

  app.post('/api/v1/draft-listings/search', async (request, reply) => {
    const body = requireObjectBody(request.body, KEYS, 'DraftListingSearchRequest')
    requireNpiField(body, 'pharmacyNpi')
    const input: DraftSearchBody = parseShape(DraftSearchBodySchema, body)
    rejectProblems(draftSearchProblems(input), body)
    const { group, pharmacy } = await authenticateActing(request, repos.groups, input.pharmacyNpi)
    const start = input.start ?? DRAFT_START_DEFAULT
    const take = input.take ?? DRAFT_TAKE_DEFAULT
    const term = input.searchTerm?.trim() ?? ''
    const result = await repos.drafts.search({
      groupKey: group.key,
      sellerKey: pharmacy.key,
      drugKeys: term === '' ? null : await repos.drugs.keysMatching(term),
      flags: admittedFlags(input),
      sortName: input.sortName && isDraftSortName(input.sortName) ? input.sortName : DEFAULT_SORT,
      // The spec is silent on the order without sortName: the sandbox shows what can be sold first.
      sellableFirstAt: input.sortName ? null : clock().toISOString(),
      descending: input.sortDirection?.toLowerCase() === 'desc',
      start,
      take,
    })
    // The page is sent as the text JSON.stringify would give, from each item's kept JSON (draft-view.ts).
    const json = pagedDraftSearchJson(
      result.items.map((item) => draftItemJson(item, pharmacy.dba)),
      {
        recordsFiltered: result.recordsFiltered,
        recordsTotal: result.recordsTotal,
        writePagedSearch: {
          ...echoedArrays(body),
          searchTerm: input.searchTerm ?? null,
          sortDirection: input.sortDirection ?? null,
          sortName: input.sortName ?? null,
          start,
          take,
        },
      },
    )
    return reply.type(JSON_UTF8).send(json)
  })

  // Sandbox extension (docs/sandbox.md, Sandbox extensions): the spec's search item has no id and no drug
  // package, so a listing cannot be created from a draft with the package size known. Same order of checks:
  // binding and value rules, then the key, membership, existence (404), ownership (403).
  app.get<{ Params: { id: string } }>('/api/v1/draft-listings/:id', async (request) => {
    const { npi } = bindNpiAndStatus(request.query, 'pharmacyNpi', null)
    const id = requireGuid(request.params.id, 'id')
    const { group, pharmacy } = await authenticateActing(request, repos.groups, npi)
    const found = await repos.drafts.findDetailById(id)
    if (!found) throw genericProblem(404, `No draft listing has the id ${id}.`)
    if (found.groupKey !== group.key)
      throw genericProblem(403, 'This draft listing belongs to another group.')
    if (found.sellerKey !== pharmacy.key)
      throw genericProblem(403, 'This draft listing belongs to another pharmacy.')
    const drug = await repos.drugs.findByKey(found.draft.drugKey)
    if (!drug) throw genericProblem(404, `No draft listing has the id ${id}.`)
    return { ...draftItemView({ draft: found.draft, drug }, pharmacy.dba), drugPackage: drugPackageOf(drug) }
  })

  app.delete<{ Params: { id: string } }>('/api/v1/draft-listings/:id', async (request, reply) => {
    const id = requireGuid(request.params.id, 'id')
    const group = await authenticate(request, repos.groups)
    const draft = await repos.drafts.findById(id)
    if (!draft) throw genericProblem(404, `No draft listing has the id ${id}.`)
    if (draft.groupKey !== group.key)
      throw genericProblem(403, 'This draft listing belongs to another group.')
    if (draft.status !== DRAFT_STATUS.Pending || !(await repos.drafts.deletePending(draft))) {
      throw genericProblem(
        409,
        `The draft listing is ${statusName(DRAFT_STATUS, draft.status)}; only a Pending draft can be deleted.`,
      )
    }
    // Sandbox choice (spec: "success status and success body: not shown"): 204, no body.
    return reply.code(204).send()
  })
}
