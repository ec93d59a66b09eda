import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { draftQueries } from '../../api/queries/drafts'
import { mayDo } from '../../api/sign-in-mode'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { GuidSchema } from '../../contract/common'
import { normalizeNdc } from '../../contract/ndc'
import type { DraftListing } from '../../contract/sandbox-extensions'
import { useSearchParams } from '../../components/routing/blocking-router'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { drugTitle, packageMeasure } from '../../components/format/package-measure'
import { PageFrame } from '../../components/pages/page-frame'
import { RoleRefusal } from '../../components/pages/role-refusal'
import { paths } from '../../components/routing/paths'
import { RequireConnection } from '../../components/pages/require-connection'
import { ListingCreateForm } from './listing-create-form'
import { draftToFormValues, EMPTY_CREATE_LISTING_VALUES, type KnownPackage } from './listing-create-values'
import { LoadingBar } from '../../components/feedback/loading-bar'

// spec: Referenced operations (POST create). With ?draft=<id> the form starts from that draft, read through
// the sandbox's draft read extension (docs/sandbox.md, Sandbox extensions); without it the form is empty.

export function ListingCreatePage() {
  const [params] = useSearchParams()
  const draftId = params.get('draft')
  // Signed in as a role that may not list (src/contract/access.ts): the plain refusal, not a form the
  // server would refuse.
  if (!mayDo('createMarketplaceListing'))
    return (
      <PageFrame title="New listing">
        <RoleRefusal
          action="list drugs on the marketplace"
          back={{ to: paths.listings, label: 'Back to listings' }}
        />
      </PageFrame>
    )
  return (
    <PageFrame
      title="New listing"
      description="Put a package on the marketplace: its drug, lot, expiration, price, quantity and condition."
    >
      <RequireConnection>
        {(connection) =>
          draftId === null ? (
            <ListingCreateForm
              pharmacyNpi={connection.pharmacyNpi}
              initialValues={EMPTY_CREATE_LISTING_VALUES}
              known={null}
              unit={null}
              draft={null}
            />
          ) : (
            <FromDraft
              key={`${draftId}:${connection.pharmacyNpi}`}
              draftId={draftId}
              pharmacyNpi={connection.pharmacyNpi}
            />
          )
        }
      </RequireConnection>
    </PageFrame>
  )
}

/** A short name for the draft: its drug and lot. */
export function draftLabel(draft: DraftListing): string {
  const title = drugTitle(draft) || `NDC ${draft.nationalDrugCode}`
  return draft.lotNumber ? `${title}, lot ${draft.lotNumber}` : title
}

function knownPackage(draft: DraftListing): KnownPackage | null {
  const size = draft.drugPackage?.packageSize
  const ndc = normalizeNdc(draft.nationalDrugCode)
  return size === undefined || size === null || ndc === null ? null : { ndc, packageSize: size }
}

function FromDraft({ draftId, pharmacyNpi }: { draftId: string; pharmacyNpi: number }) {
  const validId = GuidSchema.safeParse(draftId).success
  // The form takes the draft once, when it opens.
  const query = useQuery({
    ...draftQueries.detail(draftId, pharmacyNpi),
    enabled: validId,
    refetchOnWindowFocus: false,
  })
  const empty = (notice: string) => (
    <Stack spacing={3}>
      <Alert severity="info">{notice}</Alert>
      <ListingCreateForm
        pharmacyNpi={pharmacyNpi}
        initialValues={EMPTY_CREATE_LISTING_VALUES}
        known={null}
        unit={null}
        draft={null}
      />
    </Stack>
  )
  if (!validId) return empty(`“${draftId}” does not name a draft, so the form starts empty.`)
  const draft = query.data
  if (draft) {
    const name = draftLabel(draft)
    return (
      <Stack spacing={3}>
        <Alert severity="info" role="status">
          Starting from the draft {name}. Check every value before creating the listing.
        </Alert>
        <ListingCreateForm
          pharmacyNpi={pharmacyNpi}
          initialValues={draftToFormValues(draft)}
          known={knownPackage(draft)}
          unit={packageMeasure(draft).unit}
          draft={draft.id ? { id: draft.id, name } : null}
        />
      </Stack>
    )
  }
  if (!query.isError) return <LoadingBar aria-label="Loading the draft" />
  if (isMissingEndpoint(query.error)) {
    // docs/conventions.md, Gaps in the spec: reading one draft is a sandbox extension.
    return empty(
      'This service did not return the draft: it either has no draft with this id or does not offer reading drafts one by one (a sandbox extension, not part of API v1). The form is empty: enter every value. The package size is not known, so the service checks the quantity’s upper limit.',
    )
  }
  return (
    <ErrorAlert
      error={query.error}
      title="The draft could not be loaded"
      onRetry={() => void query.refetch()}
    />
  )
}
