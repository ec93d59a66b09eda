import type { Scenario } from './scenario'

// Cross-record rules a schema cannot express: ids resolve, nothing is repeated, memberships make sense.
// The loader reports the first of these before writing anything, so a hand-written scenario fails with a
// readable line naming a JSON path ("$.drafts[4].ndc: unknown drug NDC 11111222233") instead of a
// foreign-key error; the demo generator and its test require none at all.

type Pharmacy = Scenario['pharmacies'][number]
type Check = () => string | null
type Ref = [field: string, value: string, kind: 'group' | 'pharmacy']

/** Every broken reference or duplicate, as "<json path>: <what>", in file order; empty when consistent. */
export function scenarioReferenceProblems(s: Scenario): string[] {
  const groups = new Map<string, true>()
  const apiKeys = new Map<string, string>() // key -> group id
  const pharmacies = new Map<string, Pharmacy>()
  const npis = new Map<number, Pharmacy>()
  const ndcs = new Map<string, true>()
  const ids = new Map<string, true>()
  const invitations = new Map<string, true>()
  // The format holds NDCs in one form (5-4-2); the message names the 11 digits, as the API does.
  const ndcKey = (ndc: string) => ndc.replace(/-/g, '')
  const declare = <K, V>(seen: Map<K, V>, key: K, value: V, path: string, what: string): string | null => {
    if (seen.has(key)) return `${path}: duplicate ${what} ${String(key)}`
    seen.set(key, value)
    return null
  }
  const known = <K>(seen: Map<K, unknown>, key: K, path: string, what: string): string | null =>
    seen.has(key) ? null : `${path}: unknown ${what} ${String(key)}`
  const isMember = (pharmacyId: string, groupId: string) =>
    pharmacies.get(pharmacyId)?.groupIds.includes(groupId) ?? false
  // Checks run in file order: a reference resolves against what was declared before it.
  const checks: Check[] = []

  s.groups.forEach((g, i) => {
    checks.push(() => declare(groups, g.id, true, `$.groups[${i}].id`, 'group id'))
    g.apiKeys.forEach((k, j) =>
      checks.push(() => declare(apiKeys, k, g.id, `$.groups[${i}].apiKeys[${j}]`, 'API key')),
    )
  })
  s.pharmacies.forEach((p, i) => {
    checks.push(() => declare(pharmacies, p.id, p, `$.pharmacies[${i}].id`, 'pharmacy id'))
    checks.push(() => declare(npis, p.npi, p, `$.pharmacies[${i}].npi`, 'pharmacy NPI'))
    p.groupIds.forEach((g, j) =>
      checks.push(() => known(groups, g, `$.pharmacies[${i}].groupIds[${j}]`, 'group')),
    )
  })
  s.invitations.forEach((inv, i) => {
    checks.push(() => known(groups, inv.groupId, `$.invitations[${i}].groupId`, 'group'))
    checks.push(
      () =>
        declare(invitations, `${inv.groupId}/${inv.npi}`, true, `$.invitations[${i}]`, 'invitation') ??
        (npis.get(inv.npi)?.groupIds.includes(inv.groupId)
          ? `$.invitations[${i}].npi: ${inv.npi} is already a member of group ${inv.groupId}`
          : null),
    )
  })
  s.drugs.forEach((d, i) =>
    checks.push(() => declare(ndcs, ndcKey(d.ndc), true, `$.drugs[${i}].ndc`, 'drug NDC')),
  )

  const trade = <T extends { id: string; ndc: string }>(
    list: string,
    items: readonly T[],
    refs: (item: T) => Ref[],
    rule: (item: T) => string | null,
  ) =>
    items.forEach((item, i) => {
      const path = `$.${list}[${i}]`
      checks.push(() => declare(ids, `${list}/${item.id}`, true, `${path}.id`, 'id'))
      checks.push(() => known(ndcs, ndcKey(item.ndc), `${path}.ndc`, 'drug NDC'))
      for (const [field, value, kind] of refs(item)) {
        checks.push(() => known(kind === 'group' ? groups : pharmacies, value, `${path}.${field}`, kind))
      }
      checks.push(() => {
        const problem = rule(item)
        return problem ? `${path}: ${problem}` : null
      })
    })
  trade(
    'drafts',
    s.drafts,
    (d) => [
      ['groupId', d.groupId, 'group'],
      ['sellerPharmacyId', d.sellerPharmacyId, 'pharmacy'],
    ],
    (d) =>
      isMember(d.sellerPharmacyId, d.groupId) ? null : 'the seller is not a member of the owning group',
  )
  trade(
    'listings',
    s.listings,
    (l) => [
      ['sellerPharmacyId', l.sellerPharmacyId, 'pharmacy'],
      ...(l.buyerPharmacyId === null
        ? []
        : [['buyerPharmacyId', l.buyerPharmacyId, 'pharmacy'] satisfies Ref]),
    ],
    (l) => (l.buyerPharmacyId === l.sellerPharmacyId ? 'buyer and seller are the same pharmacy' : null),
  )
  trade(
    'cashOffers',
    s.cashOffers,
    (o) => [
      ['buyerPharmacyId', o.buyerPharmacyId, 'pharmacy'],
      ['createdByGroupId', o.createdByGroupId, 'group'],
    ],
    (o) =>
      isMember(o.buyerPharmacyId, o.createdByGroupId)
        ? null
        : 'the buyer is not a member of createdByGroupId',
  )
  trade(
    'transactions',
    s.transactions,
    (t) => [
      ['sellerPharmacyId', t.sellerPharmacyId, 'pharmacy'],
      ['buyerPharmacyId', t.buyerPharmacyId, 'pharmacy'],
    ],
    (t) => (t.buyerPharmacyId === t.sellerPharmacyId ? 'buyer and seller are the same pharmacy' : null),
  )

  const demo = s.demoConnection
  if (demo) {
    checks.push(() => known(apiKeys, demo.apiKey, '$.demoConnection.apiKey', 'API key'))
    checks.push(() => known(npis, demo.pharmacyNpi, '$.demoConnection.pharmacyNpi', 'pharmacy NPI'))
    checks.push(() => {
      const group = apiKeys.get(demo.apiKey)
      const pharmacy = npis.get(demo.pharmacyNpi)
      if (!group || !pharmacy || pharmacy.groupIds.includes(group)) return null
      return `$.demoConnection.pharmacyNpi: ${demo.pharmacyNpi} is not a member of the key's group`
    })
  }
  // Users act for the demo connection's group (the group whose key the server holds).
  const emails = new Map<string, true>()
  s.users?.forEach((user, i) => {
    checks.push(() => declare(emails, user.email.toLowerCase(), true, `$.users[${i}].email`, 'user e-mail'))
    checks.push(() => (demo ? null : `$.users[${i}]: users need a demoConnection (their group's key)`))
    if (user.npis === 'all') return
    user.npis.forEach((npi, j) =>
      checks.push(() => {
        const group = demo ? apiKeys.get(demo.apiKey) : undefined
        const pharmacy = npis.get(npi)
        if (!group) return null
        return pharmacy?.groupIds.includes(group)
          ? null
          : `$.users[${i}].npis[${j}]: ${npi} is not a member of the demo connection's group`
      }),
    )
  })
  return checks.map((check) => check()).filter((problem): problem is string => problem !== null)
}
