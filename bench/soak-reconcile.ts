import Database from 'better-sqlite3'
import type { Scenario } from '../server/scenarios/scenario'
import type { Expected, Ledger, ListingWrite, OfferWrite } from './soak-workers'

// After the server has stopped, the database file is opened directly and compared with what the API
// acknowledged: every acknowledged write is there with its last acknowledged value (else it is lost), and
// nothing is there twice or in addition (else it is duplicated). A write that got no answer may or may
// not have happened, so either outcome is accepted for it. The file must also pass SQLite's own checks.

export type Reconciliation = {
  checked: number
  lost: string[]
  duplicated: string[]
  /** Integrity problems and changes nobody asked for. */
  other: string[]
}

export type Row = Record<string, unknown>

export const sameInstant = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b)
const flag = (b: boolean) => (b ? 1 : 0)

function listingMatches(row: Row, w: ListingWrite): boolean {
  return (
    row.lot_number === w.lotNumber &&
    row.price === w.price &&
    row.quantity === w.quantity &&
    row.full_package === flag(w.fullPackage) &&
    row.sealed_package === flag(w.sealedPackage) &&
    row.original_package === flag(w.originalPackage) &&
    row.serial_number === w.serialNumber &&
    sameInstant(row.expiration_date, w.expirationDate)
  )
}

function offerMatches(row: Row, w: OfferWrite): boolean {
  return (
    row.price === w.price &&
    row.requested_quantity === w.requestedQuantity &&
    row.require_full_package === flag(w.requireFullPackage) &&
    row.require_sealed_package === flag(w.requireSealedPackage) &&
    row.require_intact_package_label === flag(w.requireIntactPackageLabel) &&
    row.max_shipping_price === w.maxShippingPrice &&
    row.buying_pharmacy_message === w.buyingPharmacyMessage &&
    sameInstant(row.minimal_expiration_date, w.minimalExpirationDate)
  )
}

/**
 * One resource's acknowledged writes against its stored rows (`stored` reads one by id, from either
 * engine): a row missing, or holding neither its last acknowledged value nor a later write that got no
 * answer, is lost.
 */
export async function checkAcknowledged<T>(
  out: Reconciliation,
  what: string,
  entries: Map<string, Expected<T>>,
  stored: (id: string) => Row | undefined | Promise<Row | undefined>,
  matches: (row: Row, w: T) => boolean,
): Promise<void> {
  for (const [id, { acked, unanswered }] of entries) {
    if (!acked) continue
    out.checked++
    const row = await stored(id)
    if (!row) out.lost.push(`${what} ${id}: row missing`)
    else if (![acked, ...unanswered].some((w) => matches(row, w)))
      out.lost.push(`${what} ${id}: last acknowledged value not stored`)
  }
}

export async function reconcile(file: string, scenario: Scenario, ledger: Ledger): Promise<Reconciliation> {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  const out: Reconciliation = { checked: 0, lost: [], duplicated: [], other: [] }
  try {
    const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row | undefined
    const count = (sql: string, ...params: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...params) as number
    const byId = (table: string) => (id: string) => one(`SELECT * FROM ${table} WHERE id = ?`, id)
    await checkAcknowledged(out, 'listing', ledger.listings, byId('listings'), listingMatches)
    await checkAcknowledged(out, 'cash offer', ledger.offers, byId('cash_offers'), offerMatches)

    for (const id of ledger.deletedDrafts) {
      out.checked++
      if (count('SELECT count(*) FROM drafts WHERE id = ?', id) !== 0)
        out.lost.push(`draft ${id}: deleted (204) but still stored`)
    }
    const groupKey = (id: string) => count('SELECT key FROM groups WHERE id = ?', id)
    const membership = (key: string, sql: string) => {
      const [groupId = '', npi = ''] = key.split('/')
      return count(sql, groupKey(groupId), Number(npi))
    }
    const invitationSql = 'SELECT count(*) FROM invitations WHERE group_key = ? AND npi = ?'
    const memberSql = `SELECT count(*) FROM group_members m JOIN pharmacies p ON p.key = m.pharmacy_key
      WHERE m.group_key = ? AND p.npi = ?`
    for (const [key, answers] of ledger.invited) {
      out.checked++
      if (answers > 1) out.duplicated.push(`invitation ${key}: answered "invited" ${answers} times`)
      if (membership(key, invitationSql) !== 1) out.lost.push(`invitation ${key}: not stored exactly once`)
    }
    for (const [key, answers] of ledger.added) {
      out.checked++
      if (answers > 1) out.duplicated.push(`member ${key}: answered "added" ${answers} times`)
      if (membership(key, memberSql) !== 1) out.lost.push(`member ${key}: not stored exactly once`)
    }

    // Writes create no rows: every table holds what the scenario loaded, minus acknowledged deletes, plus
    // acknowledged invitations and members (and, for unanswered writes, whatever they did).
    const unansweredDone = (keys: Set<string>, sql: string) =>
      [...keys].filter((k) => !ledger.invited.has(k) && !ledger.added.has(k) && membership(k, sql) === 1)
        .length
    const goneUnanswered = [...ledger.unansweredDeletes].filter(
      (id) => count('SELECT count(*) FROM drafts WHERE id = ?', id) === 0,
    )
    const initialMembers = scenario.pharmacies.reduce((n, p) => n + p.groupIds.length, 0)
    const rows: [string, number, number][] = [
      ['listings', count('SELECT count(*) FROM listings'), scenario.listings.length],
      ['cash_offers', count('SELECT count(*) FROM cash_offers'), scenario.cashOffers.length],
      ['transactions', count('SELECT count(*) FROM transactions'), scenario.transactions.length],
      [
        'drafts',
        count('SELECT count(*) FROM drafts'),
        scenario.drafts.length - ledger.deletedDrafts.size - goneUnanswered.length,
      ],
      [
        'invitations',
        count('SELECT count(*) FROM invitations'),
        scenario.invitations.length +
          ledger.invited.size +
          unansweredDone(ledger.unansweredNpis, invitationSql),
      ],
      [
        'group_members',
        count('SELECT count(*) FROM group_members'),
        initialMembers + ledger.added.size + unansweredDone(ledger.unansweredNpis, memberSql),
      ],
    ]
    for (const [table, actual, expectedRows] of rows) {
      if (actual > expectedRows)
        out.duplicated.push(`${table}: ${actual - expectedRows} rows more than written`)
      if (actual < expectedRows) out.other.push(`${table}: ${expectedRows - actual} rows fewer than expected`)
    }
    // Updates never move an object out of Pending (and nothing else changes a status).
    const statuses = (list: readonly { status: number }[]) => list.filter((x) => x.status === 0).length
    if (count('SELECT count(*) FROM listings WHERE status = 0') !== statuses(scenario.listings))
      out.other.push('listings: Pending count changed')
    if (count('SELECT count(*) FROM cash_offers WHERE status = 0') !== statuses(scenario.cashOffers))
      out.other.push('cash offers: Pending count changed')
    // Every pair with drafts has a version row, or the search's in-memory views could not see its changes.
    const unversioned = count(`SELECT count(*) FROM (SELECT DISTINCT group_key, seller_key FROM drafts) AS d
      WHERE NOT EXISTS (SELECT 1 FROM draft_versions v WHERE v.group_key = d.group_key AND v.seller_key = d.seller_key)`)
    if (unversioned !== 0) out.other.push(`draft_versions: ${unversioned} pairs of drafts without a version`)
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') out.other.push(`integrity_check: ${String(integrity)}`)
    const foreignKeys = db.pragma('foreign_key_check') as unknown[]
    if (foreignKeys.length > 0) out.other.push(`foreign_key_check: ${foreignKeys.length} rows`)
  } finally {
    db.close()
  }
  return out
}
