// npm run restore -- <dir> [--force]: puts a backup made by npm run backup back where the settings name
// the server's files, on a stopped server (docs/operations.md, "Backup and restore"). The copies are
// checked first (each file's SHA-256 as backup.json recorded it, SQLite's integrity check, the audit
// chain under the server's key); a file already there is replaced only with --force, and a running
// server's file never. Each file is written beside its place and renamed over it, after SQLite's side
// files of the old one are removed (a journal left there would be replayed into the restored file).
// Exit 0 restored, 1 the backup failed a check, 2 refused or not possible.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import {
  BackupError,
  CheckFailed,
  checkIntegrity,
  databaseFiles,
  readManifest,
  sha256,
  verifyTeamCopy,
} from './backup-files'
import { askServer } from './backup'
import { environment, runAsProgram } from './team-store-file'

export async function restore(
  env: Record<string, string | undefined>,
  dir: string,
  force: boolean,
  log: (line: string) => void,
): Promise<void> {
  const files = databaseFiles(env)
  const source = resolve(dir)
  const manifest = readManifest(source)
  const places = { sandbox: files.sandbox, team: files.team }
  for (const file of manifest.files) {
    const copy = join(source, file.name)
    if (!existsSync(copy)) throw new CheckFailed(`${copy} is missing from the backup.`)
    if (sha256(copy) !== file.sha256)
      throw new CheckFailed(`${copy} is not the file the backup wrote (changed).`)
    checkIntegrity(copy)
    if (places[file.role] === null)
      throw new BackupError(
        `The settings name no file for the ${file.role} database (in memory or proxy mode).`,
      )
  }
  const team = manifest.files.find((file) => file.role === 'team')
  if (team) log(await verifyTeamCopy(files.settings, join(source, team.name)))
  for (const file of manifest.files) {
    const place = places[file.role]!
    if (file.role === 'sandbox' && (await askServer(resolve(place), '')) !== null)
      throw new BackupError(`A server is running on ${place}: stop it before restoring.`)
    if (existsSync(place) && !force)
      throw new BackupError(`${place} exists: add --force to replace it with the backup's copy.`)
  }
  for (const file of manifest.files) {
    const place = places[file.role]!
    mkdirSync(dirname(place), { recursive: true })
    const next = `${place}.restoring`
    copyFileSync(join(source, file.name), next)
    for (const side of ['-wal', '-shm', '-journal']) rmSync(`${place}${side}`, { force: true })
    renameSync(next, place)
    log(`Restored ${place} from ${join(source, file.name)} (backup of ${manifest.createdAt}).`)
  }
}

export async function main(
  env: Record<string, string | undefined>,
  args: readonly string[],
): Promise<number> {
  const dir = args.find((arg) => !arg.startsWith('--'))
  if (!dir) {
    console.error('Usage: npm run restore -- <backup folder> [--force]')
    return 2
  }
  try {
    await restore(env, dir, args.includes('--force'), (line) => console.log(line))
    return 0
  } catch (error) {
    console.error((error as Error).message)
    return error instanceof CheckFailed ? 1 : 2
  }
}

runAsProgram(import.meta.url, () => main(environment(), process.argv.slice(2)), 2)
