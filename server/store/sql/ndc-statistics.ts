// NDC statistics (../ndc-statistics-repository.ts), computed from the stored trades on every request
// (never stored answers), all twelve figures in one statement. Sources: transacted = transactions;
// offered = cash offers not Cancelled; listed = listings not Cancelled. high/low/mostRecent are one
// record's price and quantity; average is the mean price and mean quantity; mostRecent is by trade date
// for transactions and by last change (updated_at) for offers and listings, so editing a listing's price
// makes it the most recent listed point.
import { sql, type SelectQueryBuilder } from 'kysely'
import type { NdcStatisticsRepository, PricePoint, SourceFigures } from '../ndc-statistics-repository'
import { countAll, prepared, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

const CANCELLED = 10
const ZERO: PricePoint = { price: 0, quantity: 0 }
const NONE: SourceFigures = { high: ZERO, low: ZERO, average: ZERO, mostRecent: ZERO }
type Ref = 'price' | 'updatedAt'
type Order = 'asc' | 'desc'

const SOURCES = [
  { table: 'transactions', quantity: 'quantity', recent: 'date', cancellable: false },
  { table: 'cashOffers', quantity: 'requestedQuantity', recent: 'updatedAt', cancellable: true },
  { table: 'listings', quantity: 'quantity', recent: 'updatedAt', cancellable: true },
] as const

type Row = { source: number; n: number; price: number | null; quantity: number | null } & Record<
  `${'high' | 'low' | 'recent'}${'Price' | 'Quantity'}`,
  number | null
>

export function ndcStatisticsRepository({ db }: Sql<SandboxTables>): NdcStatisticsRepository {
  const figures = prepared(db, (drugKey: number) => {
    const [first, ...rest] = SOURCES.map((source, at) => {
      // Typed as one of the three: the columns named are in each.
      const rows = () =>
        db
          .selectFrom(source.table as 'listings')
          .where('drugKey', '=', drugKey)
          .$if(source.cancellable, (qb) => qb.where('status', '<>', CANCELLED))
      const quantity = source.quantity as 'quantity'
      /** One record's price and quantity: the first by `by`, ties by key in `ties`' direction. */
      const point = (name: string, by: Ref, direction: Order, ties: Order) =>
        (['price', quantity] as const).map((column) =>
          rows()
            .select(column)
            .orderBy(by, direction)
            .orderBy('key', ties)
            .limit(1)
            .as(`${name}${column === 'price' ? 'Price' : 'Quantity'}`),
        )
      const average = (column: 'price' | 'quantity') => rows().select((eb) => eb.fn.avg(column).as('v'))
      return db.selectNoFrom([
        sql.lit(at).as('source'),
        rows().select(countAll().as('n')).as('n'),
        average('price').as('price'),
        average(quantity).as('quantity'),
        ...point('high', 'price', 'desc', 'asc'),
        ...point('low', 'price', 'asc', 'asc'),
        ...point('recent', source.recent as 'updatedAt', 'desc', 'desc'),
      ]) as never as SelectQueryBuilder<SandboxTables, never, Row>
    })
    return rest.reduce((query, next) => query.unionAll(next), first!)
  })
  const pointOf = (row: Row, name: 'high' | 'low' | 'recent'): PricePoint => ({
    price: row[`${name}Price`] ?? 0,
    quantity: row[`${name}Quantity`] ?? 0,
  })
  return {
    async forDrug(drugKey) {
      if (drugKey === undefined) return { transacted: NONE, offered: NONE, listed: NONE }
      const rows = (await figures(drugKey)).sort((a, b) => a.source - b.source)
      const [transacted, offered, listed] = rows.map((row) =>
        // spec gap: a source without rows has no figures; the sandbox answers { price: 0, quantity: 0 }.
        row.n === 0
          ? NONE
          : {
              high: pointOf(row, 'high'),
              low: pointOf(row, 'low'),
              average: { price: row.price ?? 0, quantity: row.quantity ?? 0 },
              mostRecent: pointOf(row, 'recent'),
            },
      )
      return { transacted: transacted!, offered: offered!, listed: listed! }
    },
  }
}
