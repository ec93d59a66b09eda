// The meter's shared state in SQLite (../job-records.ts): the count of each fixed window and the hold
// after a 429 from the service. A take is one immediate transaction (the write lock first), so two
// instances on one file never both take the window's last call.
import type { MeterTake } from '../job-records'
import type { Db } from './database'

export function meterRepository(db: Db) {
  const holdOf = db.prepare('SELECT until FROM meter_hold WHERE id = 1').pluck()
  const countOf = db.prepare('SELECT count FROM meter_windows WHERE minute = ?').pluck()
  const increment = db.prepare(
    `INSERT INTO meter_windows (minute, count) VALUES (?, 1)
     ON CONFLICT (minute) DO UPDATE SET count = count + 1`,
  )
  const setHold = db.prepare(
    `INSERT INTO meter_hold (id, until) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET until = max(until, excluded.until)`,
  )
  const prune = db.prepare('DELETE FROM meter_windows WHERE minute < ?')
  const hold = (now: number) => {
    const until = holdOf.get() as number | undefined
    return until !== undefined && until > now ? until : null
  }
  const take = db.transaction((window: number, ceiling: number, now: number): MeterTake => {
    const holdUntil = hold(now)
    const count = (countOf.get(window) as number | undefined) ?? 0
    if (holdUntil !== null || count >= ceiling) return { granted: false, count, holdUntil }
    increment.run(window)
    return { granted: true, count: count + 1, holdUntil: null }
  })
  // The count is committed without waiting for the disk (synchronous=NORMAL for this one transaction):
  // WAL keeps it through a crash of the process; only a power loss could drop the last counts, and the
  // service's own 429 would then hold the calls. A flush per count would put one in front of every call
  // the server sends. The connection goes back to FULL at once: the audit log's writes still wait for
  // the disk.
  const unflushed = db.prepare('PRAGMA synchronous = NORMAL')
  const flushed = db.prepare('PRAGMA synchronous = FULL')
  const takeUnflushed = (window: number, ceiling: number, now: number): MeterTake => {
    unflushed.run()
    try {
      return take.immediate(window, ceiling, now)
    } finally {
      flushed.run()
    }
  }
  return {
    take: takeUnflushed,
    read: (window: number, now: number) => ({
      count: (countOf.get(window) as number | undefined) ?? 0,
      holdUntil: hold(now),
    }),
    hold(until: number): void {
      setHold.run(Math.round(until))
    },
    prune(window: number): void {
      prune.run(window)
    },
  }
}
