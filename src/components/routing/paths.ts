// The dashboard's URLs in one place, so that a page can link to another page without importing it.

export const paths = {
  home: '/',
  drafts: '/drafts',
  listings: '/listings',
  /** The create page; with a draft id, it starts from that draft. */
  newListing: (draftId?: string) =>
    draftId === undefined ? '/listings/new' : `/listings/new?draft=${encodeURIComponent(draftId)}`,
  listing: (listingId: string) => `/listings/${encodeURIComponent(listingId)}`,
  cashOffers: '/cash-offers',
  cashOffer: (cashOfferId: string) => `/cash-offers/${encodeURIComponent(cashOfferId)}`,
  ndcStats: '/ndc-stats',
  groupNpis: '/group-npis',
  sandbox: '/sandbox',
} as const

/** The product name, the last part of every document title. */
export const PRODUCT_NAME = 'Pharmacy Marketplace'
