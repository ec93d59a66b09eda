import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { formatTable, kib } from './table'

// What each page's first screen downloads: the gzipped JavaScript of the entry, the page's chunk and
// everything they import statically, i.e. all the code that runs before the page's data shows. Code a
// page loads later with import() (a chart, a dialog, the error detail) does not count: it comes after
// the first paint. Read from Vite's build manifest; the sizes of the modules inside each chunk come from
// the module-sizes file the build writes beside it (vite.config.ts), to name what makes a page heavy.
// Usage: `npx tsx bench/bundle-size.ts [distDir] [--targets]` after a build; exits 1 when a page is over
// budget (`npm run build` and `npm test` run it).

/**
 * budgetBytes: what the page's first screen may download; above it `npm test` fails. targetBytes: where
 * the budget is headed (docs/performance.md, section "First screen's bytes"); a budget is lowered as a
 * page gets there, never raised.
 */
export type PageBudget = {
  page: string
  /** The router's module of an app page, or the HTML entry of a page of its own (sign-in.html). */
  module: string
  budgetBytes: number | null
  targetBytes?: number
}

/** The app's page: its entries are what every app page's first screen starts with. */
const APP_HTML = 'index.html'

const KIB = 1024

/**
 * The pages whose first screen has a budget, by the module the router loads for them
 * (src/app/router.tsx); the others are measured and shown without one.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  // Back to 180 (it was 181 for the compile hints' 126 bytes) once the shell lost what no first screen
  // needed (bench/performance-log.md, section "2026-11-28: back under the budgets, with room"); 150 is
  // where the drafts page is headed.
  {
    page: 'drafts',
    module: 'src/features/drafts/drafts-page.tsx',
    budgetBytes: 180 * KIB,
    targetBytes: 150 * KIB,
  },
  {
    page: 'listing edit',
    module: 'src/features/listings/listing-edit-page.tsx',
    budgetBytes: 195 * KIB,
    targetBytes: 195 * KIB,
  },
  {
    page: 'create listing',
    module: 'src/features/listings/listing-create-page.tsx',
    budgetBytes: 195 * KIB,
    targetBytes: 195 * KIB,
  },
  {
    page: 'cash-offer edit',
    module: 'src/features/cash-offers/cash-offer-edit-page.tsx',
    budgetBytes: 195 * KIB,
    targetBytes: 195 * KIB,
  },
  {
    page: 'group NPIs',
    module: 'src/features/group-npis/group-npis-page.tsx',
    budgetBytes: 175 * KIB,
    targetBytes: 175 * KIB,
  },
  // Before the chart: the chart is its own chunk, loaded once the figures are on screen.
  {
    page: 'NDC statistics',
    module: 'src/features/ndc-stats/ndc-stats-page.tsx',
    budgetBytes: 185 * KIB,
    targetBytes: 185 * KIB,
  },
  { page: 'listings', module: 'src/features/listings/listings-page.tsx', budgetBytes: null },
  { page: 'cash offers', module: 'src/features/cash-offers/cash-offers-page.tsx', budgetBytes: null },
  { page: 'sandbox', module: 'src/features/sandbox/sandbox-page.tsx', budgetBytes: null },
  // A bulk job's progress and rows, and the list of jobs (one module for /jobs and /jobs/:jobId).
  { page: 'job', module: 'src/features/jobs/job-page.tsx', budgetBytes: 180 * KIB },
  // Sign-in mode's admin pages (routed by src/app/team-routes.tsx); their dialogs come when first opened.
  {
    page: 'users',
    module: 'src/features/users/users-page.tsx',
    budgetBytes: 190 * KIB,
    targetBytes: 190 * KIB,
  },
  // The list block and the filters' form (react-hook-form, zod) on its first screen.
  {
    page: 'audit log',
    module: 'src/features/audit/audit-page.tsx',
    budgetBytes: 206 * KIB,
    targetBytes: 206 * KIB,
  },
  // A page of its own, apart from the app (no React, no MUI): its HTML, script and stylesheet.
  { page: 'sign-in', module: 'sign-in.html', budgetBytes: 120 * KIB, targetBytes: 120 * KIB },
]

/** A chunk loaded only later (by import()) is held to this, so no page's next step is a huge download. */
export const LAZY_CHUNK_LIMIT_BYTES = 130 * KIB

/** A module as the build rendered it into a chunk: minified bytes before compression. */
export type ModuleSize = { id: string; bytes: number }
/** Per chunk file, the modules in it (written by the build as .vite/module-sizes.json). */
export type ModuleSizes = Record<string, ModuleSize[]>

export type HeavyModule = { id: string; gzipBytes: number }
export type PageFigure = PageBudget & {
  gzipBytes: number
  files: string[]
  /** The page's largest modules, gzipped size estimated from their share of their chunk. */
  largest: HeavyModule[]
}
export type LazyChunk = { file: string; gzipBytes: number }
export type BundleReport = { pages: PageFigure[]; lazyChunks: LazyChunk[] }

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** Sizes as Vite's build log prints them: gzip level 9. */
export const gzipBytes = (content: Buffer): number => gzipSync(content, { level: 9 }).length

/** The files of the given manifest keys and of everything they import statically. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files]
}

/** Reads dist/ once: the manifest, every chunk's gzipped size and the modules inside each chunk. */
function readBuild(distDir: string) {
  const dist = resolve(distDir)
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: build with manifest: true`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const sizesPath = join(dist, '.vite', 'module-sizes.json')
  const moduleSizes = existsSync(sizesPath)
    ? (JSON.parse(readFileSync(sizesPath, 'utf8')) as ModuleSizes)
    : {}
  // Every entry index.html loads: the app's, and the script that starts the page's first request. Other
  // HTML entries are pages of their own (sign-in.html): measured alone, never part of an app page.
  const entries = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && (key === APP_HTML || !key.endsWith('.html')))
    .map(([key]) => key)
  if (!entries.some((key) => key.endsWith('.html'))) throw new Error(`no HTML entry in ${manifestPath}`)
  const gzipCache = new Map<string, number>()
  const gzipOf = (file: string) => {
    let size = gzipCache.get(file)
    if (size === undefined) {
      size = gzipBytes(readFileSync(join(dist, file)))
      gzipCache.set(file, size)
    }
    return size
  }
  return { manifest, moduleSizes, entries, gzipOf }
}

function largestModules(
  files: readonly string[],
  moduleSizes: ModuleSizes,
  gzipOf: (file: string) => number,
  count: number,
): HeavyModule[] {
  return files
    .flatMap((file) => {
      const modules = moduleSizes[file] ?? []
      const rendered = modules.reduce((sum, m) => sum + m.bytes, 0)
      return modules.map((m) => ({
        id: m.id,
        gzipBytes: rendered > 0 ? Math.round((gzipOf(file) * m.bytes) / rendered) : 0,
      }))
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count)
}

export function measureBundle(distDir: string, pages: readonly PageBudget[] = PAGE_BUDGETS): BundleReport {
  const { manifest, moduleSizes, entries, gzipOf } = readBuild(distDir)
  const figures = pages.map((page) => {
    const chunk = manifest[page.module]
    if (!chunk) throw new Error(`${page.module} (${page.page}) is not in the build manifest`)
    // A page of its own downloads its HTML, its script and what it imports, and its stylesheets.
    const files =
      page.module.endsWith('.html') && page.module !== APP_HTML
        ? [page.module, ...staticClosure(manifest, [page.module]), ...(chunk.css ?? [])]
        : staticClosure(manifest, [...entries, page.module])
    return {
      ...page,
      gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
      files,
      largest: largestModules(files, moduleSizes, gzipOf, 5),
    }
  })
  const firstScreen = new Set(figures.flatMap((f) => f.files))
  const lazyChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => /\.m?js$/.test(file) && !firstScreen.has(file))
    .map((file) => ({ file, gzipBytes: gzipOf(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { pages: figures, lazyChunks }
}

/** What breaks the budget, one line each naming the page and its largest modules; empty when within it. */
export function bundleBudgetProblems(report: BundleReport): string[] {
  const problems: string[] = []
  for (const page of report.pages) {
    if (page.budgetBytes === null || page.gzipBytes <= page.budgetBytes) continue
    const heavy = page.largest.map((m) => `${m.id} ${kib(m.gzipBytes)}`).join(', ')
    problems.push(
      `${page.page}: first screen ${kib(page.gzipBytes)} gzipped exceeds its budget of ` +
        `${kib(page.budgetBytes)}; largest modules: ${heavy}`,
    )
  }
  for (const chunk of report.lazyChunks.filter((c) => c.gzipBytes > LAZY_CHUNK_LIMIT_BYTES)) {
    problems.push(
      `lazy chunk ${chunk.file} ${kib(chunk.gzipBytes)} gzipped exceeds ${kib(LAZY_CHUNK_LIMIT_BYTES)}`,
    )
  }
  return problems
}

export function formatBundleReport(report: BundleReport): string {
  const rows = report.pages.map((p) => [
    p.page,
    kib(p.gzipBytes),
    p.budgetBytes === null ? '-' : kib(p.budgetBytes),
    p.budgetBytes === null ? '' : p.gzipBytes <= p.budgetBytes ? 'within' : 'OVER',
    p.targetBytes === undefined ? '-' : kib(p.targetBytes),
    p.targetBytes === undefined ? '' : p.gzipBytes <= p.targetBytes ? 'reached' : 'not yet',
    String(p.files.length),
  ])
  const largestLazy = report.lazyChunks[0]
  return [
    formatTable(['first screen of', 'gzip', 'budget', '', 'target', '', 'files'], rows),
    '',
    largestLazy
      ? `largest chunk loaded later: ${largestLazy.file} ${kib(largestLazy.gzipBytes)} gzipped ` +
        `(limit ${kib(LAZY_CHUNK_LIMIT_BYTES)})`
      : 'no chunk is loaded later',
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`bundle size: ${distDir}/index.html not found; run \`npm run build\` first`)
    process.exit(1)
  }
  // --targets holds each page to its target instead of its budget: what is still to do, by name.
  const pages = args.includes('--targets')
    ? PAGE_BUDGETS.map((p) => ({ ...p, budgetBytes: p.targetBytes ?? p.budgetBytes }))
    : PAGE_BUDGETS
  const report = measureBundle(distDir, pages)
  const problems = bundleBudgetProblems(report)
  console.log(formatBundleReport(report))
  console.log(
    problems.length === 0 ? 'bundle budget: PASS' : `bundle budget: FAIL\n  ${problems.join('\n  ')}`,
  )
  process.exitCode = problems.length === 0 ? 0 : 1
}
