import { lazy, Suspense, useDeferredValue, useState, type ComponentType, type ReactNode } from 'react'
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import type { ApiError } from '../../api/api-error'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { useConnection } from '../../api/connection-store'
import { mayDo, roleCannot, signInSlots } from '../../api/sign-in-mode'
import { GuidSchema } from '../../contract/common'
import type { StatusMap } from '../../contract/enums'
import { ErrorAlert } from '../feedback/error-alert'
import { packageMeasure, type DrugFields } from '../format/package-measure'
import { capitalized, type ObjectKind } from './object-kind'
import { InNextCommit } from './in-next-commit'
import { PageFrame } from './page-frame'
import { NotConnected } from './require-connection'
import { LoadingBar } from '../feedback/loading-bar'

// Signed in, a read the service refuses (another pharmacy's object) names whose it is and offers to act for
// it: a chunk of its own, downloaded only then.
const OtherPharmacyRefusal = lazy(async () => ({
  default: (await import('./other-pharmacy-refusal')).OtherPharmacyRefusal,
}))

/** What an edit page hands its form, which mounts once the read is done and takes the object as its start. */
export interface EditPageFormProps<T> {
  /** The path id. */
  id: string
  /** The object as read, or null when the service cannot read one (the form opens empty). */
  current: T | null
  /** The acting pharmacy. */
  pharmacyNpi: number
  /** Reads the object again and opens a fresh form on it (offered after a 409 or a lost answer). */
  onReload: () => void
  reloading: boolean
}

export interface EditPageProps<T extends { status: number }, TKey extends QueryKey> {
  kind: ObjectKind
  /** The path id, as it stands in the address (it may not be an id at all). */
  id: string
  /** One sentence under the heading: what can be changed. */
  description: string
  /** The read of one object (a sandbox extension, docs/conventions.md, Gaps in the spec): the resource's query factory. */
  detailQuery: (id: string, pharmacyNpi: number) => UseQueryOptions<T, ApiError, T, TKey>
  /** The status names and codes: only a Pending object can be changed (spec: Status rules). */
  statuses: StatusMap & { readonly Pending: number }
  /** What the form cannot change (drug, status, id), shown above it. */
  summary: (current: T) => ReactNode
  /**
   * The object once it is no longer Pending, or for a role that may not change it: its values read-only
   * and why (read-only-object.tsx; `reason` is the role's, else the view says the status's), in place of
   * the form. A lazy component: its code is downloaded only for such an object.
   */
  closed: ComponentType<{ current: T; reason?: string }>
  /** What the form cannot know without the read: the last sentence of the notice above the empty form. */
  unknownWithoutRead: string
  form: ComponentType<EditPageFormProps<T>>
  /** The operation a save is (src/contract/access.ts): a signed-in role that may not gets the values read-only. */
  operation: string
}

/**
 * The page of a listing or a cash offer: heading, connection, the read of the object, then its form, or,
 * once it is no longer Pending, its values read-only. Reloading, a failed read and a service without the
 * read extension are handled here, the same way for both.
 */
export function EditPage<T extends { status: number }, TKey extends QueryKey>(props: EditPageProps<T, TKey>) {
  const connection = useConnection()
  if (!connection) {
    return (
      <PageFrame title={`Edit ${props.kind.one}`} description={props.description}>
        <NotConnected />
      </PageFrame>
    )
  }
  return (
    <Editor key={`${props.id}:${connection.pharmacyNpi}`} {...props} pharmacyNpi={connection.pharmacyNpi} />
  )
}

function Editor<T extends { status: number }, TKey extends QueryKey>({
  kind,
  id,
  description,
  pharmacyNpi,
  detailQuery,
  statuses,
  summary,
  closed: Closed,
  unknownWithoutRead,
  form: Form,
  operation,
}: EditPageProps<T, TKey> & { pharmacyNpi: number }) {
  const validId = GuidSchema.safeParse(id).success
  const History = signInSlots.history
  const client = useQueryClient()
  // The form takes the data once, when it opens; a refetch on window focus would change nothing it shows.
  const query = useQuery({ ...detailQuery(id, pharmacyNpi), enabled: validId, refetchOnWindowFocus: false })
  // Each reload opens a fresh form on what the service says now.
  const [opened, setOpened] = useState(0)
  const [reloading, setReloading] = useState(false)
  const reload = async () => {
    setReloading(true)
    await query.refetch()
    setReloading(false)
    setOpened((n) => n + 1)
  }
  const formProps = { id, pharmacyNpi, reloading, onReload: () => void reload() }
  // The form is the heaviest render of the page: it is built in the background (in slices between which the
  // browser stays responsive) while the progress bar stays up, instead of in one long task when the read
  // arrives.
  const data = useDeferredValue(query.data)
  // One meaning per page: a closed object is shown, not edited (the service would refuse a save, 409).
  // A role that may not change it sees it the same way, with one reason, the true one: the role.
  const mayChange = mayDo(operation)
  const roleReason = mayChange ? undefined : roleCannot(`change ${kind.many}`)
  const isClosed = data !== undefined && (data.status !== statuses.Pending || !mayChange)
  // A role that may not change it reads it from the first frame on (never "Edit listing" while loading).
  const frame = (children: ReactNode) =>
    mayChange && !isClosed ? (
      <PageFrame title={`Edit ${kind.one}`} description={description}>
        {children}
      </PageFrame>
    ) : (
      <PageFrame
        title={capitalized(kind.one)}
        description={
          mayChange
            ? `${capitalized(kind.aShort)} that is no longer Pending cannot be changed: these are its values as the service has them.`
            : `The ${kind.one}'s values as the service has them.`
        }
      >
        {children}
      </PageFrame>
    )

  if (!validId) {
    return frame(
      <Alert severity="error">
        This address does not name {kind.aShort}: “{id}” is not a {kind.one} reference (one looks like{' '}
        {kind.exampleId}). Open the {kind.one} from its list.
      </Alert>,
    )
  }
  // Data first: once the form is open, a failed refetch must not take it (and what was typed) away.
  if (data) {
    const current = data
    return frame(
      <Stack spacing={3}>
        {query.isError ? (
          <ErrorAlert
            error={query.error}
            title={`The ${kind.one} could not be read again`}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {isClosed ? (
          <Suspense fallback={<LoadingBar aria-label={`Loading the ${kind.one}`} />}>
            <Closed current={current} reason={roleReason} />
          </Suspense>
        ) : (
          <>
            {summary(current)}
            {/* The summary first; the form, the page's heaviest part, in the next commit. */}
            <InNextCommit>
              <Form key={opened} current={current} {...formProps} />
            </InNextCommit>
          </>
        )}
        {/* Signed in, who changed it (every role may read what it may read: access.ts, readHistory). */}
        {History ? (
          <History
            targetId={id}
            what={kind.one}
            statuses={statuses}
            version={query.dataUpdatedAt}
            unit={packageMeasure(current as DrugFields).unit}
          />
        ) : null}
      </Stack>,
    )
  }
  // No data and no error: the read is still on its way (or its form is being built).
  if (query.data || !query.isError) return frame(<LoadingBar aria-label={`Loading the ${kind.one}`} />)
  if (query.error.kind === 'forbidden' && signInSlots.actFor) {
    return frame(
      <Suspense fallback={<LoadingBar aria-label={`Loading the ${kind.one}`} />}>
        <OtherPharmacyRefusal
          kind={kind}
          id={id}
          error={query.error}
          pharmacyNpi={pharmacyNpi}
          readAs={(npi) => client.fetchQuery({ ...detailQuery(id, npi), retry: false })}
        />
      </Suspense>,
    )
  }
  if (!isMissingEndpoint(query.error)) {
    return frame(
      <ErrorAlert
        error={query.error}
        title={`The ${kind.one} could not be loaded`}
        onRetry={() => void query.refetch()}
      />,
    )
  }
  // Without the read there are no values to show; a role that may not change it is offered no empty form.
  if (!mayChange)
    return frame(
      <Alert severity="info">
        {roleReason} This service did not return {kind.one} {id}: it either has no {kind.short} with this id
        or does not offer reading {kind.many}.
      </Alert>,
    )
  // docs/conventions.md, Gaps in the spec: without the read extension the form opens empty; the update itself is the spec's.
  return frame(
    <Stack spacing={3}>
      <Alert severity="info">
        This service did not return {kind.one} {id}: it either has no {kind.short} with this id or does not
        offer reading {kind.many} (that is a sandbox extension, not part of API v1). The form is empty: enter
        every value the {kind.short} should have, and the update will replace them. {unknownWithoutRead}
      </Alert>
      <Form key={opened} current={null} {...formProps} />
    </Stack>,
  )
}
