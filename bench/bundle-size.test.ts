import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LAZY_CHUNK_LIMIT_BYTES,
  PAGE_BUDGETS,
  bundleBudgetProblems,
  formatBundleReport,
  gzipBytes,
  measureBundle,
  type PageBudget,
} from './bundle-size'

// A tiny dist/ as Vite writes it: the HTML entry imports a vendor chunk, which imports a helper; the
// drafts page (loaded with import()) imports the vendor chunk and a form chunk; its chart comes later
// still, by import(), so it is not part of the page's first screen.

let dist: string
const write = (file: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), content)
}
const size = (content: string | Buffer) => gzipBytes(Buffer.from(content))

const ENTRY = 'import{r as e}from"./vendor-B2x.js";const t=()=>import("./drafts-page-C9a.js");e(t);'
const VENDOR = 'import{h as o}from"./helper-A1.js";export const r=n=>o(n);'
const HELPER = 'export const h=n=>n;'
const PAGE =
  'import{r as e}from"./vendor-B2x.js";import"./form-F1.js";export default()=>import("./chart-X.js")'
const FORM = 'export const f=1;'
const CHART = 'export const c=2;'
const KIB = 1024

const PAGES: PageBudget[] = [
  { page: 'drafts', module: 'src/features/drafts/drafts-page.tsx', budgetBytes: 180 * KIB },
  { page: 'sandbox', module: 'src/features/sandbox/sandbox-page.tsx', budgetBytes: null },
]

/** Deterministic bytes that gzip cannot shrink (xorshift), to push a chunk over a budget. */
function incompressible(bytes: number): Buffer {
  const out = Buffer.alloc(bytes)
  let x = 2463534242
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

function writeDist() {
  write('index.html', '<!doctype html><html><body><div id="root"></div></body></html>')
  write('assets/index-D4f.js', ENTRY)
  write('assets/vendor-B2x.js', VENDOR)
  write('assets/helper-A1.js', HELPER)
  write('assets/drafts-page-C9a.js', PAGE)
  write('assets/form-F1.js', FORM)
  write('assets/chart-X.js', CHART)
  write('assets/sandbox-page-S.js', 'export default 3')
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index-D4f.js',
        isEntry: true,
        imports: ['_vendor-B2x.js'],
        dynamicImports: ['src/features/drafts/drafts-page.tsx', 'src/features/sandbox/sandbox-page.tsx'],
      },
      '_vendor-B2x.js': { file: 'assets/vendor-B2x.js', imports: ['_helper-A1.js'] },
      '_helper-A1.js': { file: 'assets/helper-A1.js' },
      '_form-F1.js': { file: 'assets/form-F1.js' },
      'src/features/drafts/drafts-page.tsx': {
        file: 'assets/drafts-page-C9a.js',
        isDynamicEntry: true,
        imports: ['_vendor-B2x.js', '_form-F1.js'],
        dynamicImports: ['src/features/drafts/chart.tsx'],
      },
      'src/features/drafts/chart.tsx': { file: 'assets/chart-X.js', isDynamicEntry: true },
      'src/features/sandbox/sandbox-page.tsx': { file: 'assets/sandbox-page-S.js', isDynamicEntry: true },
    }),
  )
  write(
    '.vite/module-sizes.json',
    JSON.stringify({
      'assets/helper-A1.js': [{ id: 'node_modules/helper/index.js', bytes: 20 }],
      'assets/vendor-B2x.js': [
        { id: 'react-dom/client.js', bytes: 30 },
        { id: 'src/app/vendor.ts', bytes: 10 },
      ],
    }),
  )
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-size-'))
})
afterEach(() => {
  rmSync(dist, { recursive: true, force: true })
})

describe('measureBundle', () => {
  it("counts, per page, the entry, the page's chunk and their static imports, not what comes by import()", () => {
    writeDist()
    const [drafts, sandbox] = measureBundle(dist, PAGES).pages
    expect(drafts?.files.sort()).toEqual([
      'assets/drafts-page-C9a.js',
      'assets/form-F1.js',
      'assets/helper-A1.js',
      'assets/index-D4f.js',
      'assets/vendor-B2x.js',
    ])
    expect(drafts?.gzipBytes).toBe(size(ENTRY) + size(VENDOR) + size(HELPER) + size(PAGE) + size(FORM))
    expect(sandbox?.files).toHaveLength(4)
    expect(measureBundle(dist, PAGES).lazyChunks.map((c) => c.file)).toEqual(['assets/chart-X.js'])
    expect(bundleBudgetProblems(measureBundle(dist, PAGES))).toEqual([])
  })

  it('fails a page over its budget, naming the page and its largest modules', () => {
    writeDist()
    write('assets/vendor-B2x.js', Buffer.concat([Buffer.from(`${VENDOR}//`), incompressible(180 * KIB)]))
    const report = measureBundle(dist, PAGES)
    const problems = bundleBudgetProblems(report)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^drafts: first screen 18\d\.\d KiB gzipped exceeds its budget of 180\.0 KiB; largest modules: react-dom\/client\.js 13\d\.\d KiB, src\/app\/vendor\.ts 4\d\.\d KiB, node_modules\/helper\/index\.js/,
    )
    // The sandbox page has no budget: measured and shown, never failed.
    expect(formatBundleReport(report)).toMatch(/sandbox +\d+\.\d KiB +-/)
  })

  it('fails a chunk loaded later over 130 KiB', () => {
    writeDist()
    write(
      'assets/chart-X.js',
      Buffer.concat([Buffer.from(`${CHART}//`), incompressible(LAZY_CHUNK_LIMIT_BYTES)]),
    )
    expect(bundleBudgetProblems(measureBundle(dist, PAGES))).toEqual([
      expect.stringMatching(/^lazy chunk assets\/chart-X\.js .* exceeds 130\.0 KiB$/),
    ])
  })

  it("measures a page of its own (sign-in.html) alone: its HTML, script and stylesheet, none of the app's", () => {
    writeDist()
    const SIGN_IN_HTML = '<!doctype html><html><body><form></form></body></html>'
    const SIGN_IN_JS = 'document.querySelector("form");'
    const SIGN_IN_CSS = 'main{margin:0 auto}'
    write('sign-in.html', SIGN_IN_HTML)
    write('assets/sign-in-Q.js', SIGN_IN_JS)
    write('assets/sign-in-Q.css', SIGN_IN_CSS)
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as object
    write(
      '.vite/manifest.json',
      JSON.stringify({
        ...manifest,
        'sign-in.html': { file: 'assets/sign-in-Q.js', isEntry: true, css: ['assets/sign-in-Q.css'] },
      }),
    )
    const pages = [...PAGES, { page: 'sign-in', module: 'sign-in.html', budgetBytes: 120 * KIB }]
    const [drafts, , signIn] = measureBundle(dist, pages).pages
    expect(signIn?.files).toEqual(['sign-in.html', 'assets/sign-in-Q.js', 'assets/sign-in-Q.css'])
    expect(signIn?.gzipBytes).toBe(size(SIGN_IN_HTML) + size(SIGN_IN_JS) + size(SIGN_IN_CSS))
    // The sign-in page's entry is no part of an app page's first screen.
    expect(drafts?.files).not.toContain('assets/sign-in-Q.js')
    expect(drafts?.gzipBytes).toBe(size(ENTRY) + size(VENDOR) + size(HELPER) + size(PAGE) + size(FORM))
  })

  it('refuses a page the build does not have, and a dist without a manifest', () => {
    writeDist()
    expect(() =>
      measureBundle(dist, [{ page: 'gone', module: 'src/features/gone.tsx', budgetBytes: 1 }]),
    ).toThrow(/src\/features\/gone\.tsx \(gone\) is not in the build manifest/)
    rmSync(join(dist, '.vite'), { recursive: true })
    expect(() => measureBundle(dist, PAGES)).toThrow(/manifest\.json not found/)
  })
})

describe('PAGE_BUDGETS', () => {
  it('names each page by the module the router loads for it; with the targets its budget heads for', () => {
    // With sign-in mode's own pages, which its start adds to the router (src/app/team-routes.tsx).
    const router = ['router.tsx', 'team-routes.tsx']
      .map((file) => readFileSync(new URL(`../src/app/${file}`, import.meta.url), 'utf8'))
      .join('\n')
    for (const { module } of PAGE_BUDGETS) {
      if (module.endsWith('.html')) continue
      expect(router).toContain(`import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`)
    }
    const targets = Object.fromEntries(
      PAGE_BUDGETS.map((p) => [p.page, p.targetBytes && p.targetBytes / KIB]),
    )
    expect(targets).toMatchObject({
      drafts: 150,
      'listing edit': 195,
      'create listing': 195,
      'cash-offer edit': 195,
      'group NPIs': 175,
      'NDC statistics': 185,
      users: 190,
      'audit log': 206,
      'sign-in': 120,
    })
  })
})
