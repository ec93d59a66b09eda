// Runs the checks in order through one Probe and collects the table the command prints.
import { createApiClient } from '../../src/api/api-client'
import { CHECKS, type Check, type Outcome, type RunContext } from './checks'
import { EXTENSION_CHECKS } from './extensions'
import { BudgetExceeded, Probe, type ProbeOptions } from './probe'
import { RATE_CHECK } from './rate'

/** Least time between two requests of the safe run: at most 240 a minute, well under the 300 limit. */
export const SAFE_INTERVAL_MS = 250
export const SAFE_CHECKS: readonly Check[] = [...CHECKS, ...EXTENSION_CHECKS]
/** The most requests the safe run sends. */
export const SAFE_REQUESTS = SAFE_CHECKS.reduce((sum, check) => sum + check.requests, 0)

export type RunOptions = {
  baseUrl: string
  key: string
  npi: number
  ndc?: string
  rate?: boolean
  /** Run only the checks with these ids. */
  only?: readonly string[]
  fetch?: ProbeOptions['fetch']
  intervalMs?: number
}

export type CheckRow = { id: string; check: string; section: string; outcome: Outcome; evidence: string }
export type RunReport = { baseUrl: string; rows: CheckRow[]; requests: number; requestTimes: number[] }

/** Thrown when the service cannot be reached at all: the run says so and stops (exit 2). */
export class NoAnswer extends Error {}

export async function runConformance(options: RunOptions): Promise<RunReport> {
  const checks = [...SAFE_CHECKS, ...(options.rate ? [RATE_CHECK] : [])].filter(
    (check) => !options.only || options.only.includes(check.id),
  )
  const budget = checks.reduce((sum, check) => sum + check.requests, 0)
  const probe = new Probe({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    key: options.key,
    budget,
    intervalMs: options.intervalMs ?? SAFE_INTERVAL_MS,
    fetch: options.fetch,
  })
  const client = createApiClient({ baseUrl: probe.baseUrl, apiKey: options.key, fetch: probe.fetch })
  const ctx: RunContext = { probe, client, npi: options.npi, ndc: options.ndc }
  const rows: CheckRow[] = []
  for (const check of checks) {
    const row = { id: check.id, check: check.name, section: check.section }
    try {
      rows.push({ ...row, ...(await check.run(ctx)) })
    } catch (error) {
      if (error instanceof BudgetExceeded) throw error
      if (rows.length === 0 && probe.sent <= 1) {
        throw new NoAnswer(`No answer from ${options.baseUrl}: ${(error as Error).message}`)
      }
      rows.push({ ...row, outcome: 'FAIL', evidence: `no answer: ${(error as Error).message}` })
    }
  }
  return { baseUrl: options.baseUrl, rows, requests: probe.sent, requestTimes: probe.times }
}
