// The fault rules (../fault-rule-store.ts; docs/sandbox.md, Faults on demand) in PostgreSQL,
// shared by every instance on the database: a rule made through one instance answers calls that reach
// any other, and uses are counted in the database, so a rule fires exactly `times` in total.
//
// The no-rule fast path (isEmpty, read synchronously on every API request) costs no query of its own:
// - every change of the rules moves one generation number and notifies every instance (LISTEN/NOTIFY)
//   with the new generation and the number of rules left, both read under the generation's row lock, so
//   an instance holds a (generation, rules) pair that was true at that generation;
// - every API request's rate-limit upsert (rate-limit-store.ts) also answers the current generation. A
//   request whose upsert saw a generation newer than the one this instance holds is treated as "rules may
//   exist" (isEmpty false: the request asks the database) until the instance has caught up. So a request
//   that starts after a rule was added, through whichever instance, never skips it, even before the
//   notification has arrived;
// - while the listening connection is lost, isEmpty is false (every request asks), until it listens again
//   and has read the count afresh.
// The instance's own changes (add, remove, clear, take) read the new pair before they answer, so the
// instance that made a change never answers from the state before it, and wake its own watchers at once;
// the notification of a change a watcher was already woken for (by generation) does not wake it again.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { FaultOperation, FaultResponse, FaultRule } from '../../../src/contract/sandbox-faults'
import type { FaultRuleSnapshot, FaultRuleStore, NewFaultRule } from '../fault-rule-store'
import { faultChannel, inTransaction } from './connection'
import { listenTo, type Subscription } from './notification-listener'

/** A key in a notification meaning every key (a reset). */
const EVERY_KEY = '*'

type Known = { generation: number; rules: number }

export class PostgresFaultRules implements FaultRuleStore {
  /** The rules as of a generation; null while unknown (not yet read, or the listener is lost). */
  private known: Known | null = null
  /** The newest generation any statement of this instance has seen. */
  private newestSeen = 0
  private refreshing: Promise<number> | null = null
  private refreshAgain = false
  private listener: Subscription | undefined
  /** Only while listening may a count be trusted: the instance then hears of every change after it. */
  private listening = false
  private readonly watchers = new Map<string, Set<() => void>>()
  /** The generation each key's watchers (and every key's, for a reset) were last woken at. */
  private readonly wokenAt = new Map<string, number>()
  private everyKeyWokenAt = 0

  constructor(
    private readonly pool: pg.Pool,
    private readonly s: string,
  ) {}

  /** Starts listening, then reads the rules' count: from then on isEmpty answers from what it heard. */
  async start(url: string, schema: string): Promise<void> {
    this.listener = await listenTo(url, faultChannel(schema), {
      notify: (payload) => this.heard(payload),
      lost: () => {
        this.listening = false
        this.known = null
      },
      back: () => {
        this.listening = true
        // A change may have been missed while the connection was down: every watcher reads again.
        void this.refresh().then(
          (generation) => this.wakeEveryKey(generation),
          () => undefined,
        )
      },
    })
    this.listening = true
    await this.refresh()
  }

  async stop(): Promise<void> {
    this.listening = false
    this.known = null
    await this.listener?.close()
  }

  isEmpty(): boolean {
    return this.known !== null && this.known.rules === 0 && this.known.generation >= this.newestSeen
  }

  /** A statement saw this generation (the rate limit's upsert): newer than known means catch up. */
  seen(generation: number): void {
    if (generation <= this.newestSeen) return
    this.newestSeen = generation
    if (this.known === null || generation > this.known.generation) void this.refresh().catch(() => undefined)
  }

  async add(apiKey: string, rule: NewFaultRule, now: Date): Promise<FaultRule> {
    const [{ operation, times, response }, id, at] = [rule, randomUUID(), now.toISOString()]
    const created: FaultRule = { id, operation, times, remaining: times, response, createdAt: at }
    await this.pool.query(
      `INSERT INTO ${this.s}.fault_rules (id, api_key, operation, times, remaining, response, created_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6)`,
      [id, apiKey, operation, times, JSON.stringify(response), at],
    )
    await this.refresh()
    return created
  }

  async list(apiKey: string): Promise<FaultRuleSnapshot> {
    // The version and the rules from one statement: the list is exactly the list at that version.
    const { rows } = await this.pool.query<[string, number, number, ...(string | number | null)[]]>({
      name: 'fault-rules-list',
      text: `SELECT st.store_id, st.resets, coalesce(v.version, 0), r.id, r.operation, r.times, r.remaining, r.response, r.created_at
        FROM ${this.s}.fault_rule_state st
        LEFT JOIN ${this.s}.fault_rule_versions v ON v.api_key = $1
        LEFT JOIN ${this.s}.fault_rules r ON r.api_key = $1
        ORDER BY r.seq`,
      values: [apiKey],
      rowMode: 'array',
    })
    const [storeId, resets, version] = rows[0]!
    const rules = rows
      .filter((row) => row[3] !== null)
      .map(([, , , id, operation, times, remaining, response, createdAt]) => ({
        id: id as string,
        operation: operation as FaultOperation,
        times: times as number,
        remaining: remaining as number,
        response: JSON.parse(response as string) as FaultResponse,
        createdAt: createdAt as string,
      }))
    return { version: `${storeId}.${resets}.${version}`, rules }
  }

  async remove(apiKey: string, id: string): Promise<boolean> {
    const gone = `DELETE FROM ${this.s}.fault_rules WHERE api_key = $1 AND id = $2`
    const result = await this.pool.query(gone, [apiKey, id])
    if (result.rowCount === 1) this.wake(apiKey, await this.refresh())
    return result.rowCount === 1
  }

  async clear(apiKey?: string): Promise<number> {
    const cleared =
      apiKey === undefined
        ? // A reset: every rule goes, and every key's version moves on (the resets count is part of it).
          await inTransaction(this.pool, async (client) => {
            const deleted = await client.query(`DELETE FROM ${this.s}.fault_rules`)
            await client.query(`SELECT ${this.s}.fault_rules_changed($1, true)`, [EVERY_KEY])
            return deleted.rowCount ?? 0
          })
        : ((await this.pool.query(`DELETE FROM ${this.s}.fault_rules WHERE api_key = $1`, [apiKey]))
            .rowCount ?? 0)
    const generation = await this.refresh()
    if (apiKey === undefined) this.wakeEveryKey(generation)
    else if (cleared > 0) this.wake(apiKey, generation)
    return cleared
  }

  async take(apiKey: string, operation: FaultOperation): Promise<FaultResponse | undefined> {
    const { rows } = await this.pool.query<[string | null, number, number]>({
      name: 'fault-rules-take',
      text: `SELECT response, generation, rules FROM ${this.s}.take_fault_rule($1, $2)`,
      values: [apiKey, operation],
      rowMode: 'array',
    })
    const [response, generation, rules] = rows[0]!
    this.learn({ generation, rules })
    if (response !== null) this.wake(apiKey, generation)
    return response === null ? undefined : (JSON.parse(response) as FaultResponse)
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

  /** Takes a (generation, rules) pair when it is newer than the one held. */
  private learn(next: Known): void {
    if (this.listening && (this.known === null || next.generation > this.known.generation)) this.known = next
    if (next.generation > this.newestSeen) this.newestSeen = next.generation
  }

  /**
   * Reads the current pair and answers its generation; concurrent calls share one read, and one asked for
   * during a read reads again.
   */
  private refresh(): Promise<number> {
    if (this.refreshing) {
      this.refreshAgain = true
      return this.refreshing
    }
    const readOnce = async () => {
      this.refreshAgain = false
      const { rows } = await this.pool.query<[number, number]>({
        name: 'fault-rules-count',
        text: `SELECT generation, (SELECT count(*) FROM ${this.s}.fault_rules) FROM ${this.s}.fault_rule_state`,
        rowMode: 'array',
      })
      const [generation, rules] = rows[0]!
      this.learn({ generation, rules })
      return generation
    }
    const read = async () => {
      let generation = await readOnce()
      while (this.refreshAgain) generation = await readOnce()
      return generation
    }
    this.refreshing = read().finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  /** "<generation> <rules> <key>" from the database's trigger (migrations.ts). */
  private heard(payload: string): void {
    const first = payload.indexOf(' ')
    const second = payload.indexOf(' ', first + 1)
    const generation = Number(payload.slice(0, first))
    const rules = Number(payload.slice(first + 1, second))
    const key = payload.slice(second + 1)
    if (!Number.isFinite(generation) || !Number.isFinite(rules)) return
    this.learn({ generation, rules })
    if (key === EVERY_KEY) this.wakeEveryKey(generation)
    else this.wake(key, generation)
  }

  /**
   * Wakes the key's watchers for a change at `generation`, unless they were woken at that generation or a
   * later one already (whatever they read after that includes the change).
   */
  private wake(apiKey: string, generation: number): void {
    if (Math.max(this.wokenAt.get(apiKey) ?? 0, this.everyKeyWokenAt) >= generation) return
    this.wokenAt.set(apiKey, generation)
    for (const listener of [...(this.watchers.get(apiKey) ?? [])]) listener()
  }

  private wakeEveryKey(generation: number): void {
    if (this.everyKeyWokenAt >= generation) return
    this.everyKeyWokenAt = generation
    this.wokenAt.clear()
    for (const key of [...this.watchers.keys()])
      for (const listener of [...(this.watchers.get(key) ?? [])]) listener()
  }
}
