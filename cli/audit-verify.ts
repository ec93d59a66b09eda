// npm run audit:verify: checks the audit log's hash chain (server/store/audit-entries.ts) under its key
// (AUDIT_KEY_FILE, server/store/audit-seal.ts) from its first entry to its last, and that the last is the
// anchored head, and names the first break. Exit 0 when intact, 1 when broken, 2 when the log cannot be
// read (or its key is not the one it was written with). `-- --anchor` anchors, once, a log written
// before it had a key.
import { verifyEntries, type ChainBreak } from '../server/store/audit-entries'
import type { TeamStore } from '../server/store/team-store'
import { environment, runAsProgram, withTeamStoreFile } from './team-store-file'

const BATCH = 1000

export type Verdict = { entries: number; broken: ChainBreak | null; lastHash: string | null }

export async function verifyAuditLog(store: TeamStore): Promise<Verdict> {
  const seal = store.audit.seal
  const anchor = await store.audit.anchor()
  let last: { seq: number; hash: string } | undefined
  let count = 0
  const broken = (at: ChainBreak): Verdict => ({ entries: count, broken: at, lastHash: last?.hash ?? null })
  if (anchor && anchor.headMac !== seal.headMac(anchor.headSeq, anchor.headHash))
    return broken({ seq: anchor.headSeq, why: 'the anchored head does not match its key (it was changed)' })
  for (;;) {
    const entries = await store.audit.entries(last?.seq ?? 0, BATCH)
    if (entries.length === 0) break
    if (!anchor) return broken({ seq: entries[0]!.seq, why: 'the log has entries but no anchor' })
    const found = verifyEntries(entries, last, seal, anchor.keyedFrom)
    if (found) {
      count += Math.max(
        0,
        entries.findIndex((entry) => entry.seq === found.seq),
      )
      return broken(found)
    }
    count += entries.length
    const end = entries[entries.length - 1]!
    last = { seq: end.seq, hash: end.hash }
  }
  const end = last ?? { seq: 0, hash: anchor?.headHash ?? '' }
  if (anchor && end.seq < anchor.headSeq)
    return broken({
      seq: end.seq + 1,
      why: `${end.seq + 1 === anchor.headSeq ? `entry ${anchor.headSeq} is` : `entries ${end.seq + 1} to ${anchor.headSeq} are`} missing (the anchored head is entry ${anchor.headSeq})`,
    })
  if (anchor && (end.seq > anchor.headSeq || end.hash !== anchor.headHash))
    return broken({ seq: anchor.headSeq, why: 'the chain does not end at its anchored head' })
  return { entries: count, broken: null, lastHash: last?.hash ?? null }
}

export function describeVerdict(verdict: Verdict, file: string): string {
  if (verdict.broken)
    return `Audit log ${file} is broken at entry ${verdict.broken.seq}: ${verdict.broken.why}. The ${verdict.entries} entries before it are intact.`
  return `Audit log ${file} is intact: ${verdict.entries} entries${verdict.lastHash ? `, last hash ${verdict.lastHash}` : ''}.`
}

export function main(env: Record<string, string | undefined>, args: readonly string[] = []): Promise<number> {
  const anchor = args.includes('--anchor')
  return withTeamStoreFile(
    env,
    async ({ store, file }) => {
      const verdict = await verifyAuditLog(store)
      const line = describeVerdict(verdict, file)
      if (verdict.broken) console.error(line)
      else console.log(line)
      return verdict.broken ? 1 : 0
    },
    // Only reads the key: a verify that made one would check the log against a key it never had.
    { create: false, anchor },
  )
}

runAsProgram(import.meta.url, () => main(environment(), process.argv.slice(2)), 2)
