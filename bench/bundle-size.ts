import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, posix, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { formatTable, kib } from './table'

// Bundle budget of the dashboard: gzipped JavaScript the first screen needs before it can render (the entry
// chunk and everything it imports statically), and each chunk loaded later on navigation.
// Usage: `npx tsx bench/bundle-size.ts [distDir] [--strict]` after a build; exits 1 over budget.
// Without --strict the first screen may reach the limit (220 KiB); with it, only the target (180 KiB).

export const INITIAL_TARGET_BYTES = 180 * 1024
export const INITIAL_LIMIT_BYTES = 220 * 1024
export const LAZY_CHUNK_LIMIT_BYTES = 130 * 1024

export type ChunkSize = { file: string; gzipBytes: number; isInitial: boolean }
export type BundleReport = { initialGzipBytes: number; chunks: ChunkSize[] }

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }

/** Sizes as Vite's build log prints them: gzip level 9. */
export const gzipBytes = (content: Buffer): number => gzipSync(content, { level: 9 }).length

function javascriptFiles(distDir: string, dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : javascriptFiles(distDir, path)
    return /\.m?js$/.test(entry.name) ? [relative(distDir, path).split(sep).join(posix.sep)] : []
  })
}

/** Entry chunks and their static imports, from Vite's build manifest. */
function initialFromManifest(manifest: Record<string, ManifestChunk>): Set<string> {
  const initial = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  const htmlEntry = entries.filter(([key]) => key.endsWith('.html'))
  for (const [key] of htmlEntry.length > 0 ? htmlEntry : entries) visit(key)
  return initial
}

// Static imports as Rollup writes them (`import{a as b}from"./x.js";`, `import"./y.js";`), not `import(`.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g

/** Without a manifest: the entry script and modulepreloads of index.html, plus their static imports. */
function initialFromHtml(distDir: string, known: readonly string[]): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const toFile = (url: string) => {
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? ''
    // Strip any configured base path by matching the longest known file the URL ends with.
    return known.find((file) => path === `/${file}` || path.endsWith(`/${file}`) || path === file) ?? null
  }
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/gi)].map((m) => m[0])
  const roots = tags.flatMap((tag) => {
    const isModuleScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag)
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag)
    const url = /(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1]
    return (isModuleScript || isPreload) && url ? [url] : []
  })
  const initial = new Set<string>()
  const visit = (file: string | null) => {
    if (file === null || initial.has(file)) return
    initial.add(file)
    const code = readFileSync(join(distDir, file), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file), match[1] ?? ''))
      visit(known.includes(target) ? target : toFile(match[1] ?? ''))
    }
  }
  for (const url of roots) visit(toFile(url))
  return initial
}

export function measureBundle(distDir: string): BundleReport {
  const dist = resolve(distDir)
  const files = javascriptFiles(dist)
  const manifestPath = join(dist, '.vite', 'manifest.json')
  const initial = existsSync(manifestPath)
    ? initialFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : initialFromHtml(dist, files)
  // index.html may name a script outside the manifest's HTML entry (the page's first request, decision
  // 0008): what it names runs on the first screen too.
  if (existsSync(manifestPath) && existsSync(join(dist, 'index.html'))) {
    for (const file of initialFromHtml(dist, files)) initial.add(file)
  }
  if (initial.size === 0) throw new Error(`no entry script found in ${distDir}`)
  const chunks = files
    .map((file) => ({
      file,
      gzipBytes: gzipBytes(readFileSync(join(dist, file))),
      isInitial: initial.has(file),
    }))
    .sort((a, b) => Number(b.isInitial) - Number(a.isInitial) || b.gzipBytes - a.gzipBytes)
  const initialGzipBytes = chunks.filter((c) => c.isInitial).reduce((sum, c) => sum + c.gzipBytes, 0)
  return { initialGzipBytes, chunks }
}

/**
 * What breaks the budget, one line each; empty when within it. The build fails above the limit; `npm test`
 * holds the first screen to the target itself (`--strict`).
 */
export function bundleBudgetProblems(
  report: BundleReport,
  initialLimitBytes = INITIAL_LIMIT_BYTES,
): string[] {
  const problems: string[] = []
  if (report.initialGzipBytes > initialLimitBytes) {
    problems.push(
      `initial JavaScript ${kib(report.initialGzipBytes)} gzipped exceeds ${kib(initialLimitBytes)}`,
    )
  }
  for (const chunk of report.chunks.filter((c) => !c.isInitial && c.gzipBytes > LAZY_CHUNK_LIMIT_BYTES)) {
    problems.push(
      `lazy chunk ${chunk.file} ${kib(chunk.gzipBytes)} gzipped exceeds ${kib(LAZY_CHUNK_LIMIT_BYTES)}`,
    )
  }
  return problems
}

export function formatBundleReport(report: BundleReport): string {
  const rows = report.chunks.map((c) => [c.file, c.isInitial ? 'initial' : 'lazy', kib(c.gzipBytes)])
  const target = report.initialGzipBytes <= INITIAL_TARGET_BYTES ? 'within' : 'over'
  return [
    formatTable(['chunk', 'loaded', 'gzip'], rows),
    '',
    `initial JavaScript: ${kib(report.initialGzipBytes)} gzipped (target ${kib(INITIAL_TARGET_BYTES)}: ${target}; ` +
      `limit ${kib(INITIAL_LIMIT_BYTES)}); lazy chunk limit ${kib(LAZY_CHUNK_LIMIT_BYTES)}`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
  const initialLimit = args.includes('--strict') ? INITIAL_TARGET_BYTES : INITIAL_LIMIT_BYTES
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`bundle size: ${distDir}/index.html not found; run \`npm run build\` first`)
    process.exit(1)
  }
  const report = measureBundle(distDir)
  const problems = bundleBudgetProblems(report, initialLimit)
  console.log(formatBundleReport(report))
  console.log(
    problems.length === 0 ? 'bundle budget: PASS' : `bundle budget: FAIL\n  ${problems.join('\n  ')}`,
  )
  process.exitCode = problems.length === 0 ? 0 : 1
}
