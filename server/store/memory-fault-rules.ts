// The fault rules of this sandbox process, kept per API key: a rule only ever touches requests made with
// the key that created it, so teams sharing one sandbox do not disturb each other. Rules live in memory
// (a restart or a reset clears them); docs/scaling.md says what that means for several instances, and
// fault-rule-store.ts is the interface a shared store implements instead (the behaviour: fault-rules.ts).
import { randomUUID } from 'node:crypto'
import type { FaultRule } from '../../src/contract/sandbox-faults'
import { FaultRules, type RuleCount, type RuleTable } from './fault-rules'

function memoryTable(): RuleTable {
  const byKey = new Map<string, FaultRule[]>()
  let generation = 0
  let resets = 0
  // A version is this store's id, the number of resets, and the key's own count of changes: a restarted
  // sandbox (new id) or a reset never repeats a version a client may still hold in If-None-Match.
  const id = randomUUID().slice(0, 8)
  const changes = new Map<string, number>()
  const rules = () => [...byKey.values()].reduce((sum, list) => sum + list.length, 0)
  const now = (): RuleCount => ({ generation, rules: rules() })
  const changed = (apiKey: string): RuleCount => {
    changes.set(apiKey, (changes.get(apiKey) ?? 0) + 1)
    return { generation: ++generation, rules: rules() }
  }
  const remove = (apiKey: string, ruleId: string) => {
    const list = byKey.get(apiKey) ?? []
    const index = list.findIndex((rule) => rule.id === ruleId)
    if (index < 0) return undefined
    list.splice(index, 1)
    if (list.length === 0) byKey.delete(apiKey)
    return changed(apiKey)
  }

  return {
    insert(apiKey, rule) {
      byKey.set(apiKey, [...(byKey.get(apiKey) ?? []), rule])
      return Promise.resolve(changed(apiKey))
    },
    list: (apiKey) =>
      Promise.resolve({
        version: `${id}.${resets}.${changes.get(apiKey) ?? 0}`,
        rules: (byKey.get(apiKey) ?? []).map((rule) => ({ ...rule })),
      }),
    delete: (apiKey, ruleId) => Promise.resolve(remove(apiKey, ruleId)),
    clear(apiKey) {
      if (apiKey === undefined) {
        const cleared = rules()
        byKey.clear()
        resets++
        return Promise.resolve({ generation: ++generation, rules: 0, cleared })
      }
      const cleared = byKey.get(apiKey)?.length ?? 0
      byKey.delete(apiKey)
      return Promise.resolve({ ...(cleared > 0 ? changed(apiKey) : now()), cleared })
    },
    take(apiKey, operation) {
      const rule = byKey.get(apiKey)?.find((candidate) => candidate.operation === operation)
      if (!rule) return Promise.resolve(now())
      rule.remaining--
      const after = rule.remaining <= 0 ? remove(apiKey, rule.id)! : changed(apiKey)
      return Promise.resolve({ ...after, response: rule.response })
    },
  }
}

export class MemoryFaultRules extends FaultRules {
  constructor() {
    super(memoryTable())
  }
}
