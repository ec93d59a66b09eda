import { useSearchParams } from 'react-router'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ApiError } from '../api/api-error'
import { isMissingEndpoint } from '../api/missing-endpoint'
import { statusName } from '../contract/enums'
import { ErrorAlert } from './error-alert'
import { capitalized } from './object-kind'
import { OpenById } from './open-by-id'
import { PageFrame } from './page-frame'
import { RecordTable, type RecordTableProps } from './record-table'
import { RequireConnection } from './require-connection'
import { ALL_STATUSES, StatusFilter, statusFromName } from './status-filter'

/** A list as the sandbox's list extensions answer it (docs/conventions.md, Gaps in the spec). */
export interface RecordList<T> {
  data: readonly T[]
}

export interface StatusListPageProps<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
> extends Omit<RecordTableProps<T>, 'rows' | 'editable'> {
  title: string
  /** One sentence under the heading: whose objects these are. */
  description: string
  /** The status names and codes (contract/enums.ts) the filter offers; only a Pending object can be edited. */
  statuses: Readonly<Record<string, TStatus>> & { readonly Pending: TStatus }
  /** The acting pharmacy's objects, of one status or (undefined) all: the resource's query factory. */
  listQuery: (
    pharmacyNpi: number,
    status: TStatus | undefined,
  ) => UseQueryOptions<TList, ApiError, TList, TKey>
  /** Said when the pharmacy has none of any status, e.g. "This pharmacy has no listings." */
  none: string
}

/**
 * The list page of listings or cash offers: the acting pharmacy's objects filtered by status, and a way to
 * open one by its id, which is all there is against a service without the list extension.
 */
export function StatusListPage<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
>(props: StatusListPageProps<T, TList, TStatus, TKey>) {
  return (
    <PageFrame title={props.title} description={props.description}>
      <RequireConnection>
        {(connection) => <StatusList {...props} pharmacyNpi={connection.pharmacyNpi} />}
      </RequireConnection>
    </PageFrame>
  )
}

function StatusList<
  T extends { id: string; status: number },
  TList extends RecordList<T>,
  TStatus extends number,
  TKey extends QueryKey,
>({
  pharmacyNpi,
  statuses,
  listQuery,
  none,
  kind,
  columns,
  editLabel,
}: StatusListPageProps<T, TList, TStatus, TKey> & { pharmacyNpi: number }) {
  // docs/conventions.md, convention 6: the filter is in the URL (?status=Pending), so it can be bookmarked.
  const [searchParams, setSearchParams] = useSearchParams()
  // statusFromName returns only codes that stand in `statuses`, i.e. a TStatus.
  const status = statusFromName(statuses, searchParams.get('status')) as TStatus | undefined
  const query = useQuery(listQuery(pharmacyNpi, status))
  const setStatus = (name: string) =>
    setSearchParams((params) => {
      if (name === ALL_STATUSES) params.delete('status')
      else params.set('status', name)
      return params
    })

  const missing = query.isError && isMissingEndpoint(query.error)
  return (
    <Stack spacing={2}>
      {missing ? (
        <Alert severity="info">
          This service does not list {kind.many}: the list is a sandbox extension, not part of API v1. Open{' '}
          {kind.aShort} by its id to edit it.
        </Alert>
      ) : null}
      <OpenById label={`${capitalized(kind.one)} id`} hrefFor={kind.editPath} />
      {missing ? null : (
        <>
          <StatusFilter
            statuses={statuses}
            value={status === undefined ? ALL_STATUSES : statusName(statuses, status)}
            onChange={setStatus}
          />
          {query.isPending ? <LinearProgress aria-label={`Loading ${kind.many}`} /> : null}
          {query.isError ? (
            <ErrorAlert
              error={query.error}
              title={`The ${kind.many} could not be loaded`}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isSuccess && query.data.data.length === 0 ? (
            <Typography>
              {status === undefined
                ? none
                : `This pharmacy has no ${statusName(statuses, status)} ${kind.many}.`}
            </Typography>
          ) : null}
          {query.isSuccess && query.data.data.length > 0 ? (
            <RecordTable
              kind={kind}
              rows={query.data.data}
              columns={columns}
              editLabel={editLabel}
              editable={(row) => row.status === statuses.Pending}
            />
          ) : null}
        </>
      )}
    </Stack>
  )
}
