// NDC statistics, computed from the stored trades on every request (never stored answers).
// Sources: transacted = transactions; offered = cash offers not Cancelled; listed = listings not Cancelled.
// high/low/mostRecent are one record's price and quantity; average is the mean price and mean quantity.
// mostRecent is by trade date for transactions and by last change (updated_at) for offers and listings,
// so editing a listing's price makes it the most recent listed point.
import type { Db } from './database'
import type { PricePoint, SourceFigures, NdcFigures } from '../ndc-statistics-repository'

const CANCELLED = 10
const ZERO: PricePoint = { price: 0, quantity: 0 }

const SOURCES = {
  transacted: { from: 'transactions WHERE drug_key = @drugKey', recent: 'date' },
  offered: {
    from: `cash_offers WHERE drug_key = @drugKey AND status <> ${CANCELLED}`,
    recent: 'updated_at',
    quantity: 'requested_quantity',
  },
  listed: { from: `listings WHERE drug_key = @drugKey AND status <> ${CANCELLED}`, recent: 'updated_at' },
} as const

function sourceStatements(db: Db, source: keyof typeof SOURCES) {
  const s = SOURCES[source]
  const quantity = 'quantity' in s ? s.quantity : 'quantity'
  const point = (order: string) =>
    db.prepare(`SELECT price, ${quantity} AS quantity FROM ${s.from} ORDER BY ${order} LIMIT 1`)
  return {
    high: point('price DESC, key ASC'),
    low: point('price ASC, key ASC'),
    mostRecent: point(`${s.recent} DESC, key DESC`),
    average: db.prepare(
      `SELECT count(*) AS n, avg(price) AS price, avg(${quantity}) AS quantity FROM ${s.from}`,
    ),
  }
}

export function ndcStatisticsRepository(db: Db) {
  const statements = {
    transacted: sourceStatements(db, 'transacted'),
    offered: sourceStatements(db, 'offered'),
    listed: sourceStatements(db, 'listed'),
  }
  const figures = (source: keyof typeof SOURCES, drugKey: number): SourceFigures => {
    const s = statements[source]
    const average = s.average.get({ drugKey }) as { n: number; price: number | null; quantity: number | null }
    // spec gap: a source without rows has no figures; the sandbox answers { price: 0, quantity: 0 }.
    if (average.n === 0) return { high: ZERO, low: ZERO, average: ZERO, mostRecent: ZERO }
    return {
      high: s.high.get({ drugKey }) as PricePoint,
      low: s.low.get({ drugKey }) as PricePoint,
      average: { price: average.price ?? 0, quantity: average.quantity ?? 0 },
      mostRecent: s.mostRecent.get({ drugKey }) as PricePoint,
    }
  }
  const empty = (): SourceFigures => ({ high: ZERO, low: ZERO, average: ZERO, mostRecent: ZERO })
  return {
    /** Figures for a drug; undefined drugKey (an NDC nobody trades) gives zeros everywhere. */
    forDrug(drugKey: number | undefined): NdcFigures {
      if (drugKey === undefined) return { transacted: empty(), offered: empty(), listed: empty() }
      return {
        transacted: figures('transacted', drugKey),
        offered: figures('offered', drugKey),
        listed: figures('listed', drugKey),
      }
    },
  }
}
