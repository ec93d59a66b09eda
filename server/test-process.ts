// server/main.ts as a child process, for the tests that kill it (SIGKILL) and start it again over the same
// files: started with its environment, ready once it prints the address it listens on, killed at once.
import { spawn, type ChildProcess } from 'node:child_process'

export type ServerProcess = { child: ChildProcess; url: string; output: () => string }

/** The children a test file started; `killAll` (in its afterAll) ends any still running. */
export type ServerProcesses = {
  start: (env: NodeJS.ProcessEnv, ready?: (output: string) => boolean) => Promise<ServerProcess>
  killAll: () => void
}

export function serverProcesses(): ServerProcesses {
  const children: ChildProcess[] = []
  return {
    start: (env, ready = () => true) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_DASHBOARD: 'false', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      return listening(child, ready)
    },
    killAll: () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/** Resolves with the server's address (sandbox or proxy) once it prints it and `ready` holds for the output so far. */
function listening(child: ChildProcess, ready: (output: string) => boolean): Promise<ServerProcess> {
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line in time: ${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /(?:Sandbox|Proxy) listening on (http:\/\/[^\s,]+)/.exec(output)
      if (match?.[1] && ready(output)) {
        clearTimeout(timer)
        resolve({ child, url: match[1], output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
}

/** Kills the process with no chance to shut down (SIGKILL) and waits until it is gone. */
export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
