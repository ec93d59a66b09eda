import { loadAuditKey } from '../server/auth/audit-key'
import { defaultAuditKeyFile } from '../server/auth/team-settings'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashPassword } from '../server/auth/passwords'
import type { Scenario } from '../server/scenarios/scenario'
import { readScenarioFile } from '../server/store/scenario-file'
import { openTeamDatabase } from '../server/store/sqlite/team-database'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import type { PharmacyScope, Role } from '../src/contract/access'

// The data of the jobs benchmark (jobs.ts): the demo scenario plus 75 drugs of its own and 600 Pending
// drafts of them for the demo pharmacy (8 a drug, under the service's 10 pending listings of one NDC),
// each with a lot of its own (JOB-0001 ...) so the sandbox's listings can be counted per draft afterwards;
// and the three people of the benchmark in the signed-in server's team store.

/** JOBS_BENCH_DRAFTS: fewer drafts for a quick check (600 by default, the figure). */
export const DRAFTS = wholeNumber('JOBS_BENCH_DRAFTS', 600, 1, 600)
const DRUGS = 75
export const LOT_PREFIX = 'JOB-'

/** The job's rows from a page of the draft search: the benchmark's drafts (their lots), as the job's review sends them. */
export const jobRowsOf = (page: readonly Record<string, unknown>[]): Record<string, unknown>[] =>
  page
    .filter((d) => String(d.lotNumber).startsWith(LOT_PREFIX))
    .map((d) => ({
      draftId: d.id,
      nationalDrugCode: d.nationalDrugCode,
      lotNumber: d.lotNumber,
      expirationDate: d.expirationDate,
      fullPackage: d.fullPackage,
      sealedPackage: d.sealedPackage,
      originalPackage: d.originalPackage,
      tornPackageLabel: d.tornPackageLabel,
      price: d.price,
      quantity: d.quantity,
    }))
export const SEARCH_TERM = 'Benchmol'
export const PASSWORD = 'a benchmark passphrase'

export type BenchUser = { email: string; role: Role; npis: PharmacyScope; edits: boolean }

export type BenchData = {
  scenarioFile: string
  apiKey: string
  npi: number
  /** Every draft of the benchmark: its id and lot. */
  drafts: { id: string; lot: string }[]
  /** NDCs the people ask statistics of (the demo's own drugs). */
  ndcs: string[]
  users: BenchUser[]
}

const DEMO = fileURLToPath(new URL('../server/scenarios/demo.json', import.meta.url))
const pad = (n: number, width: number) => String(n).padStart(width, '0')

function wholeNumber(name: string, fallback: number, least: number, most: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < least || value > most)
    throw new Error(`${name} must be a whole number from ${least} to ${most}, not ${JSON.stringify(text)}`)
  return value
}

/**
 * JOBS_BENCH_PORT: the sandbox listens there and the signed-in server on the next port (for a machine where
 * the loopback's ports are shared out); by default, free ports.
 */
export async function benchPorts(): Promise<{ sandbox: number; server: number }> {
  const base = wholeNumber('JOBS_BENCH_PORT', 0, 1024, 65534)
  return base === 0 ? { sandbox: 0, server: await freePort() } : { sandbox: base, server: base + 1 }
}

export function writeScenario(dir: string): Omit<BenchData, 'users'> {
  const demo = readScenarioFile(DEMO)
  const connection = demo.demoConnection
  if (!connection) throw new Error('the demo scenario has no demo connection')
  const pharmacy = demo.pharmacies.find((p) => p.npi === connection.pharmacyNpi)
  const groupId = pharmacy?.groupIds[0]
  if (!pharmacy || groupId === undefined) throw new Error("the demo connection's pharmacy is not in a group")
  const drugs: Scenario['drugs'] = Array.from({ length: DRUGS }, (_, i) => ({
    ndc: `99${pad(i, 3)}-0001-01`,
    packageName: `${SEARCH_TERM} ${i + 1}`,
    form: 'TABLET',
    strength: '10 mg',
    labeler: 'Bench Labs',
    packageDescription: '100 TABLET in 1 BOTTLE',
    packageSize: 100,
    unit: 'EA',
    branded: false,
    generic: true,
    requireScan: false,
    nadacPrice: 0.5,
  }))
  const drafts: Scenario['drafts'] = Array.from({ length: DRAFTS }, (_, i) => {
    const full = i % 2 === 0
    return {
      id: `7e000000-0000-4000-8000-${pad(i + 1, 12)}`,
      groupId,
      sellerPharmacyId: pharmacy.id,
      ndc: drugs[i % DRUGS]!.ndc,
      lotNumber: `${LOT_PREFIX}${pad(i + 1, 4)}`,
      expirationDate: `+${100 + (i % 600)}d`,
      price: 5 + ((i * 37) % 400) + 0.25,
      quantity: full ? 1 : (i % 90) + 1,
      fullPackage: full,
      sealedPackage: i % 3 === 0,
      originalPackage: i % 5 !== 0,
      tornPackageLabel: false,
      status: 0,
    }
  })
  const scenario: Scenario = {
    ...demo,
    drugs: [...demo.drugs, ...drugs],
    drafts: [...demo.drafts, ...drafts],
  }
  delete scenario.$schema
  const scenarioFile = join(dir, 'scenario.json')
  writeFileSync(scenarioFile, JSON.stringify(scenario))
  return {
    scenarioFile,
    apiKey: connection.apiKey,
    npi: connection.pharmacyNpi,
    drafts: drafts.map((d) => ({ id: d.id, lot: d.lotNumber })),
    ndcs: demo.drugs.slice(0, 20).map((d) => d.ndc),
  }
}

/** The three people: two sellers of the demo pharmacy (the first starts the job) and a viewer. */
export async function writeUsers(teamDatabase: string, npi: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [
    { email: 'ana@bench.example', role: 'seller', npis: [npi], edits: true },
    { email: 'ben@bench.example', role: 'seller', npis: [npi], edits: true },
    { email: 'cy@bench.example', role: 'viewer', npis: 'all', edits: false },
  ]
  // The key the servers read beside the file (AUDIT_KEY_FILE's default), made here when first.
  const { seal } = loadAuditKey(defaultAuditKeyFile(teamDatabase), { create: true })
  const store = await sqliteTeamStore(await openTeamDatabase(teamDatabase), { seal, anchorExisting: false })
  try {
    const passwordHash = await hashPassword(PASSWORD)
    for (const user of users)
      await store.users.create(
        { email: user.email, name: user.email, role: user.role, npis: user.npis, passwordHash },
        new Date(),
      )
  } finally {
    await store.close()
  }
  return users
}

/** A loopback port free now, so a restarted server listens where the people's browsers still point. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
