// The running sandbox copies its own database file on request (npm run backup, cli/backup.ts). The file
// belongs to the one process that opened it (exclusive locking, decision 0012), so no other process can
// read it while the server runs; the server makes the copy with SQLite's online backup on its own
// connection, so every write it acknowledged before the request is in the copy and writes go on meanwhile.
// The request comes over a Unix socket beside the file, readable and writable by its owner only: whoever
// may use it may read the database file anyway, so it needs no token of its own.
import { chmodSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { isAbsolute } from 'node:path'
import type { Db } from '../store/sqlite/database'

/** The socket of the server holding `databaseFile`. */
export const backupSocketPath = (databaseFile: string) => `${databaseFile}.backup.sock`

export type BackupAnswer = { pages: number } | { error: string }

/** Listens for `{ "to": "/absolute/file" }` lines and answers each with one line; stop() closes and removes it. */
export async function listenForBackups(db: Db, databaseFile: string): Promise<{ stop: () => Promise<void> }> {
  const path = backupSocketPath(databaseFile)
  // A socket left by a server that was killed: nobody listens on it any more (main.ts holds the file's
  // lock before this runs, so no other server of this file is running).
  rmSync(path, { force: true })
  const server: Server = createServer((socket) => {
    let input = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      input += chunk
      if (input.length > 4096) return socket.destroy()
      const end = input.indexOf('\n')
      if (end < 0) return
      void copyTo(db, input.slice(0, end)).then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  chmodSync(path, 0o600)
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(path, { force: true })
      }),
  }
}

async function copyTo(db: Db, line: string): Promise<BackupAnswer> {
  let to: unknown
  try {
    to = (JSON.parse(line) as { to?: unknown }).to
  } catch {
    return { error: 'The request is not JSON.' }
  }
  if (typeof to !== 'string' || !isAbsolute(to)) return { error: 'Name the copy by an absolute path.' }
  try {
    // All remaining pages in each step: a long copy in small steps restarts whenever another connection
    // writes; this connection's own writes go into the copy as they happen.
    const { totalPages } = await db.backup(to, { progress: ({ totalPages: pages }) => pages })
    return { pages: totalPages }
  } catch (error) {
    return { error: (error as Error).message }
  }
}
