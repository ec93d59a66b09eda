// Groups: API keys, member pharmacies and pending invitations.
// spec: Authentication: a caller acts only for pharmacies whose NPI belongs to its group; a pharmacy added by
// NPI stays a pending invitation until it registers and is not yet a member.
import type { Db } from './database'
import type { PharmacyRow } from '../pharmacies-repository'
import { PHARMACY_COLUMNS, pharmacyOfColumns } from './pharmacies-repository'
import type {
  ActingCaller,
  GroupRow,
  Invitation,
  NpiUpdateOutcome,
  DemoConnection,
} from '../groups-repository'

// The group's three columns, then PHARMACY_COLUMNS (all null when it is not a registered member).
type CallerActingRow = [number, string, string, ...unknown[]]

export function groupsRepository(db: Db) {
  const byApiKey = db.prepare(
    'SELECT g.key, g.id, g.name FROM api_keys k JOIN groups g ON g.key = k.group_key WHERE k.api_key = ?',
  )
  const pharmacyByNpi = db.prepare('SELECT key FROM pharmacies WHERE npi = ?').pluck()
  const isMember = db.prepare('SELECT 1 FROM group_members WHERE group_key = ? AND pharmacy_key = ?').pluck()
  const isInvited = db.prepare('SELECT 1 FROM invitations WHERE group_key = ? AND npi = ?').pluck()
  const members = db.prepare(
    `SELECT ${PHARMACY_COLUMNS} FROM group_members m JOIN pharmacies p ON p.key = m.pharmacy_key WHERE m.group_key = ? ORDER BY p.name, p.npi`,
  )
  // One statement for what every request acting for a pharmacy checks first (spec: Authentication): the
  // key's group, and the pharmacy of the NPI when it is registered and a member of that group.
  const callerActingFor = db
    .prepare(
      `SELECT g.key, g.id, g.name, ${PHARMACY_COLUMNS}
     FROM api_keys k JOIN groups g ON g.key = k.group_key
     LEFT JOIN group_members m ON m.group_key = g.key AND m.pharmacy_key = (SELECT key FROM pharmacies WHERE npi = ?)
     LEFT JOIN pharmacies p ON p.key = m.pharmacy_key
     WHERE k.api_key = ?`,
    )
    // Read as an array: it runs on every request that acts for a pharmacy, and SQLite hands over an array
    // of 17 values faster than an object with 17 named properties.
    .raw()
  const invitations = db.prepare(
    'SELECT npi, invited_date AS invitedDate FROM invitations WHERE group_key = ? ORDER BY invited_date, npi',
  )
  const addMember = db.prepare('INSERT INTO group_members (group_key, pharmacy_key) VALUES (?, ?)')
  const dropInvitation = db.prepare('DELETE FROM invitations WHERE group_key = ? AND npi = ?')
  const addInvitation = db.prepare('INSERT INTO invitations (group_key, npi, invited_date) VALUES (?, ?, ?)')
  const setting = db.prepare('SELECT value FROM settings WHERE name = ?').pluck()

  const updateNpis = db.transaction(
    (groupKey: number, npis: readonly number[], now: Date): NpiUpdateOutcome => {
      const outcome: NpiUpdateOutcome = { added: [], invited: [], alreadyMembers: [], alreadyInvited: [] }
      for (const npi of new Set(npis)) {
        const pharmacyKey = pharmacyByNpi.get(npi) as number | undefined
        if (pharmacyKey !== undefined) {
          if (isMember.get(groupKey, pharmacyKey)) {
            outcome.alreadyMembers.push(npi)
          } else {
            addMember.run(groupKey, pharmacyKey)
            dropInvitation.run(groupKey, npi)
            outcome.added.push(npi)
          }
        } else if (isInvited.get(groupKey, npi)) {
          outcome.alreadyInvited.push(npi)
        } else {
          addInvitation.run(groupKey, npi, now.toISOString())
          outcome.invited.push(npi)
        }
      }
      return outcome
    },
  )

  return {
    findByApiKey: (apiKey: string) => byApiKey.get(apiKey) as GroupRow | undefined,
    callerActingFor(apiKey: string, npi: number): ActingCaller | undefined {
      const row = callerActingFor.get(npi, apiKey) as CallerActingRow | undefined
      if (!row) return undefined
      return {
        group: { key: row[0], id: row[1], name: row[2] },
        pharmacy: row[3] === null ? undefined : pharmacyOfColumns(row, 3),
      }
    },
    members: (groupKey: number) => members.all(groupKey) as PharmacyRow[],
    invitations: (groupKey: number) => invitations.all(groupKey) as Invitation[],
    /** spec: Endpoints > 6: known NPIs join the group, unknown ones become pending invitations. */
    updateNpis: (groupKey: number, npis: readonly number[], now: Date) => updateNpis(groupKey, npis, now),
    demoConnection(): DemoConnection | null {
      const value = setting.get('demoConnection') as string | null | undefined
      if (!value) return null
      const demo = JSON.parse(value) as { apiKey: string; pharmacyNpi: number }
      const group = byApiKey.get(demo.apiKey) as GroupRow | undefined
      return group ? { apiKey: demo.apiKey, pharmacyNpi: demo.pharmacyNpi, groupName: group.name } : null
    },
  }
}
