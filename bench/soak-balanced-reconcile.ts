import pg from 'pg'
import type { Scenario } from '../server/scenarios/scenario'
import { tallyDrafts, type DraftsCheck, type RowState } from './jobs-check'
import { LOT_PREFIX } from './jobs-setup'
import { checkAcknowledged, sameInstant, type Reconciliation, type Row } from './soak-reconcile'
import type { Ledger, ListingWrite, OfferWrite } from './soak-workers'

// The balanced soak's checks (soak-balanced.ts), read from PostgreSQL once every instance has stopped: the
// same rules as soak-reconcile.ts (every acknowledged write there with its last acknowledged value, nothing
// twice), and jobs-check.ts's for the bulk job (each draft listed once, or refused by the service; never
// twice). The sandbox's data is in the schema "sandbox", the team store's in "team". The job's own drafts
// and listings (lots JOB-...) are left out of the soak's row counts and counted by the job's check.

const listingMatches = (row: Row, w: ListingWrite) =>
  row.lot_number === w.lotNumber &&
  row.price === w.price &&
  row.quantity === w.quantity &&
  row.full_package === w.fullPackage &&
  row.sealed_package === w.sealedPackage &&
  row.original_package === w.originalPackage &&
  row.serial_number === w.serialNumber &&
  sameInstant(row.expiration_date, w.expirationDate)

const offerMatches = (row: Row, w: OfferWrite) =>
  row.price === w.price &&
  row.requested_quantity === w.requestedQuantity &&
  row.require_full_package === w.requireFullPackage &&
  row.require_sealed_package === w.requireSealedPackage &&
  row.require_intact_package_label === w.requireIntactPackageLabel &&
  row.max_shipping_price === w.maxShippingPrice &&
  row.buying_pharmacy_message === w.buyingPharmacyMessage &&
  sameInstant(row.minimal_expiration_date, w.minimalExpirationDate)

const NOT_JOB = `lot_number NOT LIKE '${LOT_PREFIX}%'`

export async function reconcilePostgres(
  url: string,
  scenario: Scenario,
  ledger: Ledger,
): Promise<Reconciliation> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const out: Reconciliation = { checked: 0, lost: [], duplicated: [], other: [] }
  try {
    const one = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as Row
    const count = async (sql: string, params: unknown[] = []) =>
      Number(Object.values(await one(sql, params))[0])
    const byId = (table: string) => (id: string) =>
      one(`SELECT * FROM sandbox.${table} WHERE lower(id) = lower($1)`, [id])
    await checkAcknowledged(out, 'listing', ledger.listings, byId('listings'), listingMatches)
    await checkAcknowledged(out, 'cash offer', ledger.offers, byId('cash_offers'), offerMatches)
    const draftGone = async (id: string) =>
      (await count('SELECT count(*) FROM sandbox.drafts WHERE lower(id) = lower($1)', [id])) === 0
    for (const id of ledger.deletedDrafts) {
      out.checked++
      if (!(await draftGone(id))) out.lost.push(`draft ${id}: deleted (204) but still stored`)
    }
    const invitationSql = `SELECT count(*) FROM sandbox.invitations i JOIN sandbox.groups g ON g.key = i.group_key
      WHERE g.id = $1 AND i.npi = $2`
    const memberSql = `SELECT count(*) FROM sandbox.group_members m JOIN sandbox.groups g ON g.key = m.group_key
      JOIN sandbox.pharmacies p ON p.key = m.pharmacy_key WHERE g.id = $1 AND p.npi = $2`
    const membership = (key: string, sql: string) => {
      const [groupId = '', npi = ''] = key.split('/')
      return count(sql, [groupId, Number(npi)])
    }
    for (const [what, answers, sql] of [
      ['invitation', ledger.invited, invitationSql],
      ['member', ledger.added, memberSql],
    ] as const) {
      for (const [key, times] of answers) {
        out.checked++
        if (times > 1) out.duplicated.push(`${what} ${key}: answered ${times} times`)
        if ((await membership(key, sql)) !== 1) out.lost.push(`${what} ${key}: not stored exactly once`)
      }
    }
    let unansweredInvited = 0
    let unansweredAdded = 0
    for (const key of ledger.unansweredNpis) {
      if (ledger.invited.has(key) || ledger.added.has(key)) continue
      if ((await membership(key, invitationSql)) === 1) unansweredInvited++
      if ((await membership(key, memberSql)) === 1) unansweredAdded++
    }
    let goneUnanswered = 0
    for (const id of ledger.unansweredDeletes) if (await draftGone(id)) goneUnanswered++
    const initialMembers = scenario.pharmacies.reduce((n, p) => n + p.groupIds.length, 0)
    const soakDrafts = scenario.drafts.filter((d) => !d.lotNumber.startsWith(LOT_PREFIX)).length
    const rows: [string, number, number][] = [
      [
        'listings',
        await count(`SELECT count(*) FROM sandbox.listings WHERE ${NOT_JOB}`),
        scenario.listings.length,
      ],
      ['cash_offers', await count('SELECT count(*) FROM sandbox.cash_offers'), scenario.cashOffers.length],
      [
        'transactions',
        await count('SELECT count(*) FROM sandbox.transactions'),
        scenario.transactions.length,
      ],
      [
        'drafts',
        await count(`SELECT count(*) FROM sandbox.drafts WHERE ${NOT_JOB}`),
        soakDrafts - ledger.deletedDrafts.size - goneUnanswered,
      ],
      [
        'invitations',
        await count('SELECT count(*) FROM sandbox.invitations'),
        scenario.invitations.length + ledger.invited.size + unansweredInvited,
      ],
      [
        'group_members',
        await count('SELECT count(*) FROM sandbox.group_members'),
        initialMembers + ledger.added.size + unansweredAdded,
      ],
    ]
    for (const [table, actual, expectedRows] of rows) {
      if (actual > expectedRows)
        out.duplicated.push(`${table}: ${actual - expectedRows} rows more than written`)
      if (actual < expectedRows) out.other.push(`${table}: ${expectedRows - actual} rows fewer than expected`)
    }
  } finally {
    await db.end()
  }
  return out
}

/** The bulk job's drafts against the sandbox's listings and the job's rows (jobs-check.ts's rules). */
export async function checkJobDrafts(
  url: string,
  jobId: string,
  npi: number,
  drafts: readonly { id: string; lot: string }[],
): Promise<DraftsCheck> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const listings = (
      await db.query<{ lot: string; id: string }>(
        `SELECT l.lot_number AS lot, l.id FROM sandbox.listings l JOIN sandbox.pharmacies p ON p.key = l.seller_key
         WHERE p.npi = $1 AND l.lot_number LIKE $2`,
        [npi, `${LOT_PREFIX}%`],
      )
    ).rows
    const rows = (
      await db.query<RowState>(
        `SELECT target_id, state, result_id FROM team.job_rows
         WHERE job_key = (SELECT key FROM team.jobs WHERE id = $1)`,
        [jobId],
      )
    ).rows
    return tallyDrafts(drafts, listings, rows)
  } finally {
    await db.end()
  }
}
