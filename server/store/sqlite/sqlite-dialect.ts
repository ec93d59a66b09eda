// better-sqlite3 under the query layer (../sql/query-layer.ts): Kysely's SQLite dialect over a handle that
// keeps each statement prepared (parsed once, not on every run), binds booleans as SQLite keeps them (0/1)
// and reads them back as booleans, and begins every transaction IMMEDIATE (the write lock first, so two
// processes on the team store's file never deadlock upgrading a read). One layer per database handle:
// its one connection is shared through Kysely's mutex, so a transaction never interleaves with another
// query, even across its awaits.
import type { Database } from 'better-sqlite3'
import { CamelCasePlugin, CompiledQuery, SqliteDialect, SqliteDriver, sql } from 'kysely'
import type { DatabaseConnection, Kysely, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely'
import { queryLayer, READ_NOW, type EngineTraits } from '../sql/query-layer'

/** The columns SQLite keeps as 0/1 that the code reads as booleans (SQL names, as rows come back). */
const BOOLEAN_COLUMNS = new Set(
  'full_package sealed_package original_package torn_package_label show_only_in_state branded generic require_scan require_full_package require_sealed_package require_original_package require_intact_package_label active'.split(
    ' ',
  ),
)
/** The query layer's names for the SQL's, as on PostgreSQL; rows come back named already (statementOf). */
const NAMES = new (class extends CamelCasePlugin {
  readonly nameOf = (name: string) => this.camelCase(name)
  override transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
})()
/** Statements kept prepared per handle, at most (bulk inserts of odd sizes come and go). */
const KEPT_STATEMENTS = 500

const bound = (values: readonly unknown[]) =>
  values.some((value) => typeof value === 'boolean')
    ? values.map((value) => (typeof value === 'boolean' ? Number(value) : value))
    : values

/**
 * A statement prepared once, its rows answered as the query layer answers them (the code's names,
 * booleans as booleans): read raw and named from column names worked out once, not for every row as the
 * plugin's mapping does (measured in one process: the acting caller's 17 columns, 6.7 µs a call before,
 * 4.6 after).
 */
function statementOf(db: Database, text: string) {
  const statement = db.prepare(text)
  const columns = statement.reader ? statement.columns().map((column) => column.name) : []
  const names = columns.map((name) => NAMES.nameOf(name))
  const flags = columns.map((name) => BOOLEAN_COLUMNS.has(name))
  const rows = statement.reader ? statement.raw() : statement
  const named = (row: unknown[]) => {
    const out: Record<string, unknown> = {}
    for (let i = 0; i < names.length; i++)
      out[names[i]!] = flags[i] && row[i] !== null ? row[i] === 1 : row[i]
    return out
  }
  return {
    reader: statement.reader,
    all: (values: readonly unknown[]) => (rows.all(bound(values)) as unknown[][]).map(named),
    run: (values: readonly unknown[]) => statement.run(bound(values)),
    *iterate(values: readonly unknown[]) {
      for (const row of rows.iterate(bound(values))) yield named(row as unknown[])
    },
  }
}

class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

const layers = new WeakMap<Database, Kysely<never>>()

/** The query layer over an open handle: the same one for every store and repository of that handle. */
export function sqliteLayer<T>(db: Database): Kysely<T> {
  let layer = layers.get(db)
  if (!layer) {
    const statements = new Map<string, ReturnType<typeof statementOf>>()
    const database = {
      close: () => db.close(),
      prepare(text: string) {
        let statement = statements.get(text)
        if (!statement) {
          if (statements.size >= KEPT_STATEMENTS) statements.clear()
          statements.set(text, (statement = statementOf(db, text)))
        }
        return statement
      },
    }
    const config = { database }
    const dialect = new (class extends SqliteDialect {
      override createDriver() {
        return new ImmediateDriver(config)
      }
    })(config)
    layers.set(db, (layer = queryLayer<never>(dialect, NAMES)))
    // A read outside any transaction needs no turn on the connection: nothing else runs while it does.
    READ_NOW.set(layer, (text) => {
      const statement = database.prepare(text)
      return statement.reader ? (values) => (db.inTransaction ? undefined : statement.all(values)) : undefined
    })
  }
  return layer as unknown as Kysely<T>
}

export const SQLITE: EngineTraits = {
  engine: 'sqlite',
  idIs: (column, id) => sql<boolean>`${sql.ref(column)} = ${id}`,
  // An id column is NOCASE: the comparison of IN is the column's.
  idIn: (column, ids) => SQLITE.inTexts(column, ids),
  inTexts: (column, values) =>
    sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`,
  jsonNumber: (column, path) =>
    sql<number | null>`json_extract(${sql.ref(column)}, ${`$.${path.join('.')}`})`,
  contains: (column, term) => sql<boolean>`instr(${sql.ref(column)}, ${term}) > 0`,
  numbers: (values) => JSON.stringify(values),
  inNumbers: (column, list) => sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${list}))`,
  noLimit: -1,
  one: 1,
  isUniqueViolation: (error) => (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE',
  skipLocked: (query) => query,
}
