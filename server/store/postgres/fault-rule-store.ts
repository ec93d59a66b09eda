// The fault rules (../fault-rule-store.ts; docs/sandbox.md, Faults on demand) in PostgreSQL, shared by every
// instance on the database: a rule made through one instance answers calls that reach any other, and uses
// are counted in the database, so a rule fires exactly `times` in total. How the count that `isEmpty`
// answers from (../fault-rules.ts) reaches every instance without a query per request:
// - every change moves the generation and notifies every instance (LISTEN/NOTIFY, sandbox-schema.ts's
//   trigger) with it and the number of rules left, both read under the generation's row lock;
// - every API request's rate-limit upsert (rate-limit-store.ts) also answers the current generation: one
//   newer than this instance holds means "rules may exist" (isEmpty false: the request asks the database)
//   until the instance has caught up, so a request that starts after a rule was added, through whichever
//   instance, never skips it, even before the notification has arrived;
// - while the listening connection is lost, isEmpty is false (every request asks), until it listens again
//   and has read the count afresh.
// The instance's own changes read the count after them before they answer.
import { sql } from 'kysely'
import type pg from 'pg'
import type { FaultResponse, FaultRule } from '../../../src/contract/sandbox-faults'
import { FaultRules, type RuleCount, type RuleTable } from '../fault-rules'
import { inTransaction } from '../sql/query-layer'
import { faultChannel } from './connection'
import { listenTo, type Subscription } from './notification-listener'
import { postgresLayer } from './pg-dialect'

/** A key in a notification meaning every key (a reset). */
const EVERY_KEY = '*'

type Listed = Omit<FaultRule, 'response'> & { version: string; response: string }

/** The rules in the schema's tables, and `count`: the current count read from them. */
function postgresTable(pool: pg.Pool, s: string): RuleTable & { count: () => Promise<RuleCount> } {
  const readCount = async () => {
    const text = `SELECT generation, (SELECT count(*) FROM ${s}.fault_rules) AS rules
      FROM ${s}.fault_rule_state`
    return (await pool.query<RuleCount>({ name: 'fault-rules-count', text })).rows[0]!
  }
  // One read at a time: a count asked for (after a change) while one runs is read once it ends, and
  // every call made before that read starts shares it.
  let running: Promise<unknown> = Promise.resolve()
  let next: Promise<RuleCount> | null = null
  const count = () => {
    next ??= running.then(() => {
      next = null
      return readCount()
    })
    running = next.catch(() => undefined)
    return next
  }

  return {
    count,
    async insert(apiKey, { id, operation, times, response, createdAt }) {
      await pool.query(
        `INSERT INTO ${s}.fault_rules (id, api_key, operation, times, remaining, response, created_at)
         VALUES ($1, $2, $3, $4, $4, $5, $6)`,
        [id, apiKey, operation, times, JSON.stringify(response), createdAt],
      )
      return count()
    },
    async list(apiKey) {
      // The version and the rules from one statement: the list is exactly the list at that version.
      const { rows } = await pool.query<Listed>({
        name: 'fault-rules-list',
        text: `SELECT st.store_id || '.' || st.resets || '.' || coalesce(v.version, 0) AS version,
          r.id, r.operation, r.times, r.remaining, r.response, r.created_at AS "createdAt"
          FROM ${s}.fault_rule_state st
          LEFT JOIN ${s}.fault_rule_versions v ON v.api_key = $1
          LEFT JOIN ${s}.fault_rules r ON r.api_key = $1
          ORDER BY r.seq`,
        values: [apiKey],
      })
      const rules = rows
        .filter((row) => row.id !== null)
        .map(({ version: _, response, ...rule }) => ({
          ...rule,
          response: JSON.parse(response) as FaultResponse,
        }))
      return { version: rows[0]!.version, rules }
    },
    async delete(apiKey, id) {
      const gone = `DELETE FROM ${s}.fault_rules WHERE api_key = $1 AND id = $2`
      return (await pool.query(gone, [apiKey, id])).rowCount === 1 ? count() : undefined
    },
    async clear(apiKey) {
      const gone =
        apiKey === undefined
          ? // A reset: every rule goes, and every key's version moves on (the resets count is part of it).
            await inTransaction(postgresLayer(pool), async (trx) => {
              const deleted = await sql`DELETE FROM ${sql.raw(s)}.fault_rules`.execute(trx)
              await sql`SELECT ${sql.raw(s)}.fault_rules_changed(${EVERY_KEY}, true)`.execute(trx)
              return deleted.numAffectedRows
            })
          : (await pool.query(`DELETE FROM ${s}.fault_rules WHERE api_key = $1`, [apiKey])).rowCount
      return { ...(await count()), cleared: Number(gone ?? 0) }
    },
    async take(apiKey, operation) {
      const { rows } = await pool.query<RuleCount & { response: string | null }>({
        name: 'fault-rules-take',
        text: `SELECT response, generation, rules FROM ${s}.take_fault_rule($1, $2)`,
        values: [apiKey, operation],
      })
      const { response, ...after } = rows[0]!
      return response === null ? after : { ...after, response: JSON.parse(response) as FaultResponse }
    },
  }
}

export class PostgresFaultRules extends FaultRules {
  private readonly count: () => Promise<RuleCount>
  private listener: Subscription | undefined

  constructor(pool: pg.Pool, s: string) {
    const table = postgresTable(pool, s)
    super(table, null)
    this.count = table.count
    // Only while listening may a count be trusted: the instance then hears of every change after it.
    this.listening = false
  }

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
        this.count().then(
          (count) => {
            this.learn(count)
            this.wakeEveryKey(count.generation)
          },
          () => undefined,
        )
      },
    })
    this.listening = true
    this.learn(await this.count())
  }

  async stop(): Promise<void> {
    this.listening = false
    this.known = null
    await this.listener?.close()
  }

  /** A statement saw this generation (the rate limit's upsert): newer than known means catch up. */
  seen(generation: number): void {
    if (generation <= this.newestSeen) return
    this.newestSeen = generation
    if (this.known === null || generation > this.known.generation)
      this.count().then(
        (count) => this.learn(count),
        () => undefined,
      )
  }

  /** "<generation> <rules> <key>" from the schema's trigger (sandbox-schema.ts). */
  private heard(payload: string): void {
    const [, generation, rules, key] = /^(\d+) (\d+) (.*)$/s.exec(payload) ?? []
    if (key === undefined) return
    const count = { generation: Number(generation), rules: Number(rules) }
    this.learn(count)
    if (key === EVERY_KEY) this.wakeEveryKey(count.generation)
    else this.wake(key, count.generation)
  }
}
