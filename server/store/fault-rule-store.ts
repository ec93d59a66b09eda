// Where the fault rules live (docs/sandbox.md, Faults on demand): in this process by default
// (memory-fault-rules.ts), or in a store several instances share one day, so that a rule made through one
// instance answers calls that reach another (docs/scaling.md). Every method but `isEmpty` and `watch`
// answers with a promise, as a networked store would; the contract suite (server/store/contract/) holds
// every implementation to the same behaviour.
import type { FaultOperation, FaultResponse, FaultRule } from '../../src/contract/sandbox-faults'

export type NewFaultRule = { operation: FaultOperation; times: number; response: FaultResponse }

/** A key's rules and the version they are at, read together (the version is the list's ETag). */
export type FaultRuleSnapshot = { version: string; rules: FaultRule[] }

export interface FaultRuleStore {
  /**
   * True only when no key has any rule. Read synchronously on every API request, so that a request pays
   * nothing for matching while there are no rules (nearly always). A shared store keeps it from a local
   * count it is told about (a notification), never from a query per request.
   */
  isEmpty(): boolean
  add(apiKey: string, rule: NewFaultRule, now: Date): Promise<FaultRule>
  /** The key's rules, oldest first, with `remaining`, and the version of exactly that list. */
  list(apiKey: string): Promise<FaultRuleSnapshot>
  /** Removes one rule of this key; false when the key has no rule with that id. */
  remove(apiKey: string, id: string): Promise<boolean>
  /**
   * Removes every rule of this key; without a key (a reset), every key's rules, and every key's version
   * moves on, whether it had rules or not. Answers how many rules went.
   */
  clear(apiKey?: string): Promise<number>
  /**
   * One use of the oldest rule of this key for this operation: its response, with `remaining` counted
   * down (a rule at zero is gone). Undefined when no rule matches. Two concurrent calls never take the
   * same last use.
   */
  take(apiKey: string, operation: FaultOperation): Promise<FaultResponse | undefined>
  /**
   * Calls `listener` after every change of the key's version (a rule added, removed, cleared or used, a
   * reset). Returns the function that stops the calls. The listener must not throw.
   */
  watch(apiKey: string, listener: () => void): () => void
}
