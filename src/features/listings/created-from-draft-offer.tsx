import { useLocation } from 'wouter'
import { z } from 'zod/mini'
import { useHistoryLocation } from '../../components/routing/blocking-router'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import type { CreatedFromDraftOfferViewProps } from './created-from-draft-offer-view'

// After a listing was created from a draft (listing-create-form.tsx), the listing's page offers to delete
// that draft (spec: Endpoints > 3), so the same package is not listed twice from it. Only a listing just
// created from a draft shows the offer: its code (the delete, the question) comes when it is shown.

const OfferView = lazyWhenShown<CreatedFromDraftOfferViewProps>(
  async () => (await import('./created-from-draft-offer-view')).CreatedFromDraftOfferView,
  () => true,
)

const StateSchema = z.object({ createdFromDraft: z.object({ id: z.string(), name: z.string() }) })

export function CreatedFromDraftOffer() {
  const location = useHistoryLocation()
  const [, navigate] = useLocation()
  const parsed = StateSchema.safeParse(location.state)
  if (!parsed.success) return null
  // The offer is the page's history entry's: once answered, it is taken out of it (a reload shows none).
  const done = () => navigate(location.pathname + location.search, { replace: true, state: null })
  return <OfferView draft={parsed.data.createdFromDraft} onDone={done} />
}
