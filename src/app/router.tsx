import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { paths } from '../components/paths'
import { AppLayout } from './layout'
import { NotFoundPage } from './not-found-page'

// Each page is its own chunk, fetched when first visited, so the first screen downloads only the shell
// and the page it shows. Page modules export a named component (e.g. DraftsPage).
const DraftsPage = lazy(async () => ({
  default: (await import('../features/drafts/drafts-page')).DraftsPage,
}))
const ListingsPage = lazy(async () => ({
  default: (await import('../features/listings/listings-page')).ListingsPage,
}))
const ListingEditPage = lazy(async () => ({
  default: (await import('../features/listings/listing-edit-page')).ListingEditPage,
}))
const CashOffersPage = lazy(async () => ({
  default: (await import('../features/cash-offers/cash-offers-page')).CashOffersPage,
}))
const CashOfferEditPage = lazy(async () => ({
  default: (await import('../features/cash-offers/cash-offer-edit-page')).CashOfferEditPage,
}))
const NdcStatsPage = lazy(async () => ({
  default: (await import('../features/ndc-stats/ndc-stats-page')).NdcStatsPage,
}))
const GroupNpisPage = lazy(async () => ({
  default: (await import('../features/group-npis/group-npis-page')).GroupNpisPage,
}))

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.drafts} replace />} />
        <Route path="drafts" element={<DraftsPage />} />
        <Route path="listings" element={<ListingsPage />} />
        <Route path="listings/:listingId" element={<ListingEditPage />} />
        <Route path="cash-offers" element={<CashOffersPage />} />
        <Route path="cash-offers/:cashOfferId" element={<CashOfferEditPage />} />
        <Route path="ndc-stats" element={<NdcStatsPage />} />
        <Route path="group-npis" element={<GroupNpisPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
