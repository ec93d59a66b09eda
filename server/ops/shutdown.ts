// How the server stops (docs/operations.md, "Stopping"), so that a rolling restart behind the balancer
// drops no call. On SIGTERM:
//   1. /readyz answers 503 at once, while everything else is answered as before;
//   2. for SHUTDOWN_DRAIN_SECONDS it keeps answering, while the balancer's checks see the 503 and take the
//      instance out (deploy/haproxy.cfg: every second, two failures), so no new request comes here;
//   3. then it closes: a person's call held at the meter is answered 429 with Retry-After, the listener
//      closes, requests under way finish, the job runner withdraws rows waiting at the meter, waits for
//      the rows already sent and hands its leases back, and the stores close;
//   4. whatever is not done SHUTDOWN_TIMEOUT_SECONDS after the signal is cut short: the process exits 1.
// SIGINT (Ctrl-C at a terminal) skips the drain; a second signal exits at once.
import type { Lifecycle } from '../http/health'
import type { OpsSettings } from './ops-settings'

export type StopOptions = {
  lifecycle: Lifecycle
  drainMs: number
  timeoutMs: number
  /** Closes the server and then its stores. */
  close: () => Promise<unknown>
  log?: (line: string) => void
}

/** Stops the way the header says; resolves once closed (the process then ends by itself). */
export async function stopGracefully(signal: NodeJS.Signals, options: StopOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line))
  const hard = setTimeout(() => {
    log(`Still stopping ${Math.round(options.timeoutMs / 1000)} s after ${signal}: exiting now.`)
    process.exit(1)
  }, options.timeoutMs)
  hard.unref()
  options.lifecycle.stop()
  const drainMs = signal === 'SIGTERM' ? options.drainMs : 0
  if (drainMs > 0) {
    log(
      `${signal}: no longer ready; answering for ${drainMs / 1000} s more while the balancer takes this instance out.`,
    )
    await new Promise((resolve) => setTimeout(resolve, drainMs))
  }
  log('Stopping: finishing the requests under way.')
  try {
    await options.close()
  } catch (error) {
    log(`Stopping failed: ${(error as Error).message}`)
    process.exitCode = 1
  }
  log('Stopped.')
}

/** Stops on SIGTERM and SIGINT, closing with `close`; a second signal while stopping exits at once. */
export function stopOnSignals(
  ops: Pick<OpsSettings, 'drainSeconds' | 'stopTimeoutSeconds'>,
  lifecycle: Lifecycle,
  close: () => Promise<unknown>,
): void {
  const options = {
    lifecycle,
    drainMs: ops.drainSeconds * 1000,
    timeoutMs: ops.stopTimeoutSeconds * 1000,
    close,
  }
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    void stopGracefully(signal, options)
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
