// The one query layer both engines' stores are written on (decision 0027): Kysely, a typed SQL query
// builder that speaks SQLite (better-sqlite3) and PostgreSQL (pg) from one source. A store is a Kysely
// instance over its tables (tables.ts) and its engine's traits: the few things the two engines say
// differently, each a small named value or function here, so a repository never asks which engine runs.
// What only one engine has (advisory locks, SKIP LOCKED, LISTEN/NOTIFY, schemas per tenant) and the
// draft views' reads (measured, decision 0002) live in that engine's folder.
import {
  CamelCasePlugin,
  Kysely,
  sql,
  type Compilable,
  type CompiledQuery,
  type Dialect,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'

export type Engine = 'sqlite' | 'postgres'

export type EngineTraits = {
  engine: Engine
  /**
   * An id compared as ids are (case-insensitively): SQLite's id columns are COLLATE NOCASE, PostgreSQL's
   * have a unique index on lower(id); each form is the one its index serves.
   */
  idIs: (column: string, id: unknown) => Expression<SqlBool>
  /** `column` is one of the ids, compared as ids are (SQLite: NOCASE among a JSON array; PostgreSQL: lower()). */
  idIn: (column: string, ids: readonly string[]) => Expression<SqlBool>
  /** `column` is one of the texts, compared as bytes: one statement text, whatever the list's length. */
  inTexts: (column: string, values: readonly string[]) => Expression<SqlBool>
  /** The number at `path` in `column`'s JSON text, or null. */
  jsonNumber: (column: string, path: readonly string[]) => Expression<number | null>
  /** `term` is a substring of `column` (instr / strpos: the term's % and _ match themselves). */
  contains: (column: string, term: unknown) => Expression<SqlBool>
  /** A list of numbers as one bound value (SQLite: JSON text; PostgreSQL: an array)... */
  numbers: (values: readonly number[]) => unknown
  /** ...and `column` among them (json_each / = ANY): one statement, whatever the list's length. */
  inNumbers: (column: string, list: unknown) => Expression<SqlBool>
  /** The LIMIT that means every row (SQLite: -1; PostgreSQL: NULL). */
  noLimit: number | null
  /** The id of a one-row table (meter_hold, audit_anchor): 1 on SQLite, true on PostgreSQL. */
  one: number | boolean
  /** True for the error of a unique constraint (SQLite's code, PostgreSQL's 23505). */
  isUniqueViolation: (error: unknown) => boolean
  /** Rows picked to update, skipping those another transaction holds (PostgreSQL; SQLite has one writer). */
  skipLocked: <DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
  ) => SelectQueryBuilder<DB, TB, O>
}

/** A store's handle: its tables, on its engine. `db` may be a transaction's. */
export type Sql<T> = { db: Kysely<T>; traits: EngineTraits }

/** A Kysely instance over a dialect, with the code's camelCase names for the SQL's snake_case. */
export function queryLayer<T>(dialect: Dialect, names = new CamelCasePlugin()): Kysely<T> {
  return new Kysely<T>({ dialect, plugins: [names] })
}

/** Runs `work` in a transaction, or in the one `db` already is (a repository called inside another's). */
export function inTransaction<T, R>(db: Kysely<T>, work: (trx: Kysely<T>) => Promise<R>): Promise<R> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/** The statements PostgreSQL is asked to keep prepared (postgres/pg-dialect.ts names them). */
export const PREPARED_SQL = new Set<string>()

/**
 * The runner of one statement's text that reads at once: its rows as the query layer answers them, or
 * undefined when the read must wait its turn (or the statement is no read).
 */
export type ReadNow = (
  text: string,
) => ((parameters: readonly unknown[]) => unknown[] | undefined) | undefined
/** Per query layer, its engine's ReadNow (SQLite's: outside a transaction, sqlite/sqlite-dialect.ts). */
export const READ_NOW = new WeakMap<object, ReadNow>()

/** A stand-in for a value bound at each call, as `prepared` compiles its query once. */
class Slot {
  constructor(readonly at: number) {}
}

/**
 * A query compiled once, when the repository is made, and run with each call's values: a statement on
 * every request (the acting caller, a session, the draft views' version) is not built and compiled
 * again each time, and PostgreSQL keeps it prepared; SQLite runs a read at once when no transaction holds
 * its connection (measured: the search's two reads went through about 15 promise steps of Kysely's own,
 * 10 µs per request of CPU). `build` receives stand-ins for the values.
 */
export function prepared<A extends unknown[], R>(
  db: { executeQuery: Kysely<never>['executeQuery'] },
  build: (...values: A) => Compilable<R> | RawBuilder<R>,
): (...values: A) => Promise<R[]> {
  const slots = Array.from({ length: build.length }, (_, i) => new Slot(i)) as unknown as A
  const query = build(...slots)
  const compiled: CompiledQuery<R> = 'isRawBuilder' in query ? query.compile(db as never) : query.compile()
  PREPARED_SQL.add(compiled.sql)
  const bind = compiled.parameters.map((value) => (value instanceof Slot ? value.at : -1))
  const now = READ_NOW.get(db)?.(compiled.sql)
  return async (...values) => {
    const parameters = bind.map((at, i) => (at < 0 ? compiled.parameters[i] : values[at]))
    const rows = now?.(parameters) as R[] | undefined
    return rows ?? (await db.executeQuery<R>({ ...compiled, parameters })).rows
  }
}

/** A number column's count, as both engines answer it (PostgreSQL's bigint is read as a number). */
export const countAll = () => sql<number>`count(*)`
