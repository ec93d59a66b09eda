// The audit key's file: made on first use (mode 0600, once however many start together), read after,
// refused when too short, never made by a program that only reads it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { AuditKeyError, loadAuditKey } from './audit-key'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'audit-key-')))

test('made when absent, readable by its owner only, and the same key when read again', () => {
  const file = join(fresh(), 'nested', 'audit.key')
  const made = loadAuditKey(file, { create: true })
  expect(made.created).toBe(true)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}\n$/)
  const read = loadAuditKey(file, { create: true })
  expect(read.created).toBe(false)
  expect(read.seal.keyCheck(1)).toBe(made.seal.keyCheck(1))
})

test('made once: every later load beside it reads the one key', () => {
  const file = join(fresh(), 'audit.key')
  const loads = Array.from({ length: 5 }, () => loadAuditKey(file, { create: true }))
  expect(loads.filter((load) => load.created)).toHaveLength(1)
  expect(new Set(loads.map((load) => load.seal.keyCheck(1))).size).toBe(1)
})

test('a key shorter than 32 characters is refused; a reader does not make a missing one', () => {
  const short = join(fresh(), 'short.key')
  writeFileSync(short, 'too-short\n')
  expect(() => loadAuditKey(short, { create: true })).toThrow(
    new AuditKeyError(
      `The audit key AUDIT_KEY_FILE=${JSON.stringify(short)} holds 9 characters: it needs at least 32.`,
    ),
  )
  const missing = join(dir, 'missing.key')
  expect(() => loadAuditKey(missing, { create: false })).toThrow(
    /^Cannot read the audit key AUDIT_KEY_FILE=.*ENOENT/,
  )
  expect(() => statSync(missing)).toThrow()
})

test('no file: a key in memory of its own each time', () => {
  expect(loadAuditKey(null, { create: false }).seal.keyCheck(1)).not.toBe(
    loadAuditKey(null, { create: false }).seal.keyCheck(1),
  )
})
