// NADAC and the statistics cache (../price-records.ts) on the query layer, the same for both engines.
// The NADAC upsert keeps the later entry in the statement itself (its WHERE on the conflict), so two
// imports at once, or a file older than the table, never put an earlier effective date back. A cache
// claim is one upsert whose WHERE only lets it through when nothing fresh is kept and no claim is live.
import { sql } from 'kysely'
import type { NadacEntry } from '../../../src/contract/nadac'
import type { NadacRepository, StatisticsCacheRepository } from '../price-records'
import type { Sql } from './query-layer'
import type { TeamTables } from './tables'

/** Rows per statement: well under both engines' bound values (9 columns x 500). */
const CHUNK = 500

export function nadacRepository({ db, traits }: Sql<TeamTables>): NadacRepository {
  return {
    async keepLatest(entries) {
      let written = 0
      for (let start = 0; start < entries.length; start += CHUNK) {
        const rows = entries.slice(start, start + CHUNK)
        const [date, asOf] = [sql.ref('excluded.effective_date'), sql.ref('excluded.as_of_date')]
        const [keptDate, keptAsOf] = [sql.ref('nadac.effective_date'), sql.ref('nadac.as_of_date')]
        const result = await db
          .insertInto('nadac')
          .values(rows.map((row) => ({ ...row })))
          .onConflict((oc) =>
            oc
              .column('ndc')
              .doUpdateSet((eb) => ({
                description: eb.ref('excluded.description'),
                perUnit: eb.ref('excluded.perUnit'),
                pricingUnit: eb.ref('excluded.pricingUnit'),
                effectiveDate: eb.ref('excluded.effectiveDate'),
                asOfDate: eb.ref('excluded.asOfDate'),
                otc: eb.ref('excluded.otc'),
                classification: eb.ref('excluded.classification'),
              }))
              .where(
                sql<boolean>`${date} > ${keptDate} OR (${date} = ${keptDate} AND coalesce(${asOf}, '') >= coalesce(${keptAsOf}, ''))`,
              ),
          )
          .executeTakeFirst()
        written += Number(result.numInsertedOrUpdatedRows ?? 0)
      }
      return written
    },
    find: async (ndcs): Promise<NadacEntry[]> =>
      ndcs.length === 0
        ? []
        : db.selectFrom('nadac').selectAll().where(traits.inTexts('ndc', ndcs)).orderBy('ndc').execute(),
    count: async () =>
      Number(
        (
          await db
            .selectFrom('nadac')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  }
}

export function statisticsCacheRepository({ db }: Sql<TeamTables>): StatisticsCacheRepository {
  const table = 'ndcStatisticsCache' as const
  return {
    async fresh(key, freshAfter) {
      const row = await db
        .selectFrom(table)
        .select(['status', 'contentType', 'body', 'fetchedAt'])
        .where('key', '=', key)
        .where('fetchedAt', '>=', freshAfter)
        .executeTakeFirst()
      return row && row.body !== null && row.status !== null && row.fetchedAt !== null
        ? {
            status: row.status,
            contentType: row.contentType,
            body: row.body,
            fetchedAt: Number(row.fetchedAt),
          }
        : null
    },
    async claim(key, now, freshAfter, until) {
      const [fetched, claimed] = [
        sql.ref('ndc_statistics_cache.fetched_at'),
        sql.ref('ndc_statistics_cache.filling_until'),
      ]
      const result = await db
        .insertInto(table)
        .values({ key, status: null, contentType: null, body: null, fetchedAt: null, fillingUntil: until })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ fillingUntil: until })
            .where(sql<boolean>`(${fetched} IS NULL OR ${fetched} < ${freshAfter})`)
            .where(sql<boolean>`(${claimed} IS NULL OR ${claimed} < ${now})`),
        )
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },
    async settle(key, answer) {
      const set = answer ? { ...answer, fillingUntil: null } : { fillingUntil: null }
      await db.updateTable(table).set(set).where('key', '=', key).execute()
    },
    async prune(before) {
      await db
        .deleteFrom(table)
        .where('fillingUntil', 'is', null)
        .where((eb) => eb.or([eb('fetchedAt', 'is', null), eb('fetchedAt', '<', before)]))
        .execute()
    },
  }
}
