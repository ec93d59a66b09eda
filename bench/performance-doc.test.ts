import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/performance.md is the reader's page (the targets, how each is measured, the latest figures); the
// dated runs go to bench/performance-log.md so that the page stays short. Code and docs name a section of
// either as `docs/performance.md, section "Heading"` (or `bench/performance-log.md, "Heading"`): a section
// renamed or moved from one to the other must take its references along, or this fails.

const ROOT = join(import.meta.dirname, '..')
const DOC = 'docs/performance.md'
const LOG = 'bench/performance-log.md'
const MAX_DOC_LINES = 250
/** Where references live: the docs, the code and its comments. Generated and installed folders are not. */
const SCANNED = ['README.md', 'docs', 'src', 'server', 'bench', 'e2e', 'scripts', 'cli', 'deploy']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report'])
/** This file's own examples are not references. */
const THIS_FILE = 'bench/performance-doc.test.ts'
const TEXT_FILE = /\.(md|ts|tsx|js|mjs|css|cfg|ya?ml)$/

export type SectionReference = { file: typeof DOC | typeof LOG; section: string }

/** The text as one line: a comment or paragraph wrapped over lines reads as it would unwrapped. */
const unwrapped = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*(?!\/))?[ \t]*/g, ' ')

/** Every `docs/performance.md, section "…"` and `bench/performance-log.md, "…"` in a file's text. */
export function sectionReferences(text: string): SectionReference[] {
  const pattern = /(docs\/performance\.md|bench\/performance-log\.md)`?,\s+(?:section\s+)?"([^"]+)"/g
  return [...unwrapped(text).matchAll(pattern)].map((m) => ({
    file: m[1] as SectionReference['file'],
    section: m[2]!,
  }))
}

/**
 * Inside docs/performance.md: `the log's "…"` names a section of the log, and `section "…"` with no file
 * before it one of the page's own.
 */
export function pageReferences(page: string): SectionReference[] {
  const text = unwrapped(page)
  const ofLog = [...text.matchAll(/the log's "([^"]+)"/g)].map((m) => ({ file: LOG, section: m[1]! }))
  const own = [...text.matchAll(/(?<!\.md`?, )section "([^"]+)"/g)].map((m) => ({
    file: DOC,
    section: m[1]!,
  }))
  return [...ofLog, ...own] as SectionReference[]
}

export const headings = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim())

function textFiles(path: string): string[] {
  const full = join(ROOT, path)
  if (TEXT_FILE.test(path)) return [path]
  let entries
  try {
    entries = readdirSync(full, { withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((e) => !e.name.startsWith('.') && !SKIPPED_DIRS.has(e.name))
    .flatMap((e) => (e.isDirectory() || TEXT_FILE.test(e.name) ? textFiles(join(path, e.name)) : []))
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

describe('the performance page and its log', () => {
  it(`keeps docs/performance.md under ${MAX_DOC_LINES} lines`, () => {
    expect(read(DOC).split('\n').length).toBeLessThan(MAX_DOC_LINES)
  })

  it('finds a reference wrapped over the lines of a comment or a paragraph', () => {
    const comment = `// as measured (bench/performance-log.md, section "2026-11-27, 19:40 to 20:20:\n  // compile hints")`
    const doc =
      'figures in `docs/performance.md`, section "Sign-in\'s\n  added cost"; and (docs/performance.md, "Soak")'
    expect(sectionReferences(comment)).toEqual([
      { file: LOG, section: '2026-11-27, 19:40 to 20:20: compile hints' },
    ])
    expect(sectionReferences(doc)).toEqual([
      { file: DOC, section: "Sign-in's added cost" },
      { file: DOC, section: 'Soak' },
    ])
  })

  it('has every section that a comment or a doc names', () => {
    const sections = { [DOC]: new Set(headings(read(DOC))), [LOG]: new Set(headings(read(LOG))) }
    const scanned = SCANNED.flatMap(textFiles).filter((path) => path !== THIS_FILE)
    const references = scanned.flatMap((path) => {
      const text = read(path)
      const found =
        path === DOC ? [...sectionReferences(text), ...pageReferences(text)] : sectionReferences(text)
      return found.map((r) => ({ ...r, in: path }))
    })
    // Both files are named in the tree (decisions, comments, the page itself): none found means a broken scan.
    expect(new Set(references.map((r) => r.file))).toEqual(new Set([DOC, LOG]))
    const missing = references.filter((r) => !sections[r.file].has(r.section))
    expect(missing).toEqual([])
  })
})
