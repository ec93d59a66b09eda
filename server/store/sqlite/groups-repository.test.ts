// The acting caller is read as a raw row (groups-repository.ts): its pharmacy must come out exactly as the
// named-column read of the same pharmacy does, for every pharmacy of the demo scenario and the test one.
import { expect, test } from 'vitest'
import { parseScenario, readScenarioFile } from '../scenario-file'
import { testScenario } from '../../test-fixture'
import { openDatabase } from './database'
import { groupsRepository } from './groups-repository'
import { pharmaciesRepository } from './pharmacies-repository'
import { loadScenario } from './scenario-loader'

const scenarios = {
  demo: readScenarioFile(new URL('../../scenarios/demo.json', import.meta.url).pathname),
  test: parseScenario(testScenario()),
}

test.each(Object.keys(scenarios) as (keyof typeof scenarios)[])(
  '%s scenario: the acting caller is the key’s group and the member pharmacy, field for field',
  (name) => {
    const scenario = scenarios[name]
    const db = openDatabase(':memory:')
    loadScenario(db, scenario, new Date('2026-03-02T12:00:00.000Z'))
    const groups = groupsRepository(db)
    const pharmacies = pharmaciesRepository(db)
    let members = 0
    for (const group of scenario.groups) {
      const apiKey = group.apiKeys[0]
      if (apiKey === undefined) continue
      for (const { npi } of scenario.pharmacies) {
        const caller = groups.callerActingFor(apiKey, npi)
        expect(caller?.group).toEqual(groups.findByApiKey(apiKey))
        const member = groups.members(caller?.group.key ?? -1).some((p) => p.npi === npi)
        expect(caller?.pharmacy).toEqual(member ? pharmacies.findByNpi(npi) : undefined)
        if (member) members += 1
      }
    }
    expect(members).toBeGreaterThan(1)
    expect(groups.callerActingFor('no such key', scenario.pharmacies[0]?.npi ?? 0)).toBeUndefined()
    db.close()
  },
)
