import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// The real sandbox (server/main.ts, exactly what `npm start` runs) in a child process on a free loopback
// port, for the benchmarks that must see the whole program: settings, start-up, scenario load, the HTTP
// stack and a clean stop. The port is read from the line main.ts prints when it listens (the sandbox's,
// or in proxy mode, UPSTREAM_URL set, the proxy's).

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

export type SandboxProcess = {
  /** http://127.0.0.1:<port> */
  url: string
  /** Sends SIGTERM (main.ts closes the server, then the database) and waits; the exit code, or null when it had to be killed. */
  stop: () => Promise<number | null>
  /** What the process wrote to stderr so far (warnings and errors are logged there). */
  stderr: () => string
  /** Kills it at once (SIGKILL: no clean stop, as a crash) and waits until it has gone. */
  crash: () => Promise<void>
}

/**
 * Starts server/main.ts with these settings on top of: HOST 127.0.0.1, PORT 0, dashboard off, sign-in off. A setting
 * given as undefined is removed from the inherited environment, so the server uses its default.
 */
export function startSandbox(settings: Record<string, string | undefined>): Promise<SandboxProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_DASHBOARD: 'false',
    // Typed-key mode unless a benchmark asks otherwise: the demo scenario's users would turn sign-in on.
    SIGN_IN: 'off',
    ...settings,
  }
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete env[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  // Never outlive the benchmark that started it, even when that one is interrupted.
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      kill()
      reject(new Error(`the sandbox did not start within ${START_TIMEOUT_MS / 1000} s: ${stderr.trim()}`))
    }, START_TIMEOUT_MS)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the sandbox exited with code ${code ?? 'null'} before listening: ${stderr.trim()}`))
    })
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const match = /(?:Sandbox|Proxy) listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
      if (!match?.[1]) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.stdout.removeAllListeners('data').resume()
      resolve({
        url: match[1],
        stop: () => stopChild(child, kill),
        stderr: () => stderr,
        crash: () => crashChild(child, kill),
      })
    })
  })
}

function crashChild(child: ChildProcess, kill: () => void): Promise<void> {
  return new Promise((resolve) => {
    process.removeListener('exit', kill)
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

function stopChild(child: ChildProcess, kill: () => void): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve(child.exitCode)
      return
    }
    const timer = setTimeout(() => {
      kill()
      resolve(null)
    }, STOP_TIMEOUT_MS)
    child.once('exit', (code) => {
      clearTimeout(timer)
      process.removeListener('exit', kill)
      resolve(code)
    })
    child.kill('SIGTERM')
  })
}
