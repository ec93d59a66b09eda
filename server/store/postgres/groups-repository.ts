// Groups: API keys, member pharmacies and pending invitations.
// spec: Authentication: a caller acts only for pharmacies whose NPI belongs to its group; a pharmacy added by
// NPI stays a pending invitation until it registers and is not yet a member.
import type pg from 'pg'
import type {
  DemoConnection,
  GroupRow,
  GroupsRepository,
  Invitation,
  NpiUpdateOutcome,
} from '../groups-repository'
import { inTransaction } from './connection'
import { PHARMACY_COLUMNS, pharmacyOfColumns } from './pharmacies-repository'

export function groupsRepository(pool: pg.Pool, s: string): GroupsRepository {
  const byApiKey = async (apiKey: string) =>
    (
      await pool.query<GroupRow>({
        name: `group-by-key ${s}`,
        text: `SELECT g.key, g.id, g.name FROM ${s}.api_keys k JOIN ${s}.groups g ON g.key = k.group_key WHERE k.api_key = $1`,
        values: [apiKey],
      })
    ).rows[0]

  // What one NPI of an update does, in the update's transaction. ON CONFLICT DO NOTHING makes each step
  // atomic on its own, so two instances adding the same NPI at once both answer, one 'added', one 'already'.
  async function updateOne(client: pg.PoolClient, groupKey: number, npi: number, now: Date) {
    const pharmacy = await client.query<[number]>({
      text: `SELECT key FROM ${s}.pharmacies WHERE npi = $1`,
      values: [npi],
      rowMode: 'array',
    })
    const pharmacyKey = pharmacy.rows[0]?.[0]
    if (pharmacyKey !== undefined) {
      const joined = await client.query(
        `INSERT INTO ${s}.group_members (group_key, pharmacy_key) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [groupKey, pharmacyKey],
      )
      if (joined.rowCount === 0) return 'alreadyMembers'
      await client.query(`DELETE FROM ${s}.invitations WHERE group_key = $1 AND npi = $2`, [groupKey, npi])
      return 'added'
    }
    const invited = await client.query(
      `INSERT INTO ${s}.invitations (group_key, npi, invited_date) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [groupKey, npi, now.toISOString()],
    )
    return invited.rowCount === 0 ? 'alreadyInvited' : 'invited'
  }

  return {
    findByApiKey: byApiKey,
    async callerActingFor(apiKey, npi) {
      // One statement for what every request acting for a pharmacy checks first (spec: Authentication).
      const { rows } = await pool.query<unknown[]>({
        name: `caller-acting-for ${s}`,
        text: `SELECT g.key, g.id, g.name, ${PHARMACY_COLUMNS}
          FROM ${s}.api_keys k JOIN ${s}.groups g ON g.key = k.group_key
          LEFT JOIN ${s}.group_members m ON m.group_key = g.key
            AND m.pharmacy_key = (SELECT key FROM ${s}.pharmacies WHERE npi = $1)
          LEFT JOIN ${s}.pharmacies p ON p.key = m.pharmacy_key
          WHERE k.api_key = $2`,
        values: [npi, apiKey],
        rowMode: 'array',
      })
      const row = rows[0]
      if (!row) return undefined
      return {
        group: { key: row[0] as number, id: row[1] as string, name: row[2] as string },
        pharmacy: row[3] === null ? undefined : pharmacyOfColumns(row, 3),
      }
    },
    async members(groupKey) {
      const { rows } = await pool.query<unknown[]>({
        name: `group-members ${s}`,
        text: `SELECT ${PHARMACY_COLUMNS} FROM ${s}.group_members m JOIN ${s}.pharmacies p ON p.key = m.pharmacy_key
          WHERE m.group_key = $1 ORDER BY p.name, p.npi`,
        values: [groupKey],
        rowMode: 'array',
      })
      return rows.map((row) => pharmacyOfColumns(row, 0))
    },
    async invitations(groupKey) {
      const { rows } = await pool.query<Invitation>({
        name: `group-invitations ${s}`,
        text: `SELECT npi, invited_date AS "invitedDate" FROM ${s}.invitations WHERE group_key = $1 ORDER BY invited_date, npi`,
        values: [groupKey],
      })
      return rows
    },
    /** spec: Endpoints > 6: known NPIs join the group, unknown ones become pending invitations. */
    updateNpis(groupKey, npis, now) {
      const unique = [...new Set(npis)]
      const outcome: NpiUpdateOutcome = { added: [], invited: [], alreadyMembers: [], alreadyInvited: [] }
      if (unique.length === 0) return Promise.resolve(outcome)
      return inTransaction(pool, async (client) => {
        for (const npi of unique) outcome[await updateOne(client, groupKey, npi, now)].push(npi)
        return outcome
      })
    },
    async demoConnection(): Promise<DemoConnection | null> {
      const { rows } = await pool.query<[string | null]>({
        text: `SELECT value FROM ${s}.settings WHERE name = 'demoConnection'`,
        rowMode: 'array',
      })
      const value = rows[0]?.[0]
      if (!value) return null
      const demo = JSON.parse(value) as { apiKey: string; pharmacyNpi: number }
      const group = await byApiKey(demo.apiKey)
      return group ? { apiKey: demo.apiKey, pharmacyNpi: demo.pharmacyNpi, groupName: group.name } : null
    },
  }
}
