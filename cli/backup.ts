// npm run backup -- <dir>: a consistent copy of each of the server's SQLite files, taken while it runs
// and writes, checked, into a new folder (docs/operations.md, "Backup and restore"). The sandbox's file
// is copied by the server that holds it (server/ops/backup-socket.ts), or read here when none runs; the
// team store's file is shared, so it is copied here. Both with SQLite's online backup: each copy holds
// every write acknowledged before it began. Then each copy passes SQLite's integrity check and the audit
// chain is verified on the copy under the server's key, and backup.json records what was written.
// Exit 0 done, 1 a copy failed its check, 2 the copy could not be made.
import Database from 'better-sqlite3'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { backupSocketPath, type BackupAnswer } from '../server/ops/backup-socket'
import {
  BackupError,
  CheckFailed,
  checkIntegrity,
  databaseFiles,
  fileRecord,
  verifyTeamCopy,
  writeManifest,
  type Manifest,
} from './backup-files'
import { environment, runAsProgram } from './team-store-file'

/** The running server's answer, or null when none listens (it is stopped: the file can be read here). */
export function askServer(databaseFile: string, to: string): Promise<BackupAnswer | null> {
  return new Promise((done, fail) => {
    const socket = connect(backupSocketPath(databaseFile))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify({ to })}\n`))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => {
      try {
        done(JSON.parse(answer) as BackupAnswer)
      } catch {
        fail(new BackupError('The server gave no answer to the backup request.'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? done(null) : fail(error),
    )
  })
}

async function copySandbox(file: string, to: string): Promise<void> {
  const answer = await askServer(file, to)
  if (answer && 'error' in answer) throw new BackupError(`The server could not copy ${file}: ${answer.error}`)
  if (answer) return
  await copyFile(file, to)
}

async function copyFile(file: string, to: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`)
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    await db.backup(to, { progress: ({ totalPages }) => totalPages })
  } catch (error) {
    throw new BackupError(`Cannot copy ${file}: ${(error as Error).message}`)
  } finally {
    db.close()
  }
}

export async function backup(
  env: Record<string, string | undefined>,
  dir: string,
  log: (line: string) => void,
): Promise<Manifest> {
  const files = databaseFiles(env)
  const target = resolve(dir)
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new BackupError(`${target} is not empty: give each backup a new folder.`)
  mkdirSync(target, { recursive: true })
  const manifest: Manifest = { createdAt: new Date().toISOString(), files: [], audit: null }
  const copies: { role: 'sandbox' | 'team'; from: string; copy: string }[] = []
  if (files.sandbox) {
    const copy = join(target, 'sandbox.db')
    await copySandbox(resolve(files.sandbox), copy)
    copies.push({ role: 'sandbox', from: files.sandbox, copy })
  }
  if (files.team) {
    const copy = join(target, 'team.db')
    await copyFile(files.team, copy)
    copies.push({ role: 'team', from: files.team, copy })
  }
  if (copies.length === 0) throw new BackupError('The settings name no database file (all in memory).')
  for (const { copy } of copies) checkIntegrity(copy)
  const team = copies.find((c) => c.role === 'team')
  if (team) {
    manifest.audit = await verifyTeamCopy(files.settings, team.copy)
  }
  for (const { role, from, copy } of copies) {
    manifest.files.push(fileRecord(role, from, copy))
    log(`Copied ${from} to ${copy}: integrity check ok.`)
  }
  if (manifest.audit) log(manifest.audit)
  writeManifest(target, manifest)
  log(`Backup written to ${target} (${manifest.files.length} files and backup.json).`)
  return manifest
}

export async function main(
  env: Record<string, string | undefined>,
  args: readonly string[],
): Promise<number> {
  const [dir] = args
  if (!dir) {
    console.error('Usage: npm run backup -- <new folder>')
    return 2
  }
  try {
    await backup(env, dir, (line) => console.log(line))
    return 0
  } catch (error) {
    console.error((error as Error).message)
    return error instanceof CheckFailed ? 1 : 2
  }
}

runAsProgram(import.meta.url, () => main(environment(), process.argv.slice(2)), 2)
