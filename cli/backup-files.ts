// What npm run backup and npm run restore share (docs/operations.md, "Backup and restore"): which files
// the server's settings name, how a copy is checked, and the record a backup leaves beside its copies.
import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { readSettings } from '../server/config'
import { readTeamSettings, type TeamSettings } from '../server/auth/team-settings'
import { auditKeyOf, openTeamStore } from '../server/auth/team-store-open'
import { describeVerdict, verifyAuditLog } from './audit-verify'

export class BackupError extends Error {}
/** A copy that fails a check (exit 1), apart from a backup or restore that cannot be done (exit 2). */
export class CheckFailed extends BackupError {}

/** The server's SQLite files: the sandbox's (none in proxy mode) and the team store's (none in memory). */
export type DatabaseFiles = { sandbox: string | null; team: string | null; settings: TeamSettings }

export function databaseFiles(env: Record<string, string | undefined>): DatabaseFiles {
  const settings = readSettings(env)
  if (settings.databaseUrl !== undefined)
    throw new BackupError(
      'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump and restore it with pg_restore (docs/operations.md, "Backup and restore").',
    )
  const team = readTeamSettings(env, settings.database)
  const file = (name: string) => (name === ':memory:' || name === '' ? null : name)
  return {
    sandbox: settings.upstreamUrl === undefined ? file(settings.database) : null,
    team: file(team.teamDatabase),
    settings: team,
  }
}

/** The record written beside the copies: what each is, and what the checks found. */
export type Manifest = {
  createdAt: string
  files: { role: 'sandbox' | 'team'; name: string; from: string; bytes: number; sha256: string }[]
  audit: string | null
}

export const MANIFEST = 'backup.json'

export const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

export const fileRecord = (role: 'sandbox' | 'team', from: string, copy: string) => {
  const bytes = readFileSync(copy)
  return {
    role,
    name: basename(copy),
    from,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}

export const writeManifest = (dir: string, manifest: Manifest) =>
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

export function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup made by npm run backup.`)
  }
}

/** SQLite's own check of a copy: every page and index readable and consistent. */
export function checkIntegrity(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[]
    const found = rows.map((row) => row.integrity_check)
    if (found.join() !== 'ok') throw new CheckFailed(`${file} is damaged: ${found.slice(0, 3).join('; ')}`)
  } finally {
    db.close()
  }
}

/**
 * The audit chain of a team store copy, verified under the server's key (never made here). Opening a
 * store writes (its side files, a migration), so the check reads a scratch copy and the copy stays as made.
 */
export async function verifyTeamCopy(settings: TeamSettings, file: string): Promise<string> {
  const scratch = `${file}.check`
  copyFileSync(file, scratch)
  try {
    const location = { engine: 'sqlite', file: scratch } as const
    const store = await openTeamStore(location, auditKeyOf(settings, location, { create: false }))
    try {
      const verdict = await verifyAuditLog(store)
      const line = describeVerdict(verdict, file).replace(scratch, file)
      if (verdict.broken) throw new CheckFailed(line)
      return line
    } finally {
      await store.close()
    }
  } finally {
    for (const side of ['', '-wal', '-shm']) rmSync(`${scratch}${side}`, { force: true })
  }
}
