import { describe, expect, it } from 'vitest'
import { checkEntries, planUpdate, splitNpiText, splitTyping, type GroupNpis } from './npi-entries'

const GROUP: GroupNpis = { members: new Set([1234567893]), invited: new Set([1883062741]) }
const CHECK_DIGIT =
  'This NPI is not valid: its last digit (check digit) does not match. Check the number for a typo.'

describe('splitNpiText', () => {
  it('splits on commas, spaces, tabs, new lines and semicolons, ignoring empty pieces', () => {
    expect(splitNpiText('1234567893, 1234567890 1234567893')).toEqual([
      '1234567893',
      '1234567890',
      '1234567893',
    ])
    expect(splitNpiText(' 1976403521\r\n1883062741\t,;1234567893,\n')).toEqual([
      '1976403521',
      '1883062741',
      '1234567893',
    ])
    expect(splitNpiText(' , \n ')).toEqual([])
  })
})

describe('splitTyping', () => {
  it('keeps the token after the last separator as still being typed', () => {
    expect(splitTyping('1234567893, 12345')).toEqual({ done: ['1234567893'], rest: '12345' })
    expect(splitTyping('1234567893 ')).toEqual({ done: ['1234567893'], rest: '' })
    expect(splitTyping('12345')).toEqual({ done: [], rest: '12345' })
    expect(splitTyping('a,b\nc')).toEqual({ done: ['a', 'b'], rest: 'c' })
  })
})

describe('checkEntries', () => {
  it('marks the pasted example as one valid (already a member), one invalid (check digit), one duplicate', () => {
    const entries = checkEntries(splitNpiText('1234567893, 1234567890 1234567893'), GROUP)
    expect(entries).toEqual([
      { text: '1234567893', check: { kind: 'valid', npi: 1234567893, already: 'member' } },
      { text: '1234567890', check: { kind: 'invalid', reason: CHECK_DIGIT } },
      { text: '1234567893', check: { kind: 'duplicate' } },
    ])
  })

  it('gives the NPI rule reason for each kind of invalid input', () => {
    const entries = checkEntries(['12345', '3234567893', 'abcdefghij'], null)
    expect(entries.map((e) => e.check)).toEqual([
      { kind: 'invalid', reason: 'NPI must be exactly 10 digits.' },
      { kind: 'invalid', reason: 'NPI must start with 1 or 2.' },
      { kind: 'invalid', reason: 'NPI must be exactly 10 digits.' },
    ])
  })

  it('knows invitations and new NPIs, and knows nothing of membership without the group list', () => {
    expect(checkEntries(['1883062741', '1976403521'], GROUP).map((e) => e.check)).toEqual([
      { kind: 'valid', npi: 1883062741, already: 'invited' },
      { kind: 'valid', npi: 1976403521, already: null },
    ])
    expect(checkEntries(['1234567893'], null)[0]?.check).toEqual({
      kind: 'valid',
      npi: 1234567893,
      already: null,
    })
  })

  it('counts a repeat of an invalid entry as a duplicate, so each problem is reported once', () => {
    expect(checkEntries(['12345', '12345'], null).map((e) => e.check.kind)).toEqual(['invalid', 'duplicate'])
  })
})

describe('planUpdate', () => {
  it('sends every valid NPI once, in order, and sorts them by what the group has', () => {
    const entries = checkEntries(
      ['1976403521', '1234567890', '1883062741', '1234567893', '1976403521', '2000000002'],
      GROUP,
    )
    expect(planUpdate(entries)).toEqual({
      send: [1976403521, 1883062741, 1234567893, 2000000002],
      fresh: [1976403521, 2000000002],
      alreadyMembers: [1234567893],
      alreadyInvited: [1883062741],
      invalid: 1,
      duplicates: 1,
    })
  })

  it('sends nothing when nothing is valid', () => {
    expect(planUpdate(checkEntries(['1', '1'], GROUP)).send).toEqual([])
  })
})
