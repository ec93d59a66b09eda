import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  INITIAL_LIMIT_BYTES,
  INITIAL_TARGET_BYTES,
  LAZY_CHUNK_LIMIT_BYTES,
  bundleBudgetProblems,
  gzipBytes,
  measureBundle,
} from './bundle-size'

// A tiny dist/ as Vite writes it: an entry importing a vendor chunk, which imports a shared helper, and a
// route chunk loaded with import(). Built once with a manifest and once with only index.html.

let dist: string
const write = (file: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), content)
}
const size = (content: string | Buffer) => gzipBytes(Buffer.from(content))

const ENTRY = 'import{r as e}from"./vendor-B2x.js";const t=()=>import("./drafts-page-C9a.js");e(t);'
const VENDOR = 'import{h as o}from"./helper-A1.js";export const r=n=>o(n);'
const HELPER = 'export const h=n=>n;'
const ROUTE = 'import{r as e}from"./vendor-B2x.js";export default function p(){return e(1)}'
const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-D4f.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2x.js">
<link rel="stylesheet" crossorigin href="/assets/index-E5.css">
</head><body><div id="root"></div></body></html>`

/** Deterministic bytes that gzip cannot shrink (xorshift), to push a chunk over a limit. */
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

function writeDist(withManifest: boolean) {
  write('index.html', INDEX_HTML)
  write('assets/index-D4f.js', ENTRY)
  write('assets/vendor-B2x.js', VENDOR)
  write('assets/helper-A1.js', HELPER)
  write('assets/drafts-page-C9a.js', ROUTE)
  write('assets/index-E5.css', 'body{margin:0}')
  if (!withManifest) return
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index-D4f.js',
        isEntry: true,
        imports: ['_vendor-B2x.js'],
        dynamicImports: ['src/features/drafts/drafts-page.tsx'],
      },
      '_vendor-B2x.js': { file: 'assets/vendor-B2x.js', imports: ['_helper-A1.js'] },
      '_helper-A1.js': { file: 'assets/helper-A1.js' },
      'src/features/drafts/drafts-page.tsx': {
        file: 'assets/drafts-page-C9a.js',
        isDynamicEntry: true,
        imports: ['_vendor-B2x.js'],
      },
    }),
  )
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-size-'))
})
afterEach(() => {
  rmSync(dist, { recursive: true, force: true })
})

describe.each([
  ['with the build manifest', true],
  ['from index.html and static imports', false],
])('measureBundle %s', (_label, withManifest) => {
  it('counts the entry and its static imports as initial, the import() chunk as lazy', () => {
    writeDist(withManifest)
    const report = measureBundle(dist)
    expect(report.chunks).toHaveLength(4)
    expect(Object.fromEntries(report.chunks.map((c) => [c.file, c.isInitial]))).toEqual({
      'assets/index-D4f.js': true,
      'assets/vendor-B2x.js': true,
      'assets/helper-A1.js': true,
      'assets/drafts-page-C9a.js': false,
    })
    expect(report.chunks.find((c) => c.file === 'assets/drafts-page-C9a.js')?.gzipBytes).toBe(size(ROUTE))
    expect(report.initialGzipBytes).toBe(size(ENTRY) + size(VENDOR) + size(HELPER))
    expect(bundleBudgetProblems(report)).toEqual([])
  })

  it('reports an initial bundle over 220 KiB and a lazy chunk over 130 KiB', () => {
    writeDist(withManifest)
    write(
      'assets/helper-A1.js',
      Buffer.concat([Buffer.from(`${HELPER}//`), incompressible(INITIAL_LIMIT_BYTES)]),
    )
    write(
      'assets/drafts-page-C9a.js',
      Buffer.concat([Buffer.from(`${ROUTE}//`), incompressible(LAZY_CHUNK_LIMIT_BYTES)]),
    )
    const report = measureBundle(dist)
    expect(report.initialGzipBytes).toBeGreaterThan(INITIAL_LIMIT_BYTES)
    const problems = bundleBudgetProblems(report)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^initial JavaScript .* exceeds 220\.0 KiB$/)
    expect(problems[1]).toMatch(/^lazy chunk assets\/drafts-page-C9a\.js .* exceeds 130\.0 KiB$/)
  })

  it('holds the first screen to the 180 KiB target when asked to (npm test), not only to the limit', () => {
    writeDist(withManifest)
    write(
      'assets/helper-A1.js',
      Buffer.concat([Buffer.from(`${HELPER}//`), incompressible(INITIAL_TARGET_BYTES)]),
    )
    const report = measureBundle(dist)
    expect(report.initialGzipBytes).toBeGreaterThan(INITIAL_TARGET_BYTES)
    expect(report.initialGzipBytes).toBeLessThan(INITIAL_LIMIT_BYTES)
    expect(bundleBudgetProblems(report)).toEqual([])
    expect(bundleBudgetProblems(report, INITIAL_TARGET_BYTES)).toEqual([
      expect.stringMatching(/^initial JavaScript .* exceeds 180\.0 KiB$/),
    ])
  })
})

describe('measureBundle without an entry', () => {
  it('refuses a dist whose index.html loads no module script', () => {
    write('index.html', '<!doctype html><html><body></body></html>')
    write('assets/orphan-A.js', HELPER)
    expect(() => measureBundle(dist)).toThrow(/no entry script/)
  })
})
