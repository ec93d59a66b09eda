import { describe, expect, it } from 'vitest'
import type { AuditRecord } from '../../contract/team-audit'
import { auditSentence, outcomeText, type Names, type Sentence } from './audit-sentence'

// Each record as a pharmacist reads it: who, what to which drug and lot, from what to what, with units.

const LISTING = '294ce8ea-0000-4000-8000-000000000001'
const PREDNISONE = {
  packageName: 'Prednisone',
  drugPackageStrength: '20 mg',
  drugPackageForm: 'TABLET',
  lotNumber: '81WPR480',
  quantityUnitQualifier: 'EA',
}
const record = (over: Partial<AuditRecord>): AuditRecord => ({
  id: 9,
  at: '2026-11-26T07:20:05.000Z',
  user: { id: 'u1', email: 'seller@riverside.example', name: 'Sam Seller' },
  operation: 'updateMarketplaceListing',
  npi: 1188293744,
  targetId: LISTING,
  address: '127.0.0.1',
  sent: null,
  state: 'answered',
  answer: { status: 200, shape: null, message: null },
  answeredAt: '2026-11-26T07:20:05.000Z',
  about: PREDNISONE,
  changes: [],
  ...over,
})
const NAMES: Names = {
  pharmacy: (npi) => (npi === 1188293744 ? 'Maple Grove Drug' : null),
  user: (id) => (id === 'u2' ? 'Kim Keyboard' : null),
}
const text = (s: Sentence) => `${s.before}${s.thing ?? ''}${s.after}`

describe('auditSentence', () => {
  it('a price change names the person, the drug, its lot and both prices in dollars, and links the listing', () => {
    const s = auditSentence(record({ changes: [{ field: 'price', from: 2.5, to: 2.25 }] }), NAMES)
    expect(text(s)).toBe(
      'Sam Seller changed the price of Prednisone 20 mg, lot 81WPR480, from $2.50 to $2.25.',
    )
    expect(s).toMatchObject({ thing: 'Prednisone 20 mg, lot 81WPR480', href: `/listings/${LISTING}` })
  })

  it('several changes are listed, quantities in their unit; an unknown earlier value is "set"', () => {
    const two = record({
      changes: [
        { field: 'price', from: 2.5, to: 2.25 },
        { field: 'quantity', from: 10, to: 8 },
      ],
    })
    expect(text(auditSentence(two, NAMES))).toBe(
      'Sam Seller changed the listing of Prednisone 20 mg, lot 81WPR480: the price from $2.50 to $2.25 and the quantity from 10 EA to 8 EA.',
    )
    const set = record({ changes: [{ field: 'quantity', from: null, to: 8 }] })
    expect(text(auditSentence(set, NAMES))).toBe(
      'Sam Seller set the quantity of Prednisone 20 mg, lot 81WPR480, to 8 EA.',
    )
  })

  it('a create says what was listed; an offer is named as an offer', () => {
    const created = record({
      operation: 'createMarketplaceListing',
      changes: [
        { field: 'price', from: null, to: 4.74 },
        { field: 'quantity', from: null, to: 318 },
        { field: 'lotNumber', from: null, to: '81WPR480' },
      ],
    })
    expect(text(auditSentence(created, NAMES))).toBe(
      'Sam Seller listed Prednisone 20 mg, lot 81WPR480 on the marketplace (price $4.74 and quantity 318 EA).',
    )
    const offer = auditSentence(record({ operation: 'updateCashOffer', about: null, changes: [] }), NAMES)
    expect(text(offer)).toBe('Sam Seller saved a cash offer unchanged.')
    expect(offer.href).toBe(`/cash-offers/${LISTING}`)
  })

  it('refusals and lost answers say what was tried, and the outcome says by whom and why', () => {
    const byService = record({
      answer: { status: 400, shape: 2, message: 'Price must be greater than 0.' },
      changes: null,
    })
    expect(text(auditSentence(byService, NAMES))).toBe(
      'Sam Seller tried to change the listing of Prednisone 20 mg, lot 81WPR480.',
    )
    expect(outcomeText(byService)).toBe('Refused by the service: Price must be greater than 0.')
    const probe = record({
      operation: 'listFaultRules',
      state: 'not sent',
      targetId: null,
      about: null,
      answer: { status: 403, shape: 4, message: 'Your role (seller) cannot read sandbox faults.' },
    })
    expect(text(auditSentence(probe, NAMES))).toBe('Sam Seller tried to read sandbox faults.')
    expect(outcomeText(probe)).toBe('Refused by this server: Your role (seller) cannot read sandbox faults.')
    const lost = record({ state: 'sent, answer unknown', answer: null, changes: null })
    expect(text(auditSentence(lost, NAMES))).toBe(
      'Sam Seller sent a change of the listing of Prednisone 20 mg, lot 81WPR480, but its answer never came.',
    )
    expect(outcomeText(lost)).toMatch(/^The answer never came: it may have happened\./)
    expect(outcomeText(record({}))).toBe('Done')
  })

  it('the team side: users by name, the pharmacy chosen, sign-ins', () => {
    const base = { targetId: 'u2', about: null, changes: null, state: 'not sent' as const }
    expect(
      text(
        auditSentence(
          record({ ...base, operation: 'updateUser', sent: { body: { role: 'seller' } } }),
          NAMES,
        ),
      ),
    ).toBe('Sam Seller changed Kim Keyboard: the role to seller.')
    expect(
      text(
        auditSentence(record({ ...base, operation: 'updateUser', sent: { body: { active: false } } }), NAMES),
      ),
    ).toBe('Sam Seller deactivated Kim Keyboard.')
    expect(
      text(auditSentence(record({ ...base, operation: 'chooseActingPharmacy', targetId: null }), NAMES)),
    ).toBe('Sam Seller chose to act for Maple Grove Drug.')
    const failed = record({
      ...base,
      operation: 'signIn',
      user: { id: null, email: 'who@x.example' },
      answer: { status: 401, shape: 4, message: 'Wrong e-mail address or password.' },
    })
    expect(text(auditSentence(failed, NAMES))).toBe('Someone signing in as who@x.example could not sign in.')
    const demo = record({
      ...base,
      operation: 'createUser',
      user: null,
      answer: {
        status: 201,
        shape: null,
        message: 'Demo user kim@x.example (buyer) loaded from the scenario.',
      },
    })
    expect(text(auditSentence(demo, NAMES))).toBe(
      'This server: Demo user kim@x.example (buyer) loaded from the scenario.',
    )
  })
})
