import { describe, expect, it } from 'vitest'
import { RECENT_NDCS_MAX, parseStoredRecent, withRecent } from './recent-ndcs'

describe('withRecent', () => {
  it('puts the NDC first and removes its older copy', () => {
    expect(withRecent(['00002-7597-01', '59762-3304-01'], '59762-3304-01')).toEqual([
      '59762-3304-01',
      '00002-7597-01',
    ])
  })

  it('keeps at most the maximum, dropping the oldest', () => {
    const full = Array.from({ length: RECENT_NDCS_MAX }, (_, i) => `00000-0000-${String(i).padStart(2, '0')}`)
    const next = withRecent(full, '00002-7597-01')
    expect(next).toHaveLength(RECENT_NDCS_MAX)
    expect(next[0]).toBe('00002-7597-01')
    expect(next).not.toContain(full[RECENT_NDCS_MAX - 1])
  })
})

describe('parseStoredRecent', () => {
  it('reads valid NDCs in 5-4-2 form, once each', () => {
    expect(parseStoredRecent(JSON.stringify(['0002-7597-01', '00002759701', '59762-3304-01']))).toEqual([
      '00002-7597-01',
      '59762-3304-01',
    ])
  })

  it('ignores what is not a list of valid NDCs', () => {
    expect(parseStoredRecent(null)).toEqual([])
    expect(parseStoredRecent('not json')).toEqual([])
    expect(parseStoredRecent('{"a":1}')).toEqual([])
    expect(parseStoredRecent(JSON.stringify([12, '1234567890', 'abc', '00002-7597-01']))).toEqual([
      '00002-7597-01',
    ])
  })
})
