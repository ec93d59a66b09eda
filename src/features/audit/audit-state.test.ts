import { describe, expect, test } from 'vitest'
import { auditQueryOf, dayBound, parseAuditState, writeAuditState } from './audit-state'

describe('the audit page state in the URL', () => {
  test('reads every filter and the page, and writes them back unchanged', () => {
    const params = new URLSearchParams(
      'user=u-1&kind=listings&npi=1234567893&from=2026-11-01&to=2026-11-26&start=50&take=25',
    )
    const state = parseAuditState(params)
    expect(state).toEqual({
      user: 'u-1',
      kind: 'listings',
      npi: '1234567893',
      from: '2026-11-01',
      to: '2026-11-26',
      sortName: null,
      sortDirection: 'desc',
      start: 50,
      take: 25,
    })
    expect(writeAuditState(new URLSearchParams('other=1'), state).toString()).toBe(
      'other=1&user=u-1&kind=listings&npi=1234567893&from=2026-11-01&to=2026-11-26&start=50',
    )
  })

  test('drops what it cannot read, one value at a time', () => {
    const state = parseAuditState(
      new URLSearchParams('npi=12&kind=prices&from=yesterday&to=2026-02-30&take=7&start=-3'),
    )
    expect(state).toMatchObject({ npi: '', kind: '', from: '', to: '', start: 0, take: 25 })
    expect(writeAuditState(new URLSearchParams(), state).toString()).toBe('')
  })

  test('a page start is a multiple of the page size', () => {
    expect(parseAuditState(new URLSearchParams('start=37&take=10')).start).toBe(30)
  })

  test('days become the first and last moment of the day where the viewer is', () => {
    expect(new Date(dayBound('2026-11-26', false)).getHours()).toBe(0)
    const end = new Date(dayBound('2026-11-26', true))
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      26, 23, 59, 999,
    ])
    expect(auditQueryOf({ user: '', kind: 'refused', npi: '1234567893', from: '', to: '' })).toEqual({
      kind: 'refused',
      npi: 1234567893,
    })
  })
})
