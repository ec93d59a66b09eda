// Writes a checked scenario into an empty store in one transaction (all or nothing), with the rows of
// ../scenario-rows.ts (relative dates resolved against `now`), many rows a statement; and puts a store
// back to its scenario (POST /api/v1/sandbox/reset): every row of data goes and the scenario comes again,
// in one transaction, so a reader sees the old data or the new. On SQLite the rows come back with the
// keys they had (an emptied table numbers from 1 again); PostgreSQL's identities number on. draft_versions
// is kept: its triggers move every version on, so the draft views are read again rather than trusted.
import type { Insertable, Kysely } from 'kysely'
import type { Scenario } from '../../scenarios/scenario'
import {
  cashOfferRow,
  drugRow,
  listingRow,
  normalizedNdc,
  pharmacyRow,
  resolveScenarioDate,
  scenarioDraftRow,
  transactionRow,
  type RowContext,
} from '../scenario-rows'
import { inTransaction, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

type Db = Kysely<SandboxTables>
type Table = keyof SandboxTables

/** Rows a statement: within both engines' limits on bound values (SQLite 32,766; PostgreSQL 65,535). */
const ROWS_PER_STATEMENT = 1000

/**
 * Inserts rows in order (keys follow it: ties "by creation order" rely on that), many a statement;
 * answers the key and `by` of each row written when asked. `skip`: a row already there is left out.
 */
export async function insertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Insertable<SandboxTables[T]>[],
  options: { by?: 'id' | 'ndc'; skip?: boolean } = {},
): Promise<Map<string, number>> {
  const keys = new Map<string, number>()
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    let insert = db.insertInto(table).values(rows.slice(at, at + ROWS_PER_STATEMENT))
    if (options.skip) insert = insert.onConflict((oc) => oc.doNothing())
    if (!options.by) await insert.execute()
    else
      for (const row of (await insert.returning(['key', options.by] as never).execute()) as Record<
        string,
        string
      >[])
        keys.set(String(row[options.by]).toLowerCase(), Number(row.key))
  }
  return keys
}

/** Its key, by id (compared without regard to case); throws for an id the scenario never wrote. */
const lookup = (keys: Map<string, number>, what: string) => (id: string) => {
  const key = keys.get(id.toLowerCase())
  if (key === undefined) throw new Error(`the scenario names an unknown ${what} ${id}`)
  return key
}

export async function loadScenario(db: Db, scenario: Scenario, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const at = (value: string) => resolveScenarioDate(value, now)
    const groups = scenario.groups.map((g) => ({ id: g.id, name: g.name }))
    const groupKey = lookup(await insertRows(trx, 'groups', groups, { by: 'id' }), 'group')
    const apiKeys = scenario.groups.flatMap((g) =>
      g.apiKeys.map((apiKey) => ({ apiKey, groupKey: groupKey(g.id) })),
    )
    await insertRows(trx, 'apiKeys', apiKeys)
    const pharmacies = await insertRows(trx, 'pharmacies', scenario.pharmacies.map(pharmacyRow), { by: 'id' })
    const pharmacyKey = lookup(pharmacies, 'pharmacy')
    const members = scenario.pharmacies.flatMap((p) =>
      p.groupIds.map((g) => ({ groupKey: groupKey(g), pharmacyKey: pharmacyKey(p.id) })),
    )
    await insertRows(trx, 'groupMembers', members, { skip: true })
    const invitations = scenario.invitations.map((i) => ({
      groupKey: groupKey(i.groupId),
      npi: i.npi,
      invitedDate: at(i.invitedDate),
    }))
    await insertRows(trx, 'invitations', invitations, { skip: true })
    const drugKey = lookup(await insertRows(trx, 'drugs', scenario.drugs.map(drugRow), { by: 'ndc' }), 'drug')
    const drugs = new Map(scenario.drugs.map((d) => [normalizedNdc(d.ndc), d]))
    const drugOf = (ndc: string) => ({ ...drugs.get(normalizedNdc(ndc))!, key: drugKey(normalizedNdc(ndc)) })
    const c: RowContext = { at, groupKey, pharmacyKey, drugOf }
    const trades = [
      ['drafts', scenario.drafts.map((d) => scenarioDraftRow(d, c))],
      ['listings', scenario.listings.map((l) => listingRow(l, c))],
      ['cashOffers', scenario.cashOffers.map((o) => cashOfferRow(o, c))],
      ['transactions', scenario.transactions.map((t) => transactionRow(t, c))],
    ] as const
    for (const [table, rows] of trades) await insertRows(trx, table, rows as never[])
    const demo = scenario.demoConnection
    await trx
      .insertInto('settings')
      .values({ name: 'demoConnection', value: demo ? JSON.stringify(demo) : null })
      .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute()
  })
}

/** Tables holding data, children before the tables they reference. */
const DATA_TABLES =
  'transactions cashOffers listings drafts invitations groupMembers apiKeys pharmacies groups drugs settings'.split(
    ' ',
  ) as Table[]

/** `lock` (PostgreSQL: the schema's lock) is taken first, in the reset's transaction. */
export function resetToScenario(
  store: Sql<SandboxTables>,
  scenario: Scenario,
  now: Date,
  lock: (trx: Db) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  return inTransaction(store.db, async (trx) => {
    await lock(trx)
    for (const table of DATA_TABLES) await trx.deleteFrom(table).execute()
    await loadScenario(trx, scenario, now)
  })
}

/** True when nothing has been loaded yet: the scenario goes only into an empty store. */
export async function isEmptyStore(db: Db): Promise<boolean> {
  const one = (table: 'groups' | 'pharmacies') =>
    db.selectFrom(table).select('key').limit(1).executeTakeFirst()
  return (await one('groups')) === undefined && (await one('pharmacies')) === undefined
}
