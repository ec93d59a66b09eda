// POST /team/jobs's body (src/contract/jobs.ts), checked before the job starts: its shape, who may start
// which kind for which pharmacy (the kind's own operation in the access table; refusals audited), the
// rows of a search selection collected through the meter as the user's own click, and every row by the
// contract's rules (job-rows.ts). A job with an invalid row is refused in shape 3, each message at its
// row's field (`rows.<i>.<field>`, or `drafts.<draftId>.<field>` for a search's rows).
import type { FastifyRequest } from 'fastify'
import { actsFor, npiRefusal, roleMayCall, roleRefusal } from '../../../src/contract/access'
import { aboutGiven, aboutLookup, aboutOfDraft, aboutOfListRow } from '../../../src/contract/job-about'
import { listDraftRowOfItem, listDraftRowProblems, repriceRowProblems } from '../../../src/contract/job-rows'
import {
  JOB_KIND_OPERATION,
  JOB_ROWS_MAX,
  JobBodySchema,
  type JobBody,
  type JobKind,
  type JobRowAbout,
  type ListDraftRow,
  type SearchSelection,
} from '../../../src/contract/jobs'
import { isValidNpi } from '../../../src/contract/npi'
import { refuse, type TeamContext } from '../team-context'
import type { SignedIn } from '../../auth/sessions'
import { UNSUPPORTED_BODY, UNSUPPORTED_MESSAGE } from '../../http/content-types'
import { genericProblem, requestShapeProblem } from '../../http/problems'
import { groupMembers } from '../../proxy/group-members'
import type { ServiceExtensions } from '../../proxy/service-extensions'
import type { NewJobRow } from '../../store/job-records'
import { collectSelection } from './search-selection'

export type PreparedJob = { kind: JobKind; npi: number; rows: NewJobRow[]; message: string | null }

type Errors = Record<string, string[]>
const add = (errors: Errors, key: string, message: string) => (errors[key] ??= []).push(message)

function parse(request: FastifyRequest): JobBody {
  if (request.body === UNSUPPORTED_BODY) throw genericProblem(415, UNSUPPORTED_MESSAGE)
  const parsed = JobBodySchema.safeParse(request.body ?? {})
  if (!parsed.success) {
    const errors: Errors = {}
    for (const issue of parsed.error.issues) add(errors, issue.path.join('.'), issue.message)
    throw requestShapeProblem(errors)
  }
  const body = parsed.data
  const errors: Errors = {}
  if (!isValidNpi(body.pharmacyNpi)) add(errors, 'pharmacyNpi', `${body.pharmacyNpi} is not a valid NPI.`)
  const listed =
    body.kind === 'listDrafts' ? body.rows : body.kind === 'deleteDrafts' ? body.draftIds : body.rows
  if (body.kind !== 'repriceListings' && (listed === undefined) === (body.selection === undefined))
    add(
      errors,
      body.kind === 'listDrafts' ? 'rows' : 'draftIds',
      'Give either the rows or a search selection.',
    )
  if (
    body.kind !== 'repriceListings' &&
    body.selection &&
    body.selection.search.pharmacyNpi !== body.pharmacyNpi
  )
    add(errors, 'selection.search.pharmacyNpi', "The search must be the job's pharmacy's (pharmacyNpi).")
  if (Object.keys(body.about ?? {}).length > JOB_ROWS_MAX)
    add(errors, 'about', `A job names at most ${JOB_ROWS_MAX} rows.`)
  if (Object.keys(errors).length > 0) throw requestShapeProblem(errors)
  return body
}

/** Who may start this kind for this pharmacy: the access table's rule of the kind's operation. */
async function checkAccess(ctx: TeamContext, request: FastifyRequest, signedIn: SignedIn, body: JobBody) {
  const operation = JOB_KIND_OPERATION[body.kind]
  if (!roleMayCall(signedIn.user.role, operation))
    throw await refuse(ctx, request, signedIn, 'startJob', 403, roleRefusal(signedIn.user.role, operation), {
      npi: body.pharmacyNpi,
      body: request.body,
    })
  if (!actsFor(signedIn.user.npis, body.pharmacyNpi))
    throw await refuse(ctx, request, signedIn, 'startJob', 403, npiRefusal(body.pharmacyNpi), {
      npi: body.pharmacyNpi,
      body: request.body,
    })
}

function duplicates(ids: readonly string[], key: (i: number) => string, errors: Errors, what: string) {
  const first = new Map<string, number>()
  ids.forEach((id, i) => {
    const seen = first.get(id.toLowerCase())
    if (seen === undefined) first.set(id.toLowerCase(), i)
    else add(errors, key(i), `This ${what} is in the job twice (also row ${seen + 1}).`)
  })
}

export async function prepareJob(
  ctx: TeamContext,
  extensions: ServiceExtensions,
  request: FastifyRequest,
  signedIn: SignedIn,
): Promise<PreparedJob> {
  const body = parse(request)
  await checkAccess(ctx, request, signedIn, body)
  const seen = aboutLookup(body.about)
  const now = ctx.clock()
  const errors: Errors = {}
  let message: string | null = null
  let rows: NewJobRow[]
  const collected = async (selection: SearchSelection) => {
    const { items, matched } = await collectSelection(ctx, request, signedIn, selection)
    if (matched > items.length)
      message = `The search matched ${matched} drafts; the first ${items.length} were taken (the cap).`
    return items
  }
  switch (body.kind) {
    case 'listDrafts': {
      type Given = { row: ListDraftRow; key: (field: string) => string; about: JobRowAbout }
      let given: Given[] = []
      if (body.rows)
        given = body.rows.map((row, i) => ({
          row,
          key: (field) => `rows.${i}.${field}`,
          about: aboutOfListRow(row, seen(row.draftId)),
        }))
      else
        for (const item of await collected(body.selection!)) {
          const key = (field: string) => `drafts.${item.id!}.${field}`
          const made = listDraftRowOfItem(item)
          if (made.row === null) made.problems.forEach((p) => add(errors, key(p.field), p.message))
          else given.push({ row: made.row, key, about: aboutOfDraft(item) })
        }
      for (const { row, key } of given)
        for (const problem of listDraftRowProblems(row, body.pharmacyNpi, now))
          add(errors, key(problem.field), problem.message)
      duplicates(
        given.map((g) => g.row.draftId),
        (i) => given[i]!.key('draftId'),
        errors,
        'draft',
      )
      const showOnlyInState = body.showOnlyInState ?? false
      rows = given.map(({ row, about }) => ({
        targetId: row.draftId,
        input: { ...row, showOnlyInState },
        about,
      }))
      break
    }
    case 'deleteDrafts': {
      const drafts = body.draftIds
        ? body.draftIds.map((id) => ({ id, about: aboutGiven(seen(id)) }))
        : (await collected(body.selection!)).map((item) => ({ id: item.id!, about: aboutOfDraft(item) }))
      duplicates(
        drafts.map((draft) => draft.id),
        (i) => `draftIds.${i}`,
        errors,
        'draft',
      )
      await checkDraftOwnership(ctx, extensions, request, signedIn, body.pharmacyNpi)
      rows = drafts.map(({ id, about }) => ({ targetId: id, input: { draftId: id }, about }))
      break
    }
    case 'repriceListings': {
      body.rows.forEach((row, i) =>
        repriceRowProblems(row).forEach((p) => add(errors, `rows.${i}.${p.field}`, p.message)),
      )
      duplicates(
        body.rows.map((r) => r.listingId),
        (i) => `rows.${i}.listingId`,
        errors,
        'listing',
      )
      if (!(await extensions.has('getMarketplaceListing')))
        throw genericProblem(
          400,
          'This service cannot read a listing back, so a price change cannot be made from the listing as it is now. Change prices one by one instead.',
        )
      rows = body.rows.map((row) => ({
        targetId: row.listingId,
        input: { ...row },
        about: aboutGiven(seen(row.listingId)),
      }))
      break
    }
  }
  if (Object.keys(errors).length > 0) throw requestShapeProblem(errors)
  return { kind: body.kind, npi: body.pharmacyNpi, rows, message }
}

/**
 * Deleting names no pharmacy (decision 0015): without the draft read extension, only a user who acts for
 * every pharmacy of the group may delete drafts. With it, each row's draft is read as the job's pharmacy.
 */
async function checkDraftOwnership(
  ctx: TeamContext,
  extensions: ServiceExtensions,
  request: FastifyRequest,
  signedIn: SignedIn,
  npi: number,
) {
  const scope = signedIn.user.npis
  if (scope === 'all' || (await extensions.has('getDraftListing'))) return
  const members = await groupMembers(ctx.upstream)
  if (members !== null && members.every((member) => scope.includes(member.npi))) return
  throw await refuse(
    ctx,
    request,
    signedIn,
    'startJob',
    403,
    'The marketplace service cannot tell which pharmacy a draft listing belongs to, so only someone who acts for every pharmacy of the group may delete draft listings.',
    { npi, body: request.body },
  )
}
