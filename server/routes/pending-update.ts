// The one pipeline of the two updates of spec: Endpoints > 1 (PUT listing) and 4 (PUT cash offer), in the
// documented order: body shape and the missing NPI (shape 3 / 4) -> value rules (shape 2, with the drug's
// package size, catalogue data looked up before the key) -> key (401) -> acting pharmacy (403) -> the
// object (404, or 403 when it is another's) -> Pending (409) -> rules that need the object (shape 2) ->
// business rules (shape 1) -> the write, which itself only applies to a Pending object (409 otherwise).
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { statusName } from '../../src/contract/enums'
import type { FieldProblem } from '../../src/contract/errors'
import { authenticateActing } from '../http/auth'
import { rejectProblems, requireGuid, requireNpiField } from '../http/pipeline'
import { genericProblem } from '../http/problems'
import { notPendingProblem } from '../http/refusals'
import { parseShape, requireObjectBody } from '../http/request-shape'
import type { DrugRow } from '../store/drugs-repository'
import type { GroupRow } from '../store/groups-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import type { RouteContext } from './context'
import { rejectRestrictedPharmacy } from './listing-rules'

type PendingObject = { drugKey: number; status: number }

export type PendingUpdate<Body, Row extends PendingObject> = {
  objectName: 'listing' | 'cash offer'
  /** The request body's type name, as the framework names it in a shape-3 refusal. */
  typeName: string
  schema: z.core.$ZodType<Body> & { shape: Record<string, unknown> }
  npiField: string & keyof Body
  idParam: string
  statuses: Readonly<Record<string, number>>
  find: (id: string) => Promise<Row | undefined>
  /** Why the acting pharmacy may not change it (403), or null when it may. */
  notOwned: (row: Row, group: GroupRow, pharmacy: PharmacyRow) => string | null
  /** The value rules; `object` and `drug` are known once the caller is authenticated. */
  problems: (body: Body, context: { now: Date; drug?: DrugRow; object?: Row }) => FieldProblem[]
  /** Applies the body to a Pending object; false when it is not Pending any more (nothing written). */
  update: (id: string, body: Body, now: Date) => Promise<boolean>
  present: (row: Row) => Promise<unknown>
}

export function pendingUpdate<Body, Row extends PendingObject>(
  ctx: RouteContext,
  spec: PendingUpdate<Body, Row>,
) {
  const { repos, clock } = ctx
  const keys = Object.keys(spec.schema.shape)
  const drugOf = async (row: Row | undefined) => (row ? await repos.drugs.findByKey(row.drugKey) : undefined)

  return async (request: FastifyRequest<{ Params: Record<string, string> }>) => {
    const now = clock()
    const body = requireObjectBody(request.body, keys, spec.typeName)
    requireNpiField(body, spec.npiField)
    const id = requireGuid(request.params[spec.idParam] ?? '', spec.idParam)
    const input = parseShape(spec.schema, body)
    // Read once: its drug's package size is needed before the key, the object itself after it.
    const object = await spec.find(id)
    const drug = await drugOf(object)
    rejectProblems(spec.problems(input, { now, drug }), body)
    const { group, pharmacy } = await authenticateActing(
      request,
      repos.groups,
      input[spec.npiField] as number,
    )
    if (!object) throw genericProblem(404, `No ${spec.objectName} has the id ${id}.`)
    const notOwned = spec.notOwned(object, group, pharmacy)
    if (notOwned) throw genericProblem(403, notOwned)
    if (object.status !== spec.statuses.Pending) {
      throw genericProblem(
        409,
        `The ${spec.objectName} is ${statusName(spec.statuses, object.status)}; only a Pending ${spec.objectName} can be changed.`,
      )
    }
    rejectProblems(spec.problems(input, { now, drug, object }), body)
    rejectRestrictedPharmacy(pharmacy)
    if (!(await spec.update(id, input, now))) throw notPendingProblem(spec.objectName)
    return spec.present((await spec.find(id))!)
  }
}
