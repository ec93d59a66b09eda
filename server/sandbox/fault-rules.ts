// The fault rules of this sandbox process, kept per API key: a rule only ever touches requests made with
// the key that created it, so teams sharing one sandbox do not disturb each other. Rules live in memory
// (a restart or a reset clears them); docs/scaling.md says what that means for several instances.
import { randomUUID } from 'node:crypto'
import type { FaultOperation, FaultResponse, FaultRule } from '../../src/contract/sandbox-faults'

export type NewFaultRule = { operation: FaultOperation; times: number; response: FaultResponse }

export class FaultRules {
  private readonly byKey = new Map<string, FaultRule[]>()
  private count = 0

  /** True when no key has a rule: the request path skips fault matching entirely. */
  get empty(): boolean {
    return this.count === 0
  }

  add(apiKey: string, rule: NewFaultRule, now: Date): FaultRule {
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
    return created
  }

  list(apiKey: string): FaultRule[] {
    return (this.byKey.get(apiKey) ?? []).map((rule) => ({ ...rule }))
  }

  /** Removes one rule of this key; false when the key has no rule with that id. */
  remove(apiKey: string, id: string): boolean {
    const list = this.byKey.get(apiKey) ?? []
    const index = list.findIndex((rule) => rule.id === id)
    if (index < 0) return false
    list.splice(index, 1)
    this.count--
    if (list.length === 0) this.byKey.delete(apiKey)
    return true
  }

  /** Removes every rule of this key (or of every key); returns how many went. */
  clear(apiKey?: string): number {
    if (apiKey === undefined) {
      const cleared = this.count
      this.byKey.clear()
      this.count = 0
      return cleared
    }
    const cleared = this.byKey.get(apiKey)?.length ?? 0
    this.byKey.delete(apiKey)
    this.count -= cleared
    return cleared
  }

  /**
   * One use of the oldest rule of this key for this operation: its response, with `remaining` counted
   * down (a rule at zero is gone). Undefined when no rule matches.
   */
  take(apiKey: string, operation: FaultOperation): FaultResponse | undefined {
    const list = this.byKey.get(apiKey)
    const rule = list?.find((candidate) => candidate.operation === operation)
    if (!list || !rule) return undefined
    rule.remaining--
    if (rule.remaining <= 0) this.remove(apiKey, rule.id)
    return rule.response
  }
}
