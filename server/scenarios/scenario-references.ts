import type { Scenario } from './scenario'

// Cross-record rules a JSON Schema cannot express. The loader reports these before writing anything,
// so a hand-written scenario fails with a readable line instead of a foreign-key error.

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>()
  const repeated = new Set<T>()
  for (const value of values) (seen.has(value) ? repeated : seen).add(value)
  return [...repeated]
}

/** Every broken reference or duplicate in the scenario, one readable line each; empty when consistent. */
export function scenarioReferenceProblems(scenario: Scenario): string[] {
  const problems: string[] = []
  const groups = new Map(scenario.groups.map((g) => [g.id, g]))
  const pharmacies = new Map(scenario.pharmacies.map((p) => [p.id, p]))
  const ndcs = new Set(scenario.drugs.map((d) => d.ndc))
  const isMember = (pharmacyId: string, groupId: string) =>
    pharmacies.get(pharmacyId)?.groupIds.includes(groupId) ?? false

  const unique: [string, readonly unknown[]][] = [
    ['group id', scenario.groups.map((g) => g.id)],
    ['API key', scenario.groups.flatMap((g) => g.apiKeys)],
    ['pharmacy id', scenario.pharmacies.map((p) => p.id)],
    ['pharmacy NPI', scenario.pharmacies.map((p) => p.npi)],
    ['drug NDC', scenario.drugs.map((d) => d.ndc)],
    ['invitation', scenario.invitations.map((i) => `${i.groupId}/${i.npi}`)],
    ['draft id', scenario.drafts.map((d) => d.id)],
    ['listing id', scenario.listings.map((l) => l.id)],
    ['cash offer id', scenario.cashOffers.map((o) => o.id)],
    ['transaction id', scenario.transactions.map((t) => t.id)],
  ]
  for (const [what, values] of unique) {
    for (const value of duplicates(values)) problems.push(`duplicate ${what}: ${String(value)}`)
  }

  const needPharmacy = (id: string, where: string) => {
    if (!pharmacies.has(id)) problems.push(`${where}: unknown pharmacy ${id}`)
  }
  const needDrug = (ndc: string, where: string) => {
    if (!ndcs.has(ndc)) problems.push(`${where}: NDC ${ndc} is not in drugs`)
  }

  for (const p of scenario.pharmacies) {
    for (const g of p.groupIds) if (!groups.has(g)) problems.push(`pharmacy ${p.npi}: unknown group ${g}`)
  }
  for (const i of scenario.invitations) {
    if (!groups.has(i.groupId)) problems.push(`invitation ${i.npi}: unknown group ${i.groupId}`)
    const registered = scenario.pharmacies.find((p) => p.npi === i.npi)
    if (registered?.groupIds.includes(i.groupId)) {
      problems.push(`invitation ${i.npi}: already a member of group ${i.groupId}`)
    }
  }
  for (const d of scenario.drafts) {
    const where = `draft ${d.id}`
    needPharmacy(d.sellerPharmacyId, where)
    needDrug(d.ndc, where)
    if (!isMember(d.sellerPharmacyId, d.groupId))
      problems.push(`${where}: seller is not a member of its group`)
  }
  for (const l of scenario.listings) {
    const where = `listing ${l.id}`
    needPharmacy(l.sellerPharmacyId, where)
    needDrug(l.ndc, where)
    if (l.buyerPharmacyId !== null) needPharmacy(l.buyerPharmacyId, where)
    if (l.buyerPharmacyId === l.sellerPharmacyId) problems.push(`${where}: buyer and seller are the same`)
  }
  for (const o of scenario.cashOffers) {
    const where = `cash offer ${o.id}`
    needPharmacy(o.buyerPharmacyId, where)
    needDrug(o.ndc, where)
    if (!isMember(o.buyerPharmacyId, o.createdByGroupId)) {
      problems.push(`${where}: buyer is not a member of createdByGroupId`)
    }
  }
  for (const t of scenario.transactions) {
    const where = `transaction ${t.id}`
    needPharmacy(t.sellerPharmacyId, where)
    needPharmacy(t.buyerPharmacyId, where)
    needDrug(t.ndc, where)
    if (t.sellerPharmacyId === t.buyerPharmacyId) problems.push(`${where}: buyer and seller are the same`)
  }

  const demo = scenario.demoConnection
  if (demo) {
    const group = scenario.groups.find((g) => g.apiKeys.includes(demo.apiKey))
    const pharmacy = scenario.pharmacies.find((p) => p.npi === demo.pharmacyNpi)
    if (!group) problems.push(`demoConnection: API key belongs to no group`)
    else if (!pharmacy?.groupIds.includes(group.id)) {
      problems.push(`demoConnection: NPI ${demo.pharmacyNpi} is not a member of ${group.name}`)
    }
  }
  return problems
}
