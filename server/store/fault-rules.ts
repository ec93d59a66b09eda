// The fault rules' behaviour (fault-rule-store.ts) written once, over a RuleTable that keeps them: in this
// process's memory (memory-fault-rules.ts) or in a database every instance shares (postgres/). Every change
// of any key's rules moves the store's generation and answers it with the number of rules left. The store
// keeps the newest such count it learns of (its own changes', and other instances' when shared), so
// `isEmpty`, read on every API request, asks the table nothing; one that has seen a newer generation than
// it knows the count of (`newestSeen`) is not empty. A key's watchers are woken once per change, whichever
// way the store learnt of it first (its own answer or another instance's notification).
import { randomUUID } from 'node:crypto'
import type { FaultOperation, FaultResponse, FaultRule } from '../../src/contract/sandbox-faults'
import type { FaultRuleSnapshot, FaultRuleStore, NewFaultRule } from './fault-rule-store'

/** The store's generation, and how many rules it held at that generation. */
export type RuleCount = { generation: number; rules: number }

/** Where the rules are kept; each change answers the count after it (fault-rule-store.ts says the rest). */
export interface RuleTable {
  insert(apiKey: string, rule: FaultRule): Promise<RuleCount>
  list(apiKey: string): Promise<FaultRuleSnapshot>
  /** Undefined when the key has no rule with that id. */
  delete(apiKey: string, id: string): Promise<RuleCount | undefined>
  clear(apiKey: string | undefined): Promise<RuleCount & { cleared: number }>
  take(apiKey: string, operation: FaultOperation): Promise<RuleCount & { response?: FaultResponse }>
}

export class FaultRules implements FaultRuleStore {
  /** Whether a count learnt may be kept (a shared table's store hears of every change only while listening). */
  protected listening = true
  protected newestSeen = 0
  private readonly watchers = new Map<string, Set<() => void>>()
  /** The generation each key's watchers (and every key's, for a reset) were last woken at. */
  private readonly wokenAt = new Map<string, number>()
  private everyKeyWokenAt = 0

  constructor(
    private readonly table: RuleTable,
    /** The count as of a generation; null while unknown. */
    protected known: RuleCount | null = { generation: 0, rules: 0 },
  ) {}

  isEmpty(): boolean {
    return this.known !== null && this.known.rules === 0 && this.known.generation >= this.newestSeen
  }

  async add(apiKey: string, { operation, times, response }: NewFaultRule, now: Date): Promise<FaultRule> {
    const createdAt = now.toISOString()
    const rule = { id: randomUUID(), operation, times, remaining: times, response, createdAt }
    this.changed(apiKey, await this.table.insert(apiKey, { ...rule }))
    return rule
  }

  list(apiKey: string): Promise<FaultRuleSnapshot> {
    return this.table.list(apiKey)
  }

  async remove(apiKey: string, id: string): Promise<boolean> {
    const after = await this.table.delete(apiKey, id)
    if (after) this.changed(apiKey, after)
    return after !== undefined
  }

  async clear(apiKey?: string): Promise<number> {
    const { cleared, ...after } = await this.table.clear(apiKey)
    this.learn(after)
    // A reset moves every key's version, whether it had rules or not.
    if (apiKey === undefined) this.wakeEveryKey(after.generation)
    else if (cleared > 0) this.wake(apiKey, after.generation)
    return cleared
  }

  async take(apiKey: string, operation: FaultOperation): Promise<FaultResponse | undefined> {
    const { response, ...after } = await this.table.take(apiKey, operation)
    if (response === undefined) this.learn(after)
    else this.changed(apiKey, after)
    return response
  }

  watch(apiKey: string, listener: () => void): () => void {
    const set = this.watchers.get(apiKey) ?? new Set()
    set.add(listener)
    this.watchers.set(apiKey, set)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.watchers.get(apiKey) === set) this.watchers.delete(apiKey)
    }
  }

  /** Takes a count when it is newer than the one held. */
  protected learn(next: RuleCount): void {
    if (this.listening && (this.known === null || next.generation > this.known.generation)) this.known = next
    if (next.generation > this.newestSeen) this.newestSeen = next.generation
  }

  /** A change of the key's rules, known to have happened by the count `after`. */
  protected changed(apiKey: string, after: RuleCount): void {
    this.learn(after)
    this.wake(apiKey, after.generation)
  }

  /** Wakes the key's watchers for a change at `generation`, unless they were woken at it or later. */
  protected wake(apiKey: string, generation: number): void {
    if (Math.max(this.wokenAt.get(apiKey) ?? 0, this.everyKeyWokenAt) >= generation) return
    this.wokenAt.set(apiKey, generation)
    for (const listener of [...(this.watchers.get(apiKey) ?? [])]) listener()
  }

  protected wakeEveryKey(generation: number): void {
    if (this.everyKeyWokenAt >= generation) return
    this.everyKeyWokenAt = generation
    this.wokenAt.clear()
    for (const key of [...this.watchers.keys()])
      for (const listener of [...(this.watchers.get(key) ?? [])]) listener()
  }
}
