import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { Scenario } from '../../../server/scenarios/scenario'
import { isValidNpi } from '../../../src/contract/npi'
import { startConnected } from '../../support/connect'
import type { Target } from './faults'

// The fault journeys act as Summit Rx Cooperative's Alpine Drug Co., whose objects no other journey
// changes, so they can save and delete while the other journeys run. Facts: server/scenarios/README.md.

const demo = JSON.parse(
  readFileSync(new URL('../../../server/scenarios/demo.json', import.meta.url), 'utf8'),
) as Scenario

export const SUMMIT = {
  apiKey: 'demo-summit-key',
  pharmacyNpi: 1450928662,
  groupName: 'Summit Rx Cooperative',
  pharmacyName: 'Alpine Drug Co.',
} as const

const summitGroup = demo.groups.find((g) => g.apiKeys.includes(SUMMIT.apiKey))!
const alpine = demo.pharmacies.find((p) => p.npi === SUMMIT.pharmacyNpi)!
const drugs = new Map(demo.drugs.map((drug) => [drug.ndc, drug]))

/** Opens `path` already connected as Alpine Drug Co. with the Summit key. */
export async function openAsSummit(page: Page, path: string): Promise<void> {
  await startConnected(page, path, SUMMIT)
}

export interface SummitDraft {
  id: string
  /** What the search box finds it by. */
  searchTerm: string
  /** The accessible name of its delete button. */
  deleteButton: string
}

/** The drug the search scenarios look for; its drafts are never deleted. */
export const SEARCHED_DRUG = 'Mupirocin'

/** Alpine's Pending drafts of other drugs, one per scenario that deletes (each takes its own index). */
export const DELETABLE_DRAFTS: SummitDraft[] = demo.drafts
  .filter((d) => d.groupId === summitGroup.id && d.sellerPharmacyId === alpine.id && d.status === 0)
  .map((d) => {
    const drug = drugs.get(d.ndc)!
    return {
      id: d.id,
      searchTerm: drug.packageName,
      deleteButton: `Delete draft ${drug.packageName} ${drug.strength}, lot ${d.lotNumber}`,
    }
  })
  .filter((d) => d.searchTerm !== SEARCHED_DRUG)

/** Pending, partial (19 of 90 EA), Levothyroxine 00527-1342-90. */
export const LISTING = { id: '72e44dcf-68ae-4435-9a1e-5c91909a4569', lot: '45NYB160' } as const
/** Pending, Standard shipping, Tamsulosin 68382-0132-01, 10 of 100 EA. */
export const CASH_OFFER = { id: '3330eb7e-a8d7-4c70-a674-f1f3637c5f0d', ndc: '68382-0132-01' } as const
/** An NDC with data for all twelve price points that no write of these journeys changes. */
export const NDC_WITH_DATA = '00093-7156-98'

const known = new Set([...demo.pharmacies.map((p) => p.npi), ...demo.invitations.map((i) => i.npi)])
/** Valid NPIs nobody registered or invited: sending one creates a pending invitation. */
export const FRESH_NPIS: number[] = []
for (let n = 1_999_000_000; FRESH_NPIS.length < 20; n += 1) {
  if (isValidNpi(n) && !known.has(n)) FRESH_NPIS.push(n)
}

export const TARGETS = {
  draftSearch: { name: 'draft search', method: 'POST', path: '/api/v1/draft-listings/search' },
  draftDelete: { name: 'DELETE draft', method: 'DELETE', path: /^\/api\/v1\/draft-listings\/[^/]+$/ },
  listingList: { name: 'listing list', method: 'GET', path: '/api/v1/marketplace-listings' },
  listingRead: { name: 'listing GET', method: 'GET', path: `/api/v1/marketplace-listings/${LISTING.id}` },
  listingPut: { name: 'PUT listing', method: 'PUT', path: `/api/v1/marketplace-listings/${LISTING.id}` },
  offerList: { name: 'cash offer list', method: 'GET', path: '/api/v1/cash-offers' },
  offerRead: { name: 'cash offer GET', method: 'GET', path: `/api/v1/cash-offers/${CASH_OFFER.id}` },
  offerPut: { name: 'PUT cash offer', method: 'PUT', path: `/api/v1/cash-offers/${CASH_OFFER.id}` },
  ndcStats: { name: 'NDC statistics', method: 'GET', path: '/api/v1/ndc-transaction-statistic' },
  pharmacies: { name: 'pharmacies/search', method: 'GET', path: '/api/v1/pharmacies/search' },
  npiUpdate: { name: 'POST npi-update', method: 'POST', path: '/api/v1/groups/npi-update' },
} as const satisfies Record<string, Target>
