import { Redirect, Route, Switch } from 'wouter'
import { parse } from 'regexparam'
import { signInSlots } from '../api/sign-in-mode'
import { paths } from '../components/routing/paths'
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
const JobPage = lazyPage(async () => (await import('../features/jobs/job-page')).JobPage)

/** The pages below the layout, by path (the index redirects to drafts), in the order they are matched. */
const PAGES: readonly { path: string; Page: LazyPage }[] = [
  { path: '/drafts', Page: DraftsPage },
  { path: '/listings', Page: ListingsPage },
  // Before /listings/:listingId, so "new" is never taken for an id.
  { path: '/listings/new', Page: ListingCreatePage },
  { path: '/listings/:listingId', Page: ListingEditPage },
  { path: '/cash-offers', Page: CashOffersPage },
  { path: '/cash-offers/:cashOfferId', Page: CashOfferEditPage },
  { path: '/ndc-stats', Page: NdcStatsPage },
  { path: '/group-npis', Page: GroupNpisPage },
  { path: '/sandbox', Page: SandboxPage },
  // My jobs, and one job by its id: one page module (a route less in the shell).
  { path: '/jobs/:jobId?', Page: JobPage },
]

/** Downloads the page an address shows (the drafts page for the index); nothing for an unknown address. */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname === '/' ? paths.drafts : pathname
  // The router's own pattern syntax and matching (wouter matches with regexparam).
  const page = PAGES.find((p) => parse(p.path).pattern.test(path))
  return page ? page.Page.preload() : Promise.resolve()
}

export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path="/">
          <Redirect to={paths.drafts} replace />
        </Route>
        {[...PAGES, ...(signInSlots.pages ?? [])].map(({ path, Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppLayout>
  )
}
