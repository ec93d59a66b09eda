import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Connection } from '../src/api/connection-store'
import { launchChromium, measurePage, warmUp, type FormFactor, type PageFigures } from './lighthouse-run'
import { startSandbox } from './sandbox-process'
import {
  formatLighthouseFigures,
  lighthouseVerdicts,
  median,
  type LighthouseFigure,
} from './lighthouse-targets'

// `npm run bench:lighthouse` (and part of `npm run bench`): Lighthouse on the built dashboard served by the
// real sandbox (server/main.ts, in-memory database with the demo scenario), connected with the demo
// connection, on the draft page and a listing edit page, mobile and desktop, median of LIGHTHOUSE_RUNS (3)
// runs per metric. Needs `npm run build` first. How the page is connected: see lighthouse-run.ts.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const EDIT_LISTING = '9979ac03-1763-44d3-8c5e-65d6d20e0e8d' // demo: Pending listing of the acting pharmacy

const PAGES = [
  { name: 'drafts', path: '/drafts', dataPath: '/api/v1/draft-listings/search' },
  {
    name: 'listing edit',
    path: `/listings/${EDIT_LISTING}`,
    dataPath: `/api/v1/marketplace-listings/${EDIT_LISTING}`,
  },
] as const
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop']

/** The demo connection as the connection dialog stores it after "Use the demo connection". */
export async function demoConnection(base: string): Promise<Connection> {
  const demo = (await (await fetch(`${base}/api/v1/sandbox/demo-connection`)).json()) as {
    apiKey: string
    pharmacyNpi: number
    groupName: string
  }
  const search = await fetch(`${base}/api/v1/pharmacies/search`, {
    headers: { 'x-service-auth': demo.apiKey },
  })
  const members = ((await search.json()) as { members: { npi: number; name: string }[] }).members
  const pharmacyName = members.find((m) => m.npi === demo.pharmacyNpi)?.name ?? null
  return {
    baseUrl: '',
    apiKey: demo.apiKey,
    pharmacyNpi: demo.pharmacyNpi,
    groupName: demo.groupName,
    pharmacyName,
  }
}

/** Waits until the server sends the entry script brotli-compressed (prepared in the background at start). */
async function compressedFilesReady(base: string): Promise<void> {
  const html = readFileSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)), 'utf8')
  const entry = /<script[^>]+src="([^"]+)"/.exec(html)?.[1]
  for (let tries = 0; entry && tries < 120; tries++) {
    const response = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } })
    await response.arrayBuffer()
    if (response.headers.get('content-encoding') === 'br') return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export async function runLighthouseBench(runs = RUNS): Promise<LighthouseFigure[]> {
  if (!existsSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)))) {
    throw new Error('dist/index.html missing; run `npm run build` first')
  }
  const sandbox = await startSandbox({ DATABASE: ':memory:', SERVE_DASHBOARD: 'true' })
  const browser = await launchChromium()
  try {
    const connection = await demoConnection(sandbox.url)
    for (const page of PAGES) await warmUp(browser, `${sandbox.url}${page.path}`, connection)
    await compressedFilesReady(sandbox.url)
    const figures: LighthouseFigure[] = []
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const samples: PageFigures[] = []
        for (let run = 0; run < runs; run++) {
          samples.push(
            await measurePage(browser, `${sandbox.url}${page.path}`, formFactor, connection, page.dataPath),
          )
        }
        const of = (key: keyof PageFigures) => median(samples.map((s) => s[key]))
        figures.push({
          page: page.name,
          formFactor,
          runs,
          connectedRuns: samples.filter((s) => s.dataStatus === 200).length,
          performance: of('performance'),
          accessibility: of('accessibility'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          dataStatus: of('dataStatus'),
          benchmarkIndex: of('benchmarkIndex'),
        })
      }
    }
    return figures
  } finally {
    await browser.close()
    await sandbox.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runLighthouseBench()
  console.log(formatLighthouseFigures(figures))
  if (lighthouseVerdicts(figures).some((v) => !v.pass)) process.exitCode = 1
}
