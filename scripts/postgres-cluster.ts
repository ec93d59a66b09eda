// A throwaway PostgreSQL cluster for the tests and the benchmarks: initdb in a temporary folder, the
// server listening on a unix socket in that folder only (no TCP port, so runs never collide), removed
// again by stop(). Found in Debian's /usr/lib/postgresql/<version>/bin or on the PATH; as root on Debian
// it is installed when missing (as scripts/ensure-browser.ts does for Chromium), otherwise the error is
// one line saying what to install. initdb refuses to run as root: as root the cluster belongs to the
// `postgres` user the Debian package creates, and its programs run as that user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export const INSTALL_HINT =
  'No PostgreSQL server for the tests: install it with `apt-get install -y postgresql` (Debian, as root) or your system’s postgresql package (initdb and postgres on the PATH), then run the tests again.'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version')

/** The folder holding initdb and postgres: Debian's newest version first, then the PATH. */
export function postgresBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return join(debian, versions[0], 'bin')
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  const initdb = which.status === 0 ? which.stdout.trim() : ''
  return initdb && existsSync(initdb) ? join(initdb, '..') : undefined
}

/** The binaries' folder, installing PostgreSQL first where this machine allows it; throws INSTALL_HINT otherwise. */
export function ensurePostgres(log: (line: string) => void = console.log): string {
  const found = postgresBinDir()
  if (found) return found
  if (isRoot && hasApt) {
    log('postgres: no PostgreSQL found; installing it from Debian')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'postgresql'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 10 * 60_000 })
      if (result.status !== 0) break
    }
  }
  const installed = postgresBinDir()
  if (!installed) throw new Error(INSTALL_HINT)
  return installed
}

export type ClusterOptions = {
  /**
   * false: fsync and full-page writes off, for tests that never crash the machine (faster). Never for a
   * durability test or a benchmark: those run with PostgreSQL's defaults.
   */
  fsync: boolean
  /** Extra server settings (name -> value), e.g. max_connections. */
  settings?: Record<string, string>
}

export type Cluster = {
  /** postgres://postgres@localhost/postgres?host=<socket folder> */
  url: string
  /** The URL of another database of this cluster. */
  urlOf(database: string): string
  /** Stops the server at once, as a crash or a power cut would (SIGKILL), and waits until it is gone. */
  kill(): Promise<void>
  /** Starts the server again over the same data (after kill or stop). */
  restart(): Promise<void>
  /** Stops the server (fast shutdown) and removes its folder. Idempotent. */
  stop(): Promise<void>
}

const USER = 'postgres'

/** As root, the uid and gid of the postgres user, for the cluster's files and programs; {} otherwise. */
function owner(): { uid?: number; gid?: number } {
  if (!isRoot) return {}
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error(`${INSTALL_HINT} (no '${USER}' user to run it as)`)
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`postgres exited with ${server.exitCode}: ${output().trim()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.query('SELECT 1')
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`postgres did not answer in 30 s: ${String(error)}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await client.end().catch(() => undefined)
    }
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const bin = ensurePostgres()
  const user = owner()
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-pg-'))
  const data = join(dir, 'data')
  if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid)
  const initdb = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', timeout: 120_000, ...user },
  )
  if (initdb.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed: ${(initdb.stderr || String(initdb.error)).trim()}`)
  }
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: dir,
    max_connections: '200',
    ...(options.fsync ? {} : { fsync: 'off', full_page_writes: 'off' }),
    ...options.settings,
  }
  const args = [
    '-D',
    data,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]
  const urlOf = (database: string) =>
    `postgres://${USER}@localhost/${database}?host=${encodeURIComponent(dir)}`
  const url = urlOf('postgres')

  let server: ChildProcess | undefined
  // The server and everything it starts form one process group, so kill() takes them all at once.
  const killGroup = (signal: NodeJS.Signals) => {
    if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, signal)
      } catch {
        // already gone
      }
    }
  }
  const onExit = () => killGroup('SIGKILL')
  process.once('exit', onExit)

  const launch = async () => {
    const child = spawn(join(bin, 'postgres'), args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server = child
    await waitUntilReady(url, child, () => output)
  }
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return resolve()
      server.once('exit', () => resolve())
    })

  try {
    await launch()
  } catch (error) {
    killGroup('SIGKILL')
    process.removeListener('exit', onExit)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  let stopped = false
  return {
    url,
    urlOf,
    async kill() {
      killGroup('SIGKILL')
      await exited()
    },
    restart: launch,
    async stop() {
      if (stopped) return
      stopped = true
      killGroup('SIGINT')
      await exited()
      process.removeListener('exit', onExit)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
