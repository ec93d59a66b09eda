// Binding of the NPI and status query parameters of the sandbox's GET extensions, in pipeline order:
// missing NPI (shape 4) -> not a number (shape 3) -> check digit / unknown status (shape 2).
import { npiProblem } from '../../src/contract/npi'
import { bindLong, firstQueryValue, rejectProblems } from '../http/pipeline'
import { genericProblem } from '../http/problems'

export type BoundQuery = { npi: number; status: number | undefined }

/** allowedStatuses null: the operation takes no status parameter (any value sent is ignored). */
export function bindNpiAndStatus(
  query: unknown,
  npiName: string,
  allowedStatuses: readonly number[] | null,
): BoundQuery {
  const npiText = firstQueryValue(query, npiName)
  if (npiText === undefined || npiText.trim() === '') {
    throw genericProblem(400, `${npiName} is required. Send the NPI of the pharmacy you act for.`)
  }
  const npi = bindLong(npiText, npiName)
  const statusText = allowedStatuses === null ? undefined : firstQueryValue(query, 'status')
  const status = statusText === undefined || statusText === '' ? undefined : bindLong(statusText, 'status')
  const values = { [npiName]: npi, status }
  const reason = npiProblem(npi)
  rejectProblems(
    [
      ...(reason ? [{ field: npiName, code: 'PredicateValidator', message: reason }] : []),
      ...(status !== undefined && allowedStatuses !== null && !allowedStatuses.includes(status)
        ? [
            {
              field: 'status',
              code: 'PredicateValidator',
              message: `Status must be one of ${allowedStatuses.join(', ')}.`,
            },
          ]
        : []),
    ],
    values,
  )
  return { npi, status }
}
