// The fault rules of this sandbox process, kept per API key: a rule only ever touches requests made with
// the key that created it, so teams sharing one sandbox do not disturb each other. Rules live in memory
// (a restart or a reset clears them); docs/scaling.md says what that means for several instances, and
// fault-rule-store.ts is the interface a shared store implements instead.
import { randomUUID } from 'node:crypto'
import type { FaultOperation, FaultResponse, FaultRule } from '../../src/contract/sandbox-faults'
import type { FaultRuleSnapshot, FaultRuleStore, NewFaultRule } from './fault-rule-store'

export class MemoryFaultRules implements FaultRuleStore {
  private readonly byKey = new Map<string, FaultRule[]>()
  private count = 0
  // A version is this store's id, the number of resets, and the key's own count of changes: a restarted
  // sandbox (new id) or a reset never repeats a version a client may still hold in If-None-Match.
  private readonly id = randomUUID().slice(0, 8)
  private resets = 0
  private readonly changes = new Map<string, number>()
  private readonly listeners = new Map<string, Set<() => void>>()

  isEmpty(): boolean {
    return this.count === 0
  }

  add(apiKey: string, rule: NewFaultRule, now: Date): Promise<FaultRule> {
    const created: FaultRule = {
      id: randomUUID(),
      operation: rule.operation,
      times: rule.times,
      remaining: rule.times,
      response: rule.response,
      createdAt: now.toISOString(),
    }
    const list = this.byKey.get(apiKey) ?? []
    list.push(created)
    this.byKey.set(apiKey, list)
    this.count++
    this.changed(apiKey)
    return Promise.resolve({ ...created })
  }

  list(apiKey: string): Promise<FaultRuleSnapshot> {
    const rules = (this.byKey.get(apiKey) ?? []).map((rule) => ({ ...rule }))
    return Promise.resolve({ version: this.versionOf(apiKey), rules })
  }

  remove(apiKey: string, id: string): Promise<boolean> {
    return Promise.resolve(this.removeNow(apiKey, id))
  }

  clear(apiKey?: string): Promise<number> {
    if (apiKey === undefined) {
      const cleared = this.count
      this.byKey.clear()
      this.count = 0
      this.resets++
      for (const key of [...this.listeners.keys()]) this.notify(key)
      return Promise.resolve(cleared)
    }
    const cleared = this.byKey.get(apiKey)?.length ?? 0
    this.byKey.delete(apiKey)
    this.count -= cleared
    if (cleared > 0) this.changed(apiKey)
    return Promise.resolve(cleared)
  }

  take(apiKey: string, operation: FaultOperation): Promise<FaultResponse | undefined> {
    const rule = this.byKey.get(apiKey)?.find((candidate) => candidate.operation === operation)
    if (!rule) return Promise.resolve(undefined)
    rule.remaining--
    if (rule.remaining <= 0) this.removeNow(apiKey, rule.id)
    else this.changed(apiKey)
    return Promise.resolve(rule.response)
  }

  watch(apiKey: string, listener: () => void): () => void {
    const set = this.listeners.get(apiKey) ?? new Set()
    set.add(listener)
    this.listeners.set(apiKey, set)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.listeners.get(apiKey) === set) this.listeners.delete(apiKey)
    }
  }

  private removeNow(apiKey: string, id: string): boolean {
    const list = this.byKey.get(apiKey) ?? []
    const index = list.findIndex((rule) => rule.id === id)
    if (index < 0) return false
    list.splice(index, 1)
    this.count--
    if (list.length === 0) this.byKey.delete(apiKey)
    this.changed(apiKey)
    return true
  }

  private versionOf(apiKey: string): string {
    return `${this.id}.${this.resets}.${this.changes.get(apiKey) ?? 0}`
  }

  private changed(apiKey: string): void {
    this.changes.set(apiKey, (this.changes.get(apiKey) ?? 0) + 1)
    this.notify(apiKey)
  }

  private notify(apiKey: string): void {
    for (const listener of [...(this.listeners.get(apiKey) ?? [])]) listener()
  }
}
