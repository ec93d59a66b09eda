// npm run audit:verify: checks the audit log's hash chain (server/store/audit-entries.ts) from its first
// entry to its last and names the first broken one. Exit 0 when intact, 1 when broken, 2 when the log
// cannot be read.
import { verifyEntries, type ChainBreak } from '../server/store/audit-entries'
import type { TeamStore } from '../server/store/team-store'
import { environment, runAsProgram, withTeamStoreFile } from './team-store-file'

const BATCH = 1000

export type Verdict = { entries: number; broken: ChainBreak | null; lastHash: string | null }

export async function verifyAuditLog(store: TeamStore): Promise<Verdict> {
  let last: { seq: number; hash: string } | undefined
  let count = 0
  for (;;) {
    const entries = await store.audit.entries(last?.seq ?? 0, BATCH)
    if (entries.length === 0) break
    const broken = verifyEntries(entries, last)
    if (broken) {
      const before = entries.findIndex((entry) => entry.seq === broken.seq)
      return { entries: count + Math.max(0, before), broken, lastHash: last?.hash ?? null }
    }
    count += entries.length
    const end = entries[entries.length - 1]!
    last = { seq: end.seq, hash: end.hash }
  }
  return { entries: count, broken: null, lastHash: last?.hash ?? null }
}

export function describeVerdict(verdict: Verdict, file: string): string {
  if (verdict.broken)
    return `Audit log ${file} is broken at entry ${verdict.broken.seq}: ${verdict.broken.why}. The ${verdict.entries} entries before it are intact.`
  return `Audit log ${file} is intact: ${verdict.entries} entries${verdict.lastHash ? `, last hash ${verdict.lastHash}` : ''}.`
}

export function main(env: Record<string, string | undefined>): Promise<number> {
  return withTeamStoreFile(env, async ({ store, file }) => {
    const verdict = await verifyAuditLog(store)
    const line = describeVerdict(verdict, file)
    if (verdict.broken) console.error(line)
    else console.log(line)
    return verdict.broken ? 1 : 0
  })
}

runAsProgram(import.meta.url, () => main(environment()), 2)
