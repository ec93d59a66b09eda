// Several sandbox processes (server/main.ts) on one PostgreSQL database with HAProxy in front, run from
// deploy/haproxy.cfg as it is, for the multi-instance tests (balancer.postgres.test.ts). Callers are
// told apart by their source address: every address of 127/8 is this machine, so a test binds each
// caller to one of its own (127.0.0.1 stays the balancer's, the only address the instances trust).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { connect, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const BALANCER_CONFIG = 'deploy/haproxy.cfg'
/** The address the balancer connects to the instances from (TRUST_PROXY of every instance). */
const BALANCER_ADDRESS = '127.0.0.1'

/** HAProxy: HAPROXY when set, else the PATH, else Debian's /usr/sbin (not on a user's PATH); undefined when absent. */
export function findHaproxy(): string | undefined {
  const named = process.env.HAPROXY
  if (named !== undefined) return existsSync(named) ? named : undefined
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim()
  return ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
}

/** `n` TCP ports free on 127.0.0.1 now (each bound once to port 0, then let go). */
export async function freePorts(n: number): Promise<number[]> {
  const servers = Array.from({ length: n }, () => createServer())
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
        ),
    ),
  )
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

export type Answer = {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Clock times (ms) just before the request was sent and once the answer was read. */
  sentAt: number
  answeredAt: number
}

export type Target = { host: string; port: number }

/** One request from the source address `from`, on a connection of its own. */
export function call(
  target: Target,
  from: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = {
    ...(options.key === undefined ? {} : { 'x-service-auth': options.key }),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  }
  const sentAt = Date.now()
  return new Promise((resolve, reject) => {
    const req = request(
      { ...target, localAddress: from, method, path, headers, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            sentAt,
            answeredAt: Date.now(),
          }),
        )
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

type Child = { process: ChildProcess; output: () => string }

function launch(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { process: child, output: () => output }
}

async function waitFor<T>(what: string, child: Child, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.process.exitCode !== null)
      throw new Error(`${what} exited with ${child.process.exitCode}: ${child.output()}`)
    const found = await check().catch(() => undefined)
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`${what} not ready in 90 s: ${child.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** One server's counters from HAProxy's `show stat` (CSV): requests it was sent, and its state. */
export type ServerStat = { name: string; status: string; sessions: number }

export type Deployment = {
  balancer: Target
  instances: (Target & { output: () => string })[]
  /** The backend's servers as HAProxy counts them. */
  stats: () => Promise<ServerStat[]>
  /**
   * Stops instance `i` as an operator would (SIGTERM), waits for it to exit, and starts it again on the
   * same port; resolves with the old process's exit code and output once the new one listens.
   */
  restart: (i: number) => Promise<{ exitCode: number | null; output: string; stoppedInMs: number }>
  stop: () => Promise<void>
}

export type DeploymentOptions = {
  haproxy: string
  databaseUrl: string
  scenario: unknown
  /** Ports: the balancer's, then one per instance. */
  ports: number[]
  env?: Record<string, string>
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** Starts every instance at the same moment, waits for each to listen, then the balancer in front. */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-balancer-'))
  const scenario = join(dir, 'scenario.json')
  writeFileSync(scenario, JSON.stringify(options.scenario))
  const [balancerPort, ...instancePorts] = options.ports as [number, ...number[]]
  const children: Child[] = []
  const stop = async () => {
    await Promise.all(children.map((child) => stopped(child.process)))
    rmSync(dir, { recursive: true, force: true })
  }
  const startInstance = (port: number, i: number) => {
    const child = launch(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      // The team store (sign-in) is not what these tests are about: off, and its file unused.
      DATABASE: join(dir, `unused-${i}.db`),
      SIGN_IN: 'off',
      SCENARIO: scenario,
      SERVE_DASHBOARD: 'false',
      TRUST_PROXY: BALANCER_ADDRESS,
      LOG_LEVEL: 'warn',
      ...options.env,
    })
    children.push(child)
    return { host: '127.0.0.1', port, output: child.output, child }
  }
  const listening = (server: ReturnType<typeof startInstance>) =>
    waitFor(`the instance on port ${server.port}`, server.child, () =>
      Promise.resolve(/listening on/.test(server.output()) ? true : undefined),
    )
  try {
    const servers = instancePorts.map(startInstance)
    await Promise.all(servers.map(listening))
    const socket = join(dir, 'balancer.sock')
    const balancer = launch(options.haproxy, ['-db', '-f', BALANCER_CONFIG], {
      BALANCER_BIND: `127.0.0.1:${balancerPort}`,
      BALANCER_STATS_SOCKET: socket,
      ...Object.fromEntries(servers.map((server, i) => [`SANDBOX_${i + 1}`, `127.0.0.1:${server.port}`])),
    })
    children.push(balancer)
    const stats = () => showStat(socket)
    // Ready once every instance passed its health check (UP) and the balancer answers.
    await waitFor('haproxy', balancer, async () => {
      const all = await stats()
      return all.length === servers.length && all.every((server) => server.status === 'UP') ? true : undefined
    })
    const restart = async (i: number) => {
      const old = servers[i]!
      const started = Date.now()
      await stopped(old.child.process)
      const stoppedInMs = Date.now() - started
      servers[i] = startInstance(old.port, i)
      await listening(servers[i])
      return { exitCode: old.child.process.exitCode, output: old.output(), stoppedInMs }
    }
    return {
      balancer: { host: '127.0.0.1', port: balancerPort },
      instances: servers.map(({ host, port }, i) => ({ host, port, output: () => servers[i]!.output() })),
      stats,
      restart,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The backend's servers from HAProxy's stats socket. */
function showStat(socket: string): Promise<ServerStat[]> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket)
    let text = ''
    connection.setEncoding('utf8')
    connection.on('data', (chunk: string) => (text += chunk))
    connection.on('error', reject)
    connection.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n')
      const columns = header.replace(/^# /, '').split(',')
      const at = (name: string) => columns.indexOf(name)
      resolve(
        rows
          .map((row) => row.split(','))
          .filter((cells) => cells[at('pxname')] === 'sandboxes' && cells[at('svname')] !== 'BACKEND')
          .map((cells) => ({
            name: cells[at('svname')] ?? '',
            status: cells[at('status')] ?? '',
            sessions: Number(cells[at('stot')]),
          })),
      )
    })
    connection.end('show stat\n')
  })
}
