// The scenario loader: every problem is reported with the JSON path of the first one; dates resolve.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { testScenario } from '../test-fixture'
import { isEmptyDatabase, openDatabase } from './database'
import { parseScenario, readScenarioFile, ScenarioError } from './scenario-file'
import { loadScenario } from './scenario-loader'
import { resolveScenarioDate } from './scenario-schema'

const problem = (scenario: unknown) => {
  try {
    parseScenario(scenario)
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError)
    return (error as Error).message
  }
  throw new Error('expected a scenario problem')
}

describe('scenario checks', () => {
  test('the test scenario is valid and loads into an empty database', () => {
    const db = openDatabase(':memory:')
    expect(isEmptyDatabase(db)).toBe(true)
    loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
    expect(isEmptyDatabase(db)).toBe(false)
    expect(db.prepare('SELECT count(*) AS n FROM drafts').get()).toEqual({ n: 9 })
    expect(db.prepare('SELECT sum(count) AS n FROM draft_counts').get()).toEqual({ n: 8 })
  })

  test.each([
    [(s: ReturnType<typeof testScenario>) => ({ ...s, drafts: s.drafts.map((d, i) => (i === 3 ? { ...d, price: 'x' } : d)) }), /^\$\.drafts\[3\]\.price: /],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, pharmacies: s.pharmacies.map((p, i) => (i === 1 ? { ...p, npi: 1234567890 } : p)) }), /^\$\.pharmacies\[1\]\.npi: not a valid NPI/],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, drugs: s.drugs.map((d, i) => (i === 0 ? { ...d, ndc: '12345' } : d)) }), /^\$\.drugs\[0\]\.ndc: not a valid NDC/],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, listings: s.listings.map((l, i) => (i === 2 ? { ...l, expirationDate: 'next week' } : l)) }), /^\$\.listings\[2\]\.expirationDate: /],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, groups: s.groups.map((g, i) => (i === 1 ? { ...g, colour: 'red' } : g)) }), /^\$\.groups\[1\]\.colour: unknown key$/],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, cashOffers: s.cashOffers.map((o, i) => (i === 1 ? { ...o, shippingRequestMethod: 'Express' } : o)) }), /^\$\.cashOffers\[1\]\.shippingRequestMethod: /],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, transactions: undefined }), /^\$\.transactions: /],
  ])('reports the JSON path of a value problem (%#)', (breakIt, expected) => {
    expect(problem(breakIt(testScenario()))).toMatch(expected)
  })

  test.each([
    [(s: ReturnType<typeof testScenario>) => ({ ...s, drafts: s.drafts.map((d, i) => (i === 4 ? { ...d, ndc: '11111-2222-33' } : d)) }), '$.drafts[4].ndc: unknown drug NDC 11111222233'],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, listings: s.listings.map((l, i) => (i === 0 ? { ...l, sellerPharmacyId: '20000000-0000-4000-8000-0000000000ff' } : l)) }), '$.listings[0].sellerPharmacyId: unknown pharmacy 20000000-0000-4000-8000-0000000000ff'],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, groups: [...s.groups, { ...s.groups[0]!, id: '10000000-0000-4000-8000-000000000009' }] }), '$.groups[2].apiKeys[0]: duplicate API key test-key-one'],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, demoConnection: { apiKey: 'nope', pharmacyNpi: 1234567893 } }), '$.demoConnection.apiKey: unknown API key nope'],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, drugs: [...s.drugs, { ...s.drugs[0]!, ndc: '0002-7597-01' }] }), '$.drugs[4].ndc: duplicate drug NDC 00002759701'],
  ])('reports the JSON path of a reference problem (%#)', (breakIt, expected) => {
    expect(problem(breakIt(testScenario()))).toBe(expected)
  })

  test('a file that cannot be read or parsed is one line naming the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'))
    try {
      expect(() => readScenarioFile(join(dir, 'missing.json'))).toThrow(/cannot read .*missing\.json: ENOENT/)
      writeFileSync(join(dir, 'bad.json'), '{"groups": [}')
      expect(() => readScenarioFile(join(dir, 'bad.json'))).toThrow(/^\$: not valid JSON/)
      writeFileSync(join(dir, 'good.json'), JSON.stringify(testScenario()))
      expect(readScenarioFile(join(dir, 'good.json')).groups).toHaveLength(2)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('relative dates count days from load time; ISO dates are normalised to UTC', () => {
    const now = new Date('2026-03-02T12:00:00.000Z')
    expect(resolveScenarioDate('+400d', now)).toBe('2027-04-06T12:00:00.000Z')
    expect(resolveScenarioDate('-30d', now)).toBe('2026-01-31T12:00:00.000Z')
    expect(resolveScenarioDate('2026-05-01T00:00:00+02:00', now)).toBe('2026-04-30T22:00:00.000Z')
  })
})
