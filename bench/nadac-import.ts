// npm run bench:nadac: a year of CMS's NADAC file (1.5 million rows: 30,000 NDCs priced weekly for 50
// weeks, in CMS's columns and order) written to a scratch folder, then imported by `npm run nadac:import`'s
// code into a new team store file in a process of its own, whose time and peak memory (its maximum
// resident set) are printed. The target (docs/price-per-unit.md): under a minute, in bounded memory.
import { spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadAuditKey } from '../server/auth/audit-key'
import { importNadacFile } from '../server/nadac/import'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'

const NDCS = 30_000
const WEEKS = 50
const HEADER =
  'NDC Description,NDC,NADAC_Per_Unit,Effective_Date,Pricing_Unit,Pharmacy_Type_Indicator,OTC,Explanation_Code,Classification_for_Rate_Setting,Corresponding_Generic_Drug_NADAC_Per_Unit,Corresponding_Generic_Drug_Effective_Date,As of Date'

/** Writes the file week by week, as CMS's yearly file runs; answers its rows. */
async function generate(file: string): Promise<number> {
  const out = createWriteStream(file)
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain')
  }
  await write(HEADER)
  let rows = 0
  for (let week = 0; week < WEEKS; week += 1) {
    const day = new Date(Date.UTC(2025, 11, 3 + week * 7))
    const date = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`
    for (let i = 0; i < NDCS; i += 1) {
      const ndc = String(10_000_000 + i * 331).padStart(11, '0')
      const price = ((i % 997) / 100 + 0.01 + week / 1000).toFixed(5)
      const unit = ['EA', 'ML', 'GM'][i % 3]
      await write(`"DRUG ${i} 10 MG TABLET",${ndc},${price},${date},${unit},C/I,N,1,G,,,12/10/2026`)
      rows += 1
    }
  }
  out.end()
  await once(out, 'finish')
  return rows
}

/** The child: imports the file and prints its time and peak memory as JSON. */
async function importOnly(file: string, team: string) {
  const { seal } = loadAuditKey(null, { create: true })
  const store = await sqliteTeamStore(await openTeamDatabase(team), { seal, anchorExisting: false })
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const outcome = await importNadacFile(store, file, (rows) => process.stderr.write(`  ${rows} rows read\n`))
  const seconds = (performance.now() - started) / 1000
  // CPU seconds too: on a shared machine the wall time is the load's as much as the import's.
  const cpu = process.cpuUsage(cpuBefore)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  await store.close()
  const peakMiB = process.resourceUsage().maxRSS / 1024
  console.log(
    JSON.stringify({
      seconds,
      cpuSeconds,
      peakMiB,
      rows: outcome.rows,
      ndcs: outcome.ndcs,
      skipped: outcome.skipped,
    }),
  )
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'nadac-bench-'))
  try {
    const file = join(dir, 'nadac-year.csv')
    const rows = await generate(file)
    console.log(`Generated ${rows} rows (${(statSync(file).size / 2 ** 20).toFixed(0)} MiB).`)
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/nadac-import.ts', '--import-only', file, join(dir, 'team.db')],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 600_000 },
    )
    if (child.status !== 0) throw new Error(`the import failed (exit ${child.status})`)
    type Figures = {
      seconds: number
      cpuSeconds: number
      peakMiB: number
      rows: number
      ndcs: number
      skipped: number
    }
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!) as Figures
    console.log(
      `Imported ${r.rows} rows, ${r.ndcs} NDCs, ${r.skipped} skipped in ${r.seconds.toFixed(1)} s (${r.cpuSeconds.toFixed(1)} s of CPU); peak memory (max RSS) ${r.peakMiB.toFixed(0)} MiB.`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const at = process.argv.indexOf('--import-only')
if (at >= 0) void importOnly(process.argv[at + 1]!, process.argv[at + 2]!)
else void main()
