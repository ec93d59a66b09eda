import { z } from 'zod/mini'
import { GuidSchema } from './common'
import { DRAFT_TAKE_MAX } from './draft-paging'

// GET /team/listed-drafts's query (listed-drafts.ts): read by the server only, so apart from the answer's
// schema the dashboard parses.

/** `?pharmacyNpi=&draftIds=a,b`: the drafts of a page (at most a page's worth), one pharmacy's. */
export const ListedDraftsQuerySchema = z.object({
  pharmacyNpi: z.coerce.number().check(z.int(), z.positive()),
  draftIds: z
    .pipe(
      z.string(),
      z.transform((ids) => (ids === '' ? [] : ids.split(','))),
    )
    .check(
      z.refine((ids: string[]) => ids.length <= DRAFT_TAKE_MAX, `At most ${DRAFT_TAKE_MAX} drafts at once.`),
      z.refine((ids: string[]) => ids.every((id) => GuidSchema.safeParse(id).success), 'Each id is a GUID.'),
    ),
})
