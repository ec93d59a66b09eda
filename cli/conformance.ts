// npm run conformance -- --base-url URL --key KEY --npi NPI [--ndc NDC] [--json FILE] [--rate] [--only ID,...]
// Checks a live marketplace service against API v1 and prints one row per check. Exit 0 when every
// check passes, 1 on any FAIL, 2 when the run cannot be made (bad arguments, no answer).
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
// zod's English messages for what the checks print (the contract leaves the locale to programs).
import '../src/contract/zod-locale'
import { formatTable } from '../bench/table'
import { isValidNpi } from '../src/contract/npi'
import { RATE_CHECK_REQUESTS } from './conformance/rate'
import {
  NoAnswer,
  SAFE_CHECKS,
  SAFE_INTERVAL_MS,
  SAFE_REQUESTS,
  runConformance,
  type RunReport,
} from './conformance/run'

export const HELP = `Usage: npm run conformance -- --base-url URL --key KEY --npi NPI [options]

Checks a live marketplace service against API v1 and prints: check, spec section, PASS / FAIL / SKIP,
evidence. Sandbox extensions it finds are reported as EXTENSION, never as failures.

  --base-url URL   the service, e.g. https://service.example (its /api/v1 is called)
  --key KEY        an API key of the service
  --npi NPI        a pharmacy of the key's group, to search drafts as
  --ndc NDC        an NDC for the statistics check (else taken from the first draft)
  --json FILE      also write the results as JSON
  --only IDS       run only these checks (comma-separated ids: ${SAFE_CHECKS.map((c) => c.id).join(', ')}, rate-limit)
  --rate           also check the rate limit: spends a window of the service's 300 requests a minute
                   on purpose (up to ${RATE_CHECK_REQUESTS} more requests, as fast as it answers)

Safe by default: it changes no data (searches and reads only), sends at most ${SAFE_REQUESTS} requests, one
every ${SAFE_INTERVAL_MS} ms at most (${60_000 / SAFE_INTERVAL_MS} a minute), so it can never reach the limit.
Exit codes: 0 every check passed; 1 a check failed; 2 the run could not be made.`

class UsageError extends Error {}

export function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      key: { type: 'string' },
      npi: { type: 'string' },
      ndc: { type: 'string' },
      json: { type: 'string' },
      only: { type: 'string' },
      rate: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return { help: true as const }
  const baseUrl = values['base-url']
  if (!baseUrl || !/^https?:\/\/[^/]+/.test(baseUrl))
    throw new UsageError('--base-url must be an http(s) address.')
  if (!values.key) throw new UsageError('--key is required.')
  const npi = Number(values.npi)
  if (!values.npi || !isValidNpi(npi)) throw new UsageError('--npi must be a valid 10-digit NPI.')
  const only = values.only?.split(',').map((id) => id.trim())
  return {
    help: false as const,
    baseUrl,
    key: values.key,
    npi,
    ndc: values.ndc,
    json: values.json,
    rate: values.rate,
    only,
  }
}

export function formatReport(report: RunReport): string {
  const rows = report.rows.map((row) => [row.check, row.section, row.outcome, row.evidence])
  const count = (outcome: string) => report.rows.filter((row) => row.outcome === outcome).length
  return [
    formatTable(['check', 'spec section', 'result', 'evidence'], rows),
    '',
    `${report.baseUrl}: ${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped, ` +
      `${count('EXTENSION')} extensions; ${report.requests} requests sent.`,
  ].join('\n')
}

export async function main(argv: string[], print = console.log, printError = console.error): Promise<number> {
  let options
  try {
    options = parseOptions(argv)
  } catch (error) {
    printError(`conformance: ${(error as Error).message} See --help.`)
    return 2
  }
  if (options.help) {
    print(HELP)
    return 0
  }
  try {
    const report = await runConformance(options)
    print(formatReport(report))
    if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2))
    return report.rows.some((row) => row.outcome === 'FAIL') ? 1 : 0
  } catch (error) {
    printError(`conformance: ${error instanceof NoAnswer ? error.message : String(error)}`)
    return 2
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code))
}
