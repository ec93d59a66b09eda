import { matchPath, Navigate, Route, Routes } from 'react-router'
import { paths } from '../components/paths'
import { lazyPage, type LazyPage } from './lazy-page'
import { AppLayout } from './layout'
import { NotFoundPage } from './not-found-page'

// Each page is its own chunk, fetched when first visited, so the first screen downloads only the shell
// and the page it shows. Page modules export a named component (e.g. DraftsPage).
const DraftsPage = lazyPage(async () => (await import('../features/drafts/drafts-page')).DraftsPage)
const ListingsPage = lazyPage(async () => (await import('../features/listings/listings-page')).ListingsPage)
const ListingEditPage = lazyPage(
  async () => (await import('../features/listings/listing-edit-page')).ListingEditPage,
)
const ListingCreatePage = lazyPage(
  async () => (await import('../features/listings/listing-create-page')).ListingCreatePage,
)
const CashOffersPage = lazyPage(
  async () => (await import('../features/cash-offers/cash-offers-page')).CashOffersPage,
)
const CashOfferEditPage = lazyPage(
  async () => (await import('../features/cash-offers/cash-offer-edit-page')).CashOfferEditPage,
)
const NdcStatsPage = lazyPage(async () => (await import('../features/ndc-stats/ndc-stats-page')).NdcStatsPage)
const GroupNpisPage = lazyPage(
  async () => (await import('../features/group-npis/group-npis-page')).GroupNpisPage,
)
const SandboxPage = lazyPage(async () => (await import('../features/sandbox/sandbox-page')).SandboxPage)

/** The pages below the layout, by path (the index redirects to drafts). */
const PAGES: readonly { path: string; Page: LazyPage }[] = [
  { path: 'drafts', Page: DraftsPage },
  { path: 'listings', Page: ListingsPage },
  // Before listings/:listingId, so "new" is never taken for an id.
  { path: 'listings/new', Page: ListingCreatePage },
  { path: 'listings/:listingId', Page: ListingEditPage },
  { path: 'cash-offers', Page: CashOffersPage },
  { path: 'cash-offers/:cashOfferId', Page: CashOfferEditPage },
  { path: 'ndc-stats', Page: NdcStatsPage },
  { path: 'group-npis', Page: GroupNpisPage },
  { path: 'sandbox', Page: SandboxPage },
]

/** Downloads the page an address shows (the drafts page for the index); nothing for an unknown address. */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname === '/' ? paths.drafts : pathname
  const page = PAGES.find((p) => matchPath({ path: p.path, end: true }, path) !== null)
  return page ? page.Page.preload() : Promise.resolve()
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.drafts} replace />} />
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
