// A search selection of a bulk job (src/contract/jobs.ts, SearchSelectionSchema): every draft of the
// search, up to its cap, read before the job starts, so each row is checked and named by the draft as the
// service has it.
import type { FastifyRequest } from 'fastify'
import { DRAFT_TAKE_MAX, PagedDraftSearchSchema, type DraftSearchItem } from '../../../src/contract/drafts'
import type { SearchSelection } from '../../../src/contract/jobs'
import { jsonOf } from '../../audit/answers'
import type { TeamContext } from '../team-context'
import type { SignedIn } from '../../auth/sessions'
import { ApiProblem, genericProblem } from '../../http/problems'
import { callerOf } from '../../meter/meter-caller'

/** Every draft of a search, up to its cap, read page by page through the meter as the user's click. */
export async function collectSelection(
  ctx: TeamContext,
  request: FastifyRequest,
  signedIn: SignedIn,
  selection: SearchSelection,
): Promise<{ items: DraftSearchItem[]; matched: number }> {
  const items: DraftSearchItem[] = []
  let matched = 0
  for (let start = 0; items.length < selection.cap; start += DRAFT_TAKE_MAX) {
    const take = Math.min(DRAFT_TAKE_MAX, selection.cap - items.length)
    const answer = await ctx.upstream.call(
      {
        method: 'POST',
        path: '/api/v1/draft-listings/search',
        query: '',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ ...selection.search, start, take }),
      },
      { caller: callerOf(request, signedIn) },
    )
    const json = jsonOf(answer.body, answer.headers['content-type'])
    if (answer.status !== 200)
      throw json !== undefined && typeof json === 'object'
        ? new ApiProblem(answer.status, json as Record<string, unknown>)
        : genericProblem(502, `The draft search answered ${answer.status}; the job was not started.`)
    const page = PagedDraftSearchSchema.safeParse(json)
    if (!page.success)
      throw genericProblem(502, "The draft search's answer could not be read; the job was not started.")
    matched = page.data.recordsFiltered
    items.push(...page.data.data)
    if (page.data.data.length < take) break
  }
  if (items.some((item) => item.id === undefined))
    throw genericProblem(
      400,
      "This service's draft search does not give the drafts' ids, so drafts cannot be selected by a search.",
    )
  return { items, matched }
}
