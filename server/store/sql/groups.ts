// Groups and pharmacies (../groups-repository.ts, ../pharmacies-repository.ts): API keys, member
// pharmacies and pending invitations. spec: Authentication: a caller acts only for pharmacies whose NPI
// belongs to its group; a pharmacy added by NPI stays a pending invitation until it registers.
import type { GroupsRepository, NpiUpdateOutcome } from '../groups-repository'
import type { PharmaciesRepository, PharmacyRow } from '../pharmacies-repository'
import { inTransaction, prepared, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

const PHARMACY = `key id npi name dba phone gln line1 line2 city stateAcronym postalCode restrictionCode
  restrictionMessage`
  .split(/\s+/)
  .map((column) => `p.${column}` as `p.${keyof PharmacyRow}`)

export function pharmaciesRepository({ db }: Sql<SandboxTables>): PharmaciesRepository {
  const by = (column: 'npi' | 'key') =>
    prepared(db, (value: number) =>
      db.selectFrom('pharmacies as p').select(PHARMACY).where(`p.${column}`, '=', value),
    )
  const [byNpi, byKey] = [by('npi'), by('key')]
  return {
    findByNpi: async (npi) => (await byNpi(npi))[0],
    findByKey: async (key) => (await byKey(key))[0],
  }
}

export function groupsRepository({ db }: Sql<SandboxTables>): GroupsRepository {
  const keyed = db.selectFrom('apiKeys as k').innerJoin('groups as g', 'g.key', 'k.groupKey')
  const byApiKey = prepared(db, (apiKey: string) =>
    keyed.select(['g.key', 'g.id', 'g.name']).where('k.apiKey', '=', apiKey),
  )
  // One statement for what every request acting for a pharmacy checks first (spec: Authentication): the
  // key's group, and the pharmacy of the NPI when it is registered and a member of that group.
  const acting = prepared(db, (npi: number, apiKey: string) =>
    keyed
      .leftJoin('groupMembers as m', (join) =>
        join
          .onRef('m.groupKey', '=', 'g.key')
          .on('m.pharmacyKey', '=', (eb) => eb.selectFrom('pharmacies').select('key').where('npi', '=', npi)),
      )
      .leftJoin('pharmacies as p', 'p.key', 'm.pharmacyKey')
      .select(['g.key as groupKey', 'g.id as groupId', 'g.name as groupName', ...PHARMACY])
      .where('k.apiKey', '=', apiKey),
  )
  const members = prepared(db, (groupKey: number) =>
    db
      .selectFrom('groupMembers as m')
      .innerJoin('pharmacies as p', 'p.key', 'm.pharmacyKey')
      .select(PHARMACY)
      .where('m.groupKey', '=', groupKey)
      .orderBy('p.name')
      .orderBy('p.npi'),
  )
  const invitations = prepared(db, (groupKey: number) =>
    db
      .selectFrom('invitations')
      .select(['npi', 'invitedDate'])
      .where('groupKey', '=', groupKey)
      .orderBy('invitedDate')
      .orderBy('npi'),
  )

  /** What one NPI of an update does, in the update's transaction; each step atomic on its own. */
  async function updateOne(trx: typeof db, groupKey: number, npi: number, now: Date) {
    const pharmacy = await trx
      .selectFrom('pharmacies')
      .select('key')
      .where('npi', '=', npi)
      .executeTakeFirst()
    if (pharmacy) {
      const joined = await trx
        .insertInto('groupMembers')
        .values({ groupKey, pharmacyKey: pharmacy.key })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      if (Number(joined.numInsertedOrUpdatedRows) === 0) return 'alreadyMembers'
      await trx.deleteFrom('invitations').where('groupKey', '=', groupKey).where('npi', '=', npi).execute()
      return 'added'
    }
    const invited = await trx
      .insertInto('invitations')
      .values({ groupKey, npi, invitedDate: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    return Number(invited.numInsertedOrUpdatedRows) === 0 ? 'alreadyInvited' : 'invited'
  }

  return {
    findByApiKey: async (apiKey) => (await byApiKey(apiKey))[0],
    async callerActingFor(apiKey, npi) {
      const [row] = await acting(npi, apiKey)
      if (!row) return undefined
      const { groupKey, groupId, groupName, ...pharmacy } = row
      const group = { key: groupKey, id: groupId, name: groupName }
      return { group, pharmacy: pharmacy.key === null ? undefined : (pharmacy as PharmacyRow) }
    },
    members: (groupKey) => members(groupKey),
    invitations: (groupKey) => invitations(groupKey),
    /** spec: Endpoints > 6: known NPIs join the group, unknown ones become pending invitations. */
    updateNpis(groupKey, npis, now) {
      const outcome: NpiUpdateOutcome = { added: [], invited: [], alreadyMembers: [], alreadyInvited: [] }
      const unique = [...new Set(npis)]
      if (unique.length === 0) return Promise.resolve(outcome)
      return inTransaction(db, async (trx) => {
        for (const npi of unique) outcome[await updateOne(trx, groupKey, npi, now)].push(npi)
        return outcome
      })
    },
    async demoConnection() {
      const named = db.selectFrom('settings').select('value').where('name', '=', 'demoConnection')
      const setting = await named.executeTakeFirst()
      if (!setting?.value) return null
      const demo = JSON.parse(setting.value) as { apiKey: string; pharmacyNpi: number }
      const [group] = await byApiKey(demo.apiKey)
      return group ? { apiKey: demo.apiKey, pharmacyNpi: demo.pharmacyNpi, groupName: group.name } : null
    },
  }
}
