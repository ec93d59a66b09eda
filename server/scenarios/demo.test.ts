import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isValidNpi, npiProblem } from '../../src/contract/npi'
import { parseNdc } from '../../src/contract/ndc'
import { ScenarioSchema, scenarioJsonSchema } from './scenario'
import { scenarioReferenceProblems } from './scenario-references'
import { buildDemoScenario, toFileText } from './demo-scenario'

// The demo facts other parts of the product rely on (README demo section, e2e journeys, server tests).
// People and drugs here; drafts, listings, offers and transactions in demo-trading.test.ts.

const fileText = (name: string) => readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8')
const demo = ScenarioSchema.parse(JSON.parse(fileText('./demo.json')))
const group = (name: string) => {
  const found = demo.groups.find((g) => g.name === name)
  if (!found) throw new Error(`group ${name} missing`)
  return found
}
const riverside = group('Riverside Health Group')
const members = (groupId: string) => demo.pharmacies.filter((p) => p.groupIds.includes(groupId))

/** GS1 mod-10, written out here independently of the generator. */
function glnIsValid(gln: string): boolean {
  const digits = [...gln].map(Number)
  const check = digits.pop()
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return check === (10 - (sum % 10)) % 10
}

describe('demo scenario files', () => {
  it('demo.json and scenario.schema.json are exactly what the generator writes', () => {
    expect(fileText('./demo.json')).toBe(toFileText(buildDemoScenario()))
    expect(fileText('./scenario.schema.json')).toBe(toFileText(scenarioJsonSchema()))
  })

  it('is consistent: every reference resolves, no duplicates', () => {
    expect(scenarioReferenceProblems(demo)).toEqual([])
  })

  it('the JSON Schema is draft 2020-12, strict, and describes the format', () => {
    const schema = scenarioJsonSchema()
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual([
      'groups',
      'pharmacies',
      'invitations',
      'drugs',
      'drafts',
      'listings',
      'cashOffers',
      'transactions',
    ])
    expect(JSON.stringify(schema)).toContain('+400d')
  })

  it('the schema refuses a scenario with a misspelt key or a bad relative date', () => {
    const bad = structuredClone(demo) as Record<string, unknown>
    bad.druggs = []
    expect(ScenarioSchema.safeParse(bad).success).toBe(false)
    const badDate = structuredClone(demo)
    badDate.invitations[0]!.invitedDate = 'in 30 days'
    expect(ScenarioSchema.safeParse(badDate).success).toBe(false)
  })
})

describe('demo groups and pharmacies', () => {
  it('has the three groups with their keys', () => {
    expect(demo.groups.map((g) => [g.name, g.apiKeys])).toEqual([
      ['Riverside Health Group', ['demo-riverside-key']],
      ['Lakeside Pharmacies', ['demo-lakeside-key']],
      ['Summit Rx Cooperative', ['demo-summit-key']],
    ])
  })

  it('connects as Riverside acting for NPI 1234567893, a registered member', () => {
    expect(demo.demoConnection).toEqual({ apiKey: 'demo-riverside-key', pharmacyNpi: 1234567893 })
    const acting = demo.pharmacies.find((p) => p.npi === 1234567893)
    expect(acting?.groupIds).toEqual([riverside.id])
    expect(acting?.restriction).toBeNull()
  })

  it('has 15 registered pharmacies with valid NPIs, GLNs, phones and addresses', () => {
    expect(demo.pharmacies).toHaveLength(15)
    for (const p of demo.pharmacies) {
      expect(npiProblem(p.npi), `${p.dba} ${p.npi}`).toBeNull()
      expect(glnIsValid(p.gln), `${p.dba} GLN ${p.gln}`).toBe(true)
      expect(String(p.phone)).toMatch(/^[2-9]\d{9}$/)
      expect(p.address.city.length).toBeGreaterThan(0)
    }
  })

  it('every group has members and at least one pending invitation of a valid NPI', () => {
    for (const g of demo.groups) {
      expect(members(g.id).length, g.name).toBeGreaterThanOrEqual(3)
      const invited = demo.invitations.filter((i) => i.groupId === g.id)
      expect(invited.length, g.name).toBeGreaterThanOrEqual(1)
      for (const i of invited) expect(isValidNpi(i.npi)).toBe(true)
    }
    const registered = new Set(demo.pharmacies.map((p) => p.npi))
    expect(demo.invitations.filter((i) => !registered.has(i.npi)).length).toBeGreaterThanOrEqual(3)
  })

  it('Riverside has invited a registered pharmacy that is not its member (only invited)', () => {
    const invitedRegistered = demo.invitations
      .filter((i) => i.groupId === riverside.id)
      .map((i) => demo.pharmacies.find((p) => p.npi === i.npi))
      .filter((p) => p !== undefined)
    expect(invitedRegistered.map((p) => p.npi)).toEqual([1433766254])
    expect(invitedRegistered[0]?.groupIds).not.toContain(riverside.id)
  })

  it('has exactly one registered pharmacy in no group, invited nowhere', () => {
    const loners = demo.pharmacies.filter((p) => p.groupIds.length === 0)
    expect(loners.map((p) => [p.npi, p.dba])).toEqual([[1976403521, 'Cedar Hollow Pharmacy']])
    expect(demo.invitations.some((i) => i.npi === 1976403521)).toBe(false)
  })

  it('1883062741 is a valid NPI that nobody registered or invited', () => {
    expect(isValidNpi(1883062741)).toBe(true)
    expect(demo.pharmacies.some((p) => p.npi === 1883062741)).toBe(false)
    expect(demo.invitations.some((i) => i.npi === 1883062741)).toBe(false)
  })

  it('a second Riverside member is restricted with business rule 500114 and a per-state message', () => {
    const restricted = members(riverside.id).filter((p) => p.restriction !== null)
    expect(restricted.map((p) => p.npi)).toEqual([1643820958])
    expect(restricted[0]?.restriction?.errorCode).toBe(500114)
    expect(restricted[0]?.restriction?.message).toContain('New Jersey')
    expect(restricted[0]?.address.stateAcronym).toBe('NJ')
    expect(demo.pharmacies.filter((p) => p.restriction !== null)).toHaveLength(1)
  })
})

describe('demo users', () => {
  it('has one user per role in Riverside Health Group, each with a demo password', () => {
    expect(demo.users?.map((u) => [u.email, u.role, u.npis, u.demoPassword])).toEqual([
      ['admin@riverside.example', 'admin', 'all', 'riverside-admin-demo'],
      ['seller@riverside.example', 'seller', [1234567893, 1188293744], 'riverside-seller-demo'],
      ['buyer@riverside.example', 'buyer', [1234567893], 'riverside-buyer-demo'],
      ['viewer@riverside.example', 'viewer', [1234567893], 'riverside-viewer-demo'],
    ])
    const riversideNpis = members(riverside.id).map((p) => p.npi)
    for (const user of demo.users ?? [])
      if (user.npis !== 'all') expect(riversideNpis).toEqual(expect.arrayContaining(user.npis))
    // Harbor Point is Riverside's, and no one but the admin acts for it: the refusal the demo can show.
    expect(
      demo.users?.filter((u) => u.npis === 'all' || u.npis.includes(1643820958)).map((u) => u.role),
    ).toEqual(['admin'])
  })

  it('refuses users acting for a pharmacy outside the demo group, or without a demo connection', () => {
    const outside = { ...demo, users: [{ ...demo.users![1]!, npis: [1507382160] }] }
    expect(scenarioReferenceProblems(outside)).toEqual([
      "$.users[0].npis[0]: 1507382160 is not a member of the demo connection's group",
    ])
    const noConnection = { ...demo, demoConnection: null }
    expect(scenarioReferenceProblems(noConnection)).toContain(
      "$.users[0]: users need a demoConnection (their group's key)",
    )
  })
})

describe('demo drugs', () => {
  it('has 40 drugs, branded and generic, with valid 5-4-2 NDCs', () => {
    expect(demo.drugs).toHaveLength(40)
    for (const d of demo.drugs) {
      const parsed = parseNdc(d.ndc)
      expect(parsed.ok && parsed.formatted, d.ndc).toBe(d.ndc)
      expect(d.branded, d.ndc).toBe(!d.generic)
    }
    expect(demo.drugs.filter((d) => d.branded).length).toBeGreaterThanOrEqual(10)
    expect(demo.drugs.filter((d) => d.generic).length).toBeGreaterThanOrEqual(20)
  })

  it('includes 00002-7597-01 as branded olanzapine by Eli Lilly', () => {
    const zyprexa = demo.drugs.find((d) => d.ndc === '00002-7597-01')
    expect(zyprexa).toMatchObject({
      packageName: 'Zyprexa (olanzapine)',
      labeler: 'Eli Lilly and Company',
      branded: true,
    })
  })

  it('varies NDC segments, package sizes and units', () => {
    const segments = (i: number) => new Set(demo.drugs.map((d) => d.ndc.split('-')[i]))
    expect(segments(0).size).toBeGreaterThanOrEqual(25)
    expect(segments(1).size).toBeGreaterThanOrEqual(35)
    expect(segments(2).size).toBeGreaterThanOrEqual(15)
    const sizes = new Set(demo.drugs.map((d) => `${d.packageSize} ${d.unit}`))
    for (const size of ['30 EA', '90 EA', '100 EA', '500 EA', '1000 EA', '5 ML', '1 ML', '22 GM']) {
      expect(sizes, size).toContain(size)
    }
    expect(new Set(demo.drugs.map((d) => d.unit))).toEqual(new Set(['EA', 'ML', 'GM']))
    expect(demo.drugs.some((d) => d.requireScan)).toBe(true)
    expect(demo.drugs.some((d) => !d.requireScan)).toBe(true)
  })
})
