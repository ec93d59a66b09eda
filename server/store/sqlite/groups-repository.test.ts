// The acting caller is read in one statement (../sql/groups.ts): its pharmacy must come out exactly as the
// named-column read of the same pharmacy does, for every pharmacy of the demo scenario and the test one.
import { expect, test } from 'vitest'
import { parseScenario, readScenarioFile } from '../scenario-file'
import { testScenario } from '../../test-fixture'
import { openDatabase, createSqliteRepositories, loadScenario } from './database'

const scenarios = {
  demo: readScenarioFile(new URL('../../scenarios/demo.json', import.meta.url).pathname),
  test: parseScenario(testScenario()),
}

test.each(Object.keys(scenarios) as (keyof typeof scenarios)[])(
  '%s scenario: the acting caller is the key’s group and the member pharmacy, field for field',
  async (name) => {
    const scenario = scenarios[name]
    const db = await openDatabase(':memory:')
    await loadScenario(db, scenario, new Date('2026-03-02T12:00:00.000Z'))
    const { groups, pharmacies } = createSqliteRepositories(db)
    let members = 0
    for (const group of scenario.groups) {
      const apiKey = group.apiKeys[0]
      if (apiKey === undefined) continue
      for (const { npi } of scenario.pharmacies) {
        const caller = await groups.callerActingFor(apiKey, npi)
        expect(caller?.group).toEqual(await groups.findByApiKey(apiKey))
        const member = (await groups.members(caller?.group.key ?? -1)).some((p) => p.npi === npi)
        expect(caller?.pharmacy).toEqual(member ? await pharmacies.findByNpi(npi) : undefined)
        if (member) members += 1
      }
    }
    expect(members).toBeGreaterThan(1)
    expect(await groups.callerActingFor('no such key', scenario.pharmacies[0]?.npi ?? 0)).toBeUndefined()
    db.close()
  },
)
