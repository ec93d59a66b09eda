import { describe, expect, it } from 'vitest'
import { ndcStatsHref } from './ndc-stats-link'

describe('ndcStatsHref', () => {
  it('puts the normalised 5-4-2 NDC in the ndc parameter', () => {
    expect(ndcStatsHref('0002-7597-01')).toBe('/ndc-stats?ndc=00002-7597-01')
    expect(ndcStatsHref('00002759701')).toBe('/ndc-stats?ndc=00002-7597-01')
  })

  it('keeps an invalid NDC as typed (trimmed), so the page can refuse it at the field', () => {
    expect(ndcStatsHref(' 12345 ')).toBe('/ndc-stats?ndc=12345')
  })
})
