// The audit log's key from its file (AUDIT_KEY_FILE, or audit.key beside the team store's file): read
// when it is there; made when it is not (32 random bytes, mode 0600), so `npm start` keys the demo's log
// with no setting. Made atomically (written aside, then linked into place): instances starting together
// beside one file all read the one key. A key in memory for a store in memory.
import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { AuditSeal } from '../store/audit-seal'

export class AuditKeyError extends Error {}

const MIN_KEY_LENGTH = 32

/** The key of `file`, made first when absent and `create`; `created`: made just now. */
export function loadAuditKey(
  file: string | null,
  options: { create: boolean },
): { seal: AuditSeal; created: boolean } {
  if (file === null) return { seal: AuditSeal.random(), created: true }
  let created = false
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !options.create)
      throw new AuditKeyError(
        `Cannot read the audit key AUDIT_KEY_FILE=${JSON.stringify(file)}: ${(error as Error).message}`,
      )
    created = makeKeyFile(file)
    text = readFileSync(file, 'utf8')
  }
  const key = text.replace(/\r?\n$/, '')
  if (key.length < MIN_KEY_LENGTH)
    throw new AuditKeyError(
      `The audit key AUDIT_KEY_FILE=${JSON.stringify(file)} holds ${key.length} characters: it needs at least ${MIN_KEY_LENGTH}.`,
    )
  return { seal: new AuditSeal(Buffer.from(key, 'utf8')), created }
}

/** Writes a new key to `file` unless another process did first; answers whether this one did. */
function makeKeyFile(file: string): boolean {
  mkdirSync(dirname(file), { recursive: true })
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(aside, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(aside, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(aside)
  }
}
