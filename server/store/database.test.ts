// Migrations and the draft count table the search relies on.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { migrate, openDatabase } from './database'
import { MIGRATIONS } from './migrations'

test('a file database runs in WAL mode with synchronous=FULL, and reopening does not migrate twice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'))
  try {
    const file = join(dir, 'nested', 'sandbox.db')
    const db = openDatabase(file)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    db.close()
    const again = openDatabase(file)
    migrate(again)
    expect(again.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
    again.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('draft_counts follows inserts, status changes and deletes of drafts', () => {
  const db = openDatabase(':memory:')
  db.exec(`INSERT INTO groups (id, name) VALUES ('g', 'G');
    INSERT INTO pharmacies (id, npi, name, dba) VALUES ('p', 1234567893, 'P', 'P');
    INSERT INTO drugs (ndc, ndc_formatted, package_name, form, strength, labeler, package_description, package_size, unit,
      branded, generic, require_scan, nadac_price, search_name, search_form, search_strength)
      VALUES ('00002759701', '00002-7597-01', 'A', 'f', 's', 'l', 'd', 1, 'EA', 1, 0, 0, 1, 'a', 'f', 's')`)
  const insert =
    db.prepare(`INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number, expiration_date,
    price, quantity, flags, status) VALUES (?, 1, 1, 1, '00002759701', 'A', 'L', '2027-01-01', 1, 1, ?, ?)`)
  const counts = () =>
    db.prepare('SELECT flags, count FROM draft_counts WHERE count > 0 ORDER BY flags').all()
  insert.run('a', 3, 0)
  insert.run('b', 3, 0)
  insert.run('c', 5, 1)
  expect(counts()).toEqual([{ flags: 3, count: 2 }])
  db.prepare("UPDATE drafts SET status = 0 WHERE id = 'c'").run()
  db.prepare("UPDATE drafts SET flags = 4 WHERE id = 'a'").run()
  expect(counts()).toEqual([
    { flags: 3, count: 1 },
    { flags: 4, count: 1 },
    { flags: 5, count: 1 },
  ])
  db.prepare("DELETE FROM drafts WHERE id IN ('a', 'b')").run()
  expect(counts()).toEqual([{ flags: 5, count: 1 }])
})
