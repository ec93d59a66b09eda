// The meter's shared state in PostgreSQL (../job-records.ts): the count of each fixed window and the hold
// after a 429 from the service. A take is one statement: an upsert on the window whose update only
// counts while the count is below the ceiling (the row is locked and the condition checked against the
// latest count), and only when no hold lasts past now. Instances taking at once queue on the window's
// row, so the window's last call is taken once.
// As on SQLite (../sqlite/meter-repository.ts), the take's commit does not wait for the WAL flush
// (synchronous_commit off for its transaction alone): a crash of PostgreSQL could lose the last counts,
// never corrupt them, and the service's own 429 would then hold the calls; a flush per count would put one
// in front of every call the server sends.
import type pg from 'pg'
import type { MeterRepository, MeterTake } from '../job-records'
import { inTransaction } from './connection'

export function meterRepository(pool: pg.Pool, s: string): MeterRepository {
  const countOf = async (window: number) => {
    const { rows } = await pool.query<[number]>({
      text: `SELECT count FROM ${s}.meter_windows WHERE minute = $1`,
      values: [window],
      rowMode: 'array',
    })
    return rows[0]?.[0] ?? 0
  }
  const holdAt = async (now: number) => {
    const { rows } = await pool.query<[number]>({
      text: `SELECT until FROM ${s}.meter_hold WHERE until > $1`,
      values: [now],
      rowMode: 'array',
    })
    return rows[0]?.[0] ?? null
  }
  return {
    take: (window: number, ceiling: number, now: number) =>
      inTransaction(pool, async (client): Promise<MeterTake> => {
        await client.query('SET LOCAL synchronous_commit = off')
        const { rows } = await client.query<[number | null, number | null]>({
          text: `WITH hold AS (SELECT until FROM ${s}.meter_hold WHERE until > $3),
            taken AS (
              INSERT INTO ${s}.meter_windows AS w (minute, count)
              SELECT $1, 1 WHERE $2 > 0 AND NOT EXISTS (SELECT 1 FROM hold)
              ON CONFLICT (minute) DO UPDATE SET count = w.count + 1 WHERE w.count < $2
              RETURNING w.count)
            SELECT (SELECT count FROM taken), (SELECT until FROM hold)`,
          values: [window, ceiling, now],
          rowMode: 'array',
        })
        const [count, holdUntil] = rows[0]!
        if (count !== null) return { granted: true, count, holdUntil: null }
        // Refused: the count as it stands now (the statement's own snapshot may predate other takes).
        const { rows: current } = await client.query<[number]>({
          text: `SELECT count FROM ${s}.meter_windows WHERE minute = $1`,
          values: [window],
          rowMode: 'array',
        })
        return { granted: false, count: current[0]?.[0] ?? 0, holdUntil }
      }),
    read: async (window: number, now: number) => {
      const [count, holdUntil] = await Promise.all([countOf(window), holdAt(now)])
      return { count, holdUntil }
    },
    async hold(until: number) {
      await pool.query(
        `INSERT INTO ${s}.meter_hold AS h (until) VALUES ($1)
         ON CONFLICT (id) DO UPDATE SET until = greatest(h.until, excluded.until)`,
        [Math.round(until)],
      )
    },
    async prune(window: number) {
      await pool.query(`DELETE FROM ${s}.meter_windows WHERE minute < $1`, [window])
    },
  }
}
