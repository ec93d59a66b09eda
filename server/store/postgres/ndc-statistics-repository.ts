// NDC statistics, computed from the stored trades on every request (never stored answers), all twelve
// figures in one statement. Sources: transacted = transactions; offered = cash offers not Cancelled;
// listed = listings not Cancelled. high/low/mostRecent are one record's price and quantity; average is the
// mean price and mean quantity; mostRecent is by trade date for transactions and by last change
// (updated_at) for offers and listings. The same figures as SQLite's (../sqlite/ndc-statistics-repository.ts).
import type {
  NdcFigures,
  NdcStatisticsRepository,
  PricePoint,
  SourceFigures,
} from '../ndc-statistics-repository'
import type { Queryable } from './connection'

const CANCELLED = 10
const ZERO: PricePoint = { price: 0, quantity: 0 }
const NONE: SourceFigures = { high: ZERO, low: ZERO, average: ZERO, mostRecent: ZERO }
const SOURCE_NAMES = ['transacted', 'offered', 'listed'] as const

function sourceSql(s: string, source: (typeof SOURCE_NAMES)[number], at: number): string {
  const { from, recent, quantity } = {
    transacted: { from: `${s}.transactions WHERE drug_key = $1`, recent: 'date', quantity: 'quantity' },
    offered: {
      from: `${s}.cash_offers WHERE drug_key = $1 AND status <> ${CANCELLED}`,
      recent: 'updated_at',
      quantity: 'requested_quantity',
    },
    listed: {
      from: `${s}.listings WHERE drug_key = $1 AND status <> ${CANCELLED}`,
      recent: 'updated_at',
      quantity: 'quantity',
    },
  }[source]
  const point = (order: string) => `(SELECT ARRAY[price, ${quantity}] FROM ${from} ORDER BY ${order} LIMIT 1)`
  return `SELECT ${at}, count(*), avg(price), avg(${quantity}), ${point('price DESC, key ASC')},
    ${point('price ASC, key ASC')}, ${point(`${recent} DESC, key DESC`)} FROM ${from}`
}

type SourceRow = [
  number,
  number,
  number | null,
  number | null,
  number[] | null,
  number[] | null,
  number[] | null,
]
const pointOf = (pair: number[] | null): PricePoint => ({ price: pair?.[0] ?? 0, quantity: pair?.[1] ?? 0 })

export function ndcStatisticsRepository(db: Queryable, s: string): NdcStatisticsRepository {
  const text = SOURCE_NAMES.map((source, at) => `(${sourceSql(s, source, at)})`).join(' UNION ALL ')
  return {
    async forDrug(drugKey): Promise<NdcFigures> {
      if (drugKey === undefined) return { transacted: NONE, offered: NONE, listed: NONE }
      const { rows } = await db.query<SourceRow>({
        name: `ndc-statistics ${s}`,
        text,
        values: [drugKey],
        rowMode: 'array',
      })
      const bySource = [...rows].sort((a, b) => a[0] - b[0])
      const [transacted, offered, listed] = bySource.map(([, n, price, quantity, high, low, recent]) =>
        // spec gap: a source without rows has no figures; the sandbox answers { price: 0, quantity: 0 }.
        n === 0
          ? NONE
          : {
              high: pointOf(high),
              low: pointOf(low),
              average: { price: price ?? 0, quantity: quantity ?? 0 },
              mostRecent: pointOf(recent),
            },
      )
      return { transacted: transacted!, offered: offered!, listed: listed! }
    },
  }
}
