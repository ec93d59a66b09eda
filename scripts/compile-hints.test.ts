import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, compileHints } from './compile-hints'

// The app's own build (vite.config.ts), with source maps, into a folder of its own.
let outDir = ''
const scripts = () =>
  readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(outDir, 'assets', name), 'utf8') }))

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'compile-hints-'))
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: true } })
}, 180_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the compile hint in the built dashboard', () => {
  it('opens every large chunk, the entry first of all, and no small one', () => {
    const all = scripts()
    const large = all.filter(({ code }) => code.length >= 2 * COMPILE_HINT_MIN_BYTES)
    const small = all.filter(({ code }) => code.length < COMPILE_HINT_MIN_BYTES / 4)
    expect(large.map(({ name }) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/^index-/)]))
    expect(small.length).toBeGreaterThan(0)
    for (const { name, code } of large) expect(code.startsWith(`${COMPILE_HINT}\n`), name).toBe(true)
    for (const { name, code } of small) expect(code.includes(COMPILE_HINT), name).toBe(false)
  })

  it("keeps a hinted chunk's source map pointing at its sources", () => {
    // The drafts page's chunk is hinted; its search box's label is written once, in search-box.tsx.
    const chunk = scripts().find(({ name }) => name.startsWith('drafts-page-'))!
    expect(chunk.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true)
    const map = new TraceMap(readFileSync(join(outDir, 'assets', `${chunk.name}.map`), 'utf8'))
    const before = chunk.code.slice(0, chunk.code.indexOf('Search drafts'))
    const lines = before.split('\n')
    const original = originalPositionFor(map, { line: lines.length, column: lines.at(-1)!.length })
    expect(original.source).toMatch(/search-box\.tsx$/)
    const source = readFileSync('src/features/drafts/search-box.tsx', 'utf8').split('\n')
    expect(source[original.line! - 1]).toContain('Search drafts')
  })
})

describe('compileHints', () => {
  const modules = (bytes: number) => ({ modules: { 'a.ts': { renderedLength: bytes } } })

  it("counts the comment in a hinted chunk's name, and nothing in another's", () => {
    const augment = compileHints().augmentChunkHash as (chunk: unknown) => string | undefined
    expect(augment(modules(COMPILE_HINT_MIN_BYTES))).toBe(COMPILE_HINT)
    expect(augment(modules(COMPILE_HINT_MIN_BYTES - 1))).toBeUndefined()
  })
})
