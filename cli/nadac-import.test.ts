// npm run nadac:import over a team store file, with a CMS-format file as published: a row that cannot be
// read is reported by its line and skipped, an NDC priced on two dates keeps the later (whichever comes
// first in the file), columns the import does not know are ignored, and a signed-in person then reads
// the later figure at GET /team/nadac, where nothing is sent to the service.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadAuditKey } from '../server/auth/audit-key'
import { defaultAuditKeyFile } from '../server/auth/team-settings'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'
import { createTeamTestApp } from '../server/team-test-app'

const dir = mkdtempSync(join(tmpdir(), 'nadac-import-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HEADER =
  'NDC Description,NDC,NADAC_Per_Unit,Effective_Date,Pricing_Unit,Pharmacy_Type_Indicator,OTC,Explanation_Code,Classification_for_Rate_Setting,Corresponding_Generic_Drug_NADAC_Per_Unit,Corresponding_Generic_Drug_Effective_Date,As of Date,Next_Column_CMS_Adds'
export const CMS_FILE = [
  HEADER,
  'ZYPREXA 10 MG TABLET,00002759701,29.77730,11/19/2026,EA,C/I,N,1,B,,,11/25/2026,x',
  'ZYPREXA 10 MG TABLET,00002759701,30.12000,11/12/2026,EA,C/I,N,1,B,,,11/25/2026,x',
  'OLANZAPINE 10 MG TABLET,00093505498,0.05123',
  'OLANZAPINE 10 MG TABLET,60505025101,0.06000,11/05/2026,EA,C/I,N,1,G,,,11/25/2026,x',
  'OLANZAPINE 10 MG TABLET,60505025101,0.05500,11/26/2026,EA,C/I,N,1,G,,,11/25/2026,x',
  'NEW DRUG,00093505498,0,11/19/2026,EA,C/I,N,1,G,,,11/25/2026,x',
].join('\r\n')

function importFile(team: string, csv: string) {
  const file = join(dir, `nadac-${Math.random().toString(36).slice(2)}.csv`)
  writeFileSync(file, csv)
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/nadac-import.ts', file], {
    env: { ...process.env, TEAM_DATABASE: team },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() }
}

async function openStore(file: string) {
  const { seal } = loadAuditKey(defaultAuditKeyFile(file), { create: true })
  return sqliteTeamStore(await openTeamDatabase(file), { seal, anchorExisting: false })
}

describe('npm run nadac:import', () => {
  test('loads the latest date per NDC, reports the rows it skipped by line, and the server answers it', async () => {
    const team = join(dir, 'team.db')
    const imported = importFile(team, CMS_FILE)
    expect(imported.status).toBe(0)
    expect(imported.stdout).toMatch(/6 rows read, 2 NDCs, 2 written .*, 2 rows skipped\./)
    expect(imported.stderr).toMatch(/line 4: not as many fields as the header has columns/)
    expect(imported.stderr).toMatch(/line 7: NADAC_Per_Unit "0" is not a price above 0/)
    const app = await createTeamTestApp({ engine: () => openStore(team) })
    try {
      const viewer = await app.as('viewer')
      const answer = await viewer({
        method: 'GET',
        url: '/team/nadac?ndc=00002759701,60505025101,00093505498',
      })
      expect(answer.statusCode).toBe(200)
      const items = answer.json<{ items: { ndc: string; perUnit: number; effectiveDate: string }[] }>().items
      expect(items.map(({ ndc, perUnit, effectiveDate }) => [ndc, perUnit, effectiveDate])).toEqual([
        ['00002759701', 29.7773, '2026-11-19'],
        ['60505025101', 0.055, '2026-11-26'],
      ])
      const bad = await viewer({ method: 'GET', url: '/team/nadac?ndc=0002-7597-01' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toMatchObject({ errors: { ndc: [expect.stringContaining('11 digits')] } })
      expect(
        (await app.browser(null, { method: 'GET', url: '/team/nadac?ndc=00002759701' })).statusCode,
      ).toBe(401)
    } finally {
      await app.app.close()
    }
    // An older file afterwards changes nothing.
    const older = importFile(
      team,
      [HEADER, 'ZYPREXA,00002759701,31.00000,10/01/2026,EA,C/I,N,1,B,,,10/07/2026,x'].join('\n'),
    )
    expect(older.stdout).toMatch(/1 NDCs, 0 written/)
  }, 90_000)

  test('a file that is not CMS NADAC is refused, naming the columns it lacks', () => {
    const refused = importFile(join(dir, 'team2.db'), 'ndc,price\n00002759701,1\n')
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/no column "NDC", "NADAC_Per_Unit", "Effective_Date", "Pricing_Unit"/)
  })
})
