// Reads and checks a scenario before anything is written. Every refusal is one line that starts with the
// JSON path of the first problem ("$.drafts[12].ndc: ..."), so a broken file is fixed in one look.
import { readFileSync } from 'node:fs'
import type { z } from 'zod'
import { parseNdc } from '../../src/contract/ndc'
import { StoreScenarioSchema, type StoreScenario } from './scenario-schema'

export class ScenarioError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScenarioError'
  }
}

export function jsonPathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}.${String(part)}`), '$')
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `${jsonPathOf([...issue.path, issue.keys[0] ?? ''])}: unknown key`
  return `${jsonPathOf(issue.path)}: ${issue.message}`
}

/** Validates parsed JSON as a scenario; throws ScenarioError naming the first problem's JSON path. */
export function parseScenario(json: unknown): StoreScenario {
  const result = StoreScenarioSchema.safeParse(json)
  if (!result.success) {
    const first = result.error.issues[0]
    throw new ScenarioError(first ? describeIssue(first) : '$: not a scenario')
  }
  const problem = firstReferenceProblem(result.data)
  if (problem) throw new ScenarioError(problem)
  return result.data
}

export function readScenarioFile(file: string): StoreScenario {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new ScenarioError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ScenarioError(`$: not valid JSON (${(error as Error).message})`)
  }
  return parseScenario(json)
}

/** Duplicates and broken references, as "<json path>: <what>"; null when the scenario is consistent. */
export function firstReferenceProblem(s: StoreScenario): string | null {
  const groups = new Set<string>()
  const apiKeys = new Set<string>()
  const pharmacies = new Set<string>()
  const npis = new Set<number>()
  const ndcs = new Set<string>()
  const ids = new Set<string>()
  const ndcKey = (ndc: string) => (parseNdc(ndc) as { normalized?: string }).normalized ?? ndc
  const checks: (() => string | null)[] = []
  const unique = <T>(seen: Set<T>, value: T, path: string, what: string) => {
    if (seen.has(value)) return `${path}: duplicate ${what} ${String(value)}`
    seen.add(value)
    return null
  }
  const known = <T>(seen: Set<T>, value: T, path: string, what: string) => (seen.has(value) ? null : `${path}: unknown ${what} ${String(value)}`)

  s.groups.forEach((g, i) => {
    checks.push(() => unique(groups, g.id, `$.groups[${i}].id`, 'group id'))
    g.apiKeys.forEach((k, j) => checks.push(() => unique(apiKeys, k, `$.groups[${i}].apiKeys[${j}]`, 'API key')))
  })
  s.pharmacies.forEach((p, i) => {
    checks.push(() => unique(pharmacies, p.id, `$.pharmacies[${i}].id`, 'pharmacy id'))
    checks.push(() => unique(npis, p.npi, `$.pharmacies[${i}].npi`, 'pharmacy NPI'))
    p.groupIds.forEach((g, j) => checks.push(() => known(groups, g, `$.pharmacies[${i}].groupIds[${j}]`, 'group')))
  })
  s.invitations.forEach((inv, i) => checks.push(() => known(groups, inv.groupId, `$.invitations[${i}].groupId`, 'group')))
  s.drugs.forEach((d, i) => checks.push(() => unique(ndcs, ndcKey(d.ndc), `$.drugs[${i}].ndc`, 'drug NDC')))
  type Ref = [field: string, value: string, set: Set<string>]
  const trade = <T extends { id: string; ndc: string }>(list: string, items: readonly T[], refs: (item: T) => Ref[]) =>
    items.forEach((item, i) => {
      checks.push(() => unique(ids, `${list}/${item.id}`, `$.${list}[${i}].id`, 'id'))
      checks.push(() => known(ndcs, ndcKey(item.ndc), `$.${list}[${i}].ndc`, 'drug NDC'))
      for (const [field, value, set] of refs(item)) {
        checks.push(() => known(set, value, `$.${list}[${i}].${field}`, set === groups ? 'group' : 'pharmacy'))
      }
    })
  trade('drafts', s.drafts, (d) => [
    ['groupId', d.groupId, groups],
    ['sellerPharmacyId', d.sellerPharmacyId, pharmacies],
  ])
  trade('listings', s.listings, (l) => [
    ['sellerPharmacyId', l.sellerPharmacyId, pharmacies],
    ...(l.buyerPharmacyId === null ? [] : [['buyerPharmacyId', l.buyerPharmacyId, pharmacies] satisfies Ref]),
  ])
  trade('cashOffers', s.cashOffers, (o) => [
    ['buyerPharmacyId', o.buyerPharmacyId, pharmacies],
    ['createdByGroupId', o.createdByGroupId, groups],
  ])
  trade('transactions', s.transactions, (t) => [
    ['sellerPharmacyId', t.sellerPharmacyId, pharmacies],
    ['buyerPharmacyId', t.buyerPharmacyId, pharmacies],
  ])
  if (s.demoConnection) {
    const demo = s.demoConnection
    checks.push(() => known(apiKeys, demo.apiKey, '$.demoConnection.apiKey', 'API key'))
    checks.push(() => known(npis, demo.pharmacyNpi, '$.demoConnection.pharmacyNpi', 'pharmacy NPI'))
  }
  for (const check of checks) {
    const problem = check()
    if (problem) return problem
  }
  return null
}
