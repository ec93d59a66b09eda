// The scenario loader: every problem is reported with the JSON path of the first one; dates resolve.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DEFAULT_TEST_ENGINE } from '../test-app'
import { testScenario } from '../test-fixture'
import { parseScenario, readScenarioFile, ScenarioError } from './scenario-file'
import { resolveScenarioDate } from './scenario-rows'

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
  test('the test scenario is valid and loads into a store: its 9 drafts, 8 of them Pending, and no others', async () => {
    const scenario = parseScenario(testScenario())
    const { repositories, close } = await DEFAULT_TEST_ENGINE(scenario, new Date('2026-03-02T12:00:00Z'))
    try {
      const drafts = await Promise.all(scenario.drafts.map((d) => repositories.drafts.findById(d.id)))
      expect(drafts.map((d) => d?.status)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0])
      // The Pending drafts the store holds, counted by the search of each group and member pharmacy.
      let pending = 0
      for (const group of scenario.groups) {
        const groupRow = (await repositories.groups.findByApiKey(group.apiKeys[0]!))!
        for (const member of await repositories.groups.members(groupRow.key)) {
          const page = await repositories.drafts.search({
            groupKey: groupRow.key,
            sellerKey: member.key,
            drugKeys: null,
            flags: null,
            sortName: 'expirationDate',
            sellableFirstAt: null,
            descending: false,
            start: 0,
            take: 1,
          })
          pending += page.recordsTotal
        }
      }
      expect(pending).toBe(8)
    } finally {
      await close()
    }
  })

  test.each([
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        drafts: s.drafts.map((d, i) => (i === 3 ? { ...d, price: 'x' } : d)),
      }),
      /^\$\.drafts\[3\]\.price: /,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        pharmacies: s.pharmacies.map((p, i) => (i === 1 ? { ...p, npi: 1234567890 } : p)),
      }),
      /^\$\.pharmacies\[1\]\.npi: not a valid NPI/,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        drugs: s.drugs.map((d, i) => (i === 0 ? { ...d, ndc: '12345' } : d)),
      }),
      /^\$\.drugs\[0\]\.ndc: not a valid NDC/,
    ],
    // The format holds NDCs 5-4-2 only (the API also accepts 4-4-2 and others; the scenario is one form).
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        drugs: s.drugs.map((d, i) => (i === 1 ? { ...d, ndc: '0002-7597-01' } : d)),
      }),
      /^\$\.drugs\[1\]\.ndc: not a valid NDC \(5-4-2 hyphenated/,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        invitations: [{ ...s.invitations[0]!, invitedDate: '2026-03-01' }],
      }),
      /^\$\.invitations\[0\]\.invitedDate: expected an ISO 8601 date-time/,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        listings: s.listings.map((l, i) => (i === 2 ? { ...l, expirationDate: 'next week' } : l)),
      }),
      /^\$\.listings\[2\]\.expirationDate: /,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        groups: s.groups.map((g, i) => (i === 1 ? { ...g, colour: 'red' } : g)),
      }),
      /^\$\.groups\[1\]\.colour: unknown key$/,
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        cashOffers: s.cashOffers.map((o, i) => (i === 1 ? { ...o, shippingRequestMethod: 'Express' } : o)),
      }),
      /^\$\.cashOffers\[1\]\.shippingRequestMethod: /,
    ],
    [(s: ReturnType<typeof testScenario>) => ({ ...s, transactions: undefined }), /^\$\.transactions: /],
  ])('reports the JSON path of a value problem (%#)', (breakIt, expected) => {
    expect(problem(breakIt(testScenario()))).toMatch(expected)
  })

  test.each([
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        drafts: s.drafts.map((d, i) => (i === 4 ? { ...d, ndc: '11111-2222-33' } : d)),
      }),
      '$.drafts[4].ndc: unknown drug NDC 11111222233',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        listings: s.listings.map((l, i) =>
          i === 0 ? { ...l, sellerPharmacyId: '20000000-0000-4000-8000-0000000000ff' } : l,
        ),
      }),
      '$.listings[0].sellerPharmacyId: unknown pharmacy 20000000-0000-4000-8000-0000000000ff',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        groups: [...s.groups, { ...s.groups[0]!, id: '10000000-0000-4000-8000-000000000009' }],
      }),
      '$.groups[2].apiKeys[0]: duplicate API key test-key-one',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        demoConnection: { apiKey: 'nope', pharmacyNpi: 1234567893 },
      }),
      '$.demoConnection.apiKey: unknown API key nope',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({ ...s, drugs: [...s.drugs, { ...s.drugs[0]! }] }),
      '$.drugs[4].ndc: duplicate drug NDC 00002759701',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        drafts: s.drafts.map((d, i) => (i === 7 ? { ...d, groupId: s.groups[0]!.id } : d)),
      }),
      '$.drafts[7]: the seller is not a member of the owning group',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        invitations: [...s.invitations, { groupId: s.groups[1]!.id, npi: 1234567919, invitedDate: '-1d' }],
      }),
      '$.invitations[1].npi: 1234567919 is already a member of group 10000000-0000-4000-8000-000000000002',
    ],
    [
      (s: ReturnType<typeof testScenario>) => ({
        ...s,
        demoConnection: { apiKey: 'test-key-two', pharmacyNpi: 1234567893 },
      }),
      "$.demoConnection.pharmacyNpi: 1234567893 is not a member of the key's group",
    ],
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
