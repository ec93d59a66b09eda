import { describe, expect, it } from 'vitest'
import type { DraftSearchItem } from '../../contract/drafts'
import { draftName, expiryLabel, expiryStatus, formatQuantity } from './draft-format'

const now = new Date('2025-06-01T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()

describe('expiryStatus', () => {
  it('marks a date at or before now as expired', () => {
    expect(expiryStatus(at(-DAY), now)).toEqual({ kind: 'expired' })
    expect(expiryStatus(at(0), now)).toEqual({ kind: 'expired' })
  })

  it('marks a date within 90 days as expiring, with the days left rounded up', () => {
    expect(expiryStatus(at(1), now)).toEqual({ kind: 'expiring', daysLeft: 1 })
    expect(expiryStatus(at(30 * DAY), now)).toEqual({ kind: 'expiring', daysLeft: 30 })
    expect(expiryStatus(at(30 * DAY + 1), now)).toEqual({ kind: 'expiring', daysLeft: 31 })
    expect(expiryStatus(at(90 * DAY), now)).toEqual({ kind: 'expiring', daysLeft: 90 })
  })

  it('does not mark a date more than 90 days away', () => {
    expect(expiryStatus(at(90 * DAY + 1), now)).toEqual({ kind: 'valid' })
    expect(expiryStatus(at(400 * DAY), now)).toEqual({ kind: 'valid' })
  })

  it('gives null for a missing or unreadable date', () => {
    expect(expiryStatus(null, now)).toBeNull()
    expect(expiryStatus('soon', now)).toBeNull()
  })

  it('words each mark for the chip', () => {
    expect(expiryLabel({ kind: 'expired' })).toBe('Expired')
    expect(expiryLabel({ kind: 'expiring', daysLeft: 1 })).toBe('Expires in 1 day')
    expect(expiryLabel({ kind: 'expiring', daysLeft: 45 })).toBe('Expires in 45 days')
    expect(expiryLabel({ kind: 'valid' })).toBeNull()
  })
})

describe('formatting', () => {
  it('shows a full package as one package and a partial one with its unit', () => {
    expect(formatQuantity({ quantity: 1, quantityUnitQualifier: 'EA', fullPackage: true })).toBe(
      '1 package (size not reported)',
    )
    expect(formatQuantity({ quantity: 12.5, quantityUnitQualifier: 'ML', fullPackage: false })).toBe(
      '12.5 ML',
    )
    expect(formatQuantity({ quantity: 3, quantityUnitQualifier: null, fullPackage: false })).toBe(
      '3 (unit not reported)',
    )
    expect(formatQuantity({ quantity: null, quantityUnitQualifier: 'EA', fullPackage: true })).toBeNull()
  })

  it('names a draft by drug, strength and lot, or by NDC when the name is missing', () => {
    const item = {
      nationalDrugCode: '00002-7597-01',
      packageName: 'Zyprexa (olanzapine)',
      drugPackageStrength: '10 mg',
      lotNumber: 'AB123',
    } as DraftSearchItem
    expect(draftName(item)).toBe('Zyprexa (olanzapine) 10 mg, lot AB123')
    expect(draftName({ ...item, packageName: null, drugPackageStrength: null, lotNumber: null })).toBe(
      'NDC 00002-7597-01',
    )
  })
})
