// Opening a database: WAL and durability settings, the file held by its one connection, migrations.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parseScenario } from '../scenario-file'
import { testScenario } from '../../test-fixture'
import {
  isDatabaseLocked,
  isEmptyDatabase,
  openDatabase,
  SANDBOX_MIGRATIONS,
  type Db,
  loadScenario,
} from './database'

const applied = (db: Db) => db.prepare('SELECT name FROM applied_migrations ORDER BY name').pluck().all()

test('a file database runs in WAL mode with synchronous=FULL, and reopening does not migrate twice', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'))
  try {
    const file = join(dir, 'nested', 'sandbox.db')
    const db = await openDatabase(file)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(applied(db)).toEqual(SANDBOX_MIGRATIONS.map((m) => m.name))
    db.close()
    const again = await openDatabase(file)
    expect(applied(again)).toEqual(SANDBOX_MIGRATIONS.map((m) => m.name))
    again.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a file database belongs to the connection that opened it: a second one is refused as locked', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'))
  try {
    const file = join(dir, 'sandbox.db')
    const db = await openDatabase(file)
    expect(db.pragma('locking_mode', { simple: true })).toBe('exclusive')
    let refusal: unknown
    try {
      ;(await openDatabase(file)).close()
    } catch (error) {
      refusal = error
    }
    expect(isDatabaseLocked(refusal)).toBe(true)
    // Once the first is closed, the file opens again with everything it held.
    db.prepare("INSERT INTO settings (name, value) VALUES ('kept', 'yes')").run()
    db.close()
    const again = await openDatabase(file)
    expect(again.prepare("SELECT value FROM settings WHERE name = 'kept'").pluck().get()).toBe('yes')
    again.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the schema has no draft_counts table nor its triggers, and draft writes move draft_versions', async () => {
  const db = await openDatabase(':memory:')
  const names = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE '%count%'").pluck().all()
  expect(names).toEqual([])
  db.exec(`INSERT INTO groups (id, name) VALUES ('g', 'G');
    INSERT INTO pharmacies (id, npi, name, dba) VALUES ('p', 1234567893, 'P', 'P');
    INSERT INTO drugs (ndc, ndc_formatted, package_name, form, strength, labeler, package_description, package_size, unit,
      branded, generic, require_scan, nadac_price, search_name, search_form, search_strength)
      VALUES ('00002759701', '00002-7597-01', 'A', 'f', 's', 'l', 'd', 1, 'EA', 1, 0, 0, 1, 'a', 'f', 's');
    INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number, expiration_date,
      price, quantity, flags, status) VALUES ('a', 1, 1, 1, '00002759701', 'A', 'L', '2027-01-01', 1, 1, 3, 0);
    DELETE FROM drafts WHERE id = 'a';`)
  expect(db.prepare('SELECT version FROM draft_versions').pluck().get()).toBe(2)
})

test('a new database is empty, and holds the scenario once loaded: 9 drafts, 8 of them Pending', async () => {
  const db = await openDatabase(':memory:')
  expect(isEmptyDatabase(db)).toBe(true)
  await loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  expect(isEmptyDatabase(db)).toBe(false)
  expect(db.prepare('SELECT count(*) AS n FROM drafts').get()).toEqual({ n: 9 })
  expect(db.prepare('SELECT count(*) AS n FROM drafts WHERE status = 0').get()).toEqual({ n: 8 })
  db.close()
})
