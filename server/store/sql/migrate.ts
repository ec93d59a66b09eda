// The stores' migrations: one list per store (sandbox-migrations.ts, team-migrations.ts) for both engines,
// written with Kysely's schema builder through `Schema`, which says a column's kind once and its type on
// each engine. Each migration runs in a transaction with its record in `applied_migrations` (its name),
// checked inside that transaction, so two processes opening one file (the team store's) or two instances
// under the schema's lock apply it once. Adding one: a new entry at the end of its list, never a change
// to an entry a database may have applied.
// Databases made before this list kept a number instead (SQLite: PRAGMA user_version; PostgreSQL: the
// schema's schema_migrations): a migration with `legacy` is taken as applied on a database whose number
// has reached that engine's version (it holds that schema already) and run on one below it; a number no
// migration of the list names is refused (the earliest sandbox files, from before version 4 on SQLite).
import { sql, type ColumnDefinitionBuilder, type Compilable, type Kysely } from 'kysely'
import { inTransaction, type Engine, type Sql } from './query-layer'

export type Schema = {
  engine: Engine
  /**
   * Creates a table from its columns, comma-separated, each '<name> <kind>[?] [pk] [unique] [->table]'
   * ('?': may be null; '->table': references its key).
   */
  table(name: string, columns: string, options?: TableOptions): Promise<void>
  /** Adds columns to a table, written as `table` writes them (a new column may be null, or have a default). */
  columns(table: string, columns: string): Promise<void>
  /** An index over SQL names; `~name` is a case-insensitive column (lower(name) on PostgreSQL). */
  index(name: string, table: string, columns: string, options?: IndexOptions): Promise<void>
  /** SQL of one engine only (triggers, functions), statement by statement. */
  run(text: string): Promise<void>
}

/** A composite primary key (WITHOUT ROWID on SQLite), and CHECK conditions in SQL names. */
type TableOptions = { primaryKey?: string[]; checks?: string[] }
type IndexOptions = { unique?: boolean; where?: string; ifNotExists?: boolean }

export type Migration = {
  name: string
  up: (schema: Schema) => Promise<void>
  /** The earlier record's version that holds this migration's schema, per engine. */
  legacy?: Record<Engine, number>
}

// Each kind's type per engine: key is the row's number (an identity on PostgreSQL, never reused); ci is
// text compared without regard to case (SQLite NOCASE; PostgreSQL "C" with lower() in its indexes); text
// compares and sorts by bytes on both; one is the key of a one-row table.
const TYPES = {
  key: ['integer', 'bigint'],
  ci: ['text', 'text'],
  text: ['text', 'text'],
  int: ['integer', 'integer'],
  big: ['integer', 'bigint'],
  real: ['real', 'double precision'],
  bool: ['integer', 'boolean'],
  one: ['integer', 'boolean'],
} as const
type Kind = keyof typeof TYPES

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The Schema of one migration. On PostgreSQL its statements are sent together when the migration ends
 * (`flush`), as one text: each sent alone was a round trip of its own, and a sandbox's store took 82 of
 * them to open against the earlier code's 35 (opening twice as slow, which the tests that open a store
 * per request pay for). Schema statements bind no values (Kysely writes a default into the text).
 */
function schemaOf(db: Kysely<never>, engine: Engine): Schema & { flush: () => Promise<void> } {
  const pg = engine === 'postgres'
  let waiting: string[] = []
  const flush = async () => {
    const text = waiting.join(';\n')
    waiting = []
    if (text !== '') await sql.raw(text).execute(db)
  }
  const exec = async (statement: Compilable) => {
    const compiled = statement.compile()
    if (pg) waiting.push(compiled.sql)
    else await db.executeQuery(compiled)
  }
  const index: Schema['index'] = async (name, table, columns, options = {}) => {
    const list = columns.replace(/~(\w+)/g, pg ? 'lower($1)' : '$1')
    let builder = db.schema.createIndex(name).on(table).expression(sql.raw(list))
    if (options.unique) builder = builder.unique()
    if (options.where) builder = builder.where(sql.raw<boolean>(options.where))
    if (options.ifNotExists) builder = builder.ifNotExists()
    await exec(builder)
  }
  /** One column of a spec (Schema.table), as Kysely's builder of a column takes it. */
  const column = (spec: string, lowerUnique: string[]) => {
    const [name = '', type = '', ...flags] = spec.trim().split(/\s+/)
    const kind = type.replace('?', '') as Kind
    const build = (c: ColumnDefinitionBuilder) => {
      if (kind === 'key') c = pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey()
      if (kind === 'one') c = c.primaryKey().check(pg ? sql`${sql.ref(name)}` : sql`${sql.ref(name)} = 1`)
      if (kind === 'one' && pg) c = c.defaultTo(true)
      if (kind === 'ci' || kind === 'text')
        c = c.modifyFront(pg ? sql`collate "C"` : kind === 'ci' ? sql`collate nocase` : sql``)
      if (!type.endsWith('?') && kind !== 'key' && kind !== 'one') c = c.notNull()
      if (flags.includes('pk')) c = c.primaryKey()
      if (flags.includes('unique')) {
        if (pg && kind === 'ci') lowerUnique.push(name)
        else c = c.unique()
      }
      const ref = flags.find((flag) => flag.startsWith('->'))?.slice(2)
      return ref ? c.references(`${ref}.key`) : c
    }
    return [name, sql.raw(TYPES[kind][pg ? 1 : 0]), build] as const
  }
  const lowerUniques = async (table: string, names: string[]) => {
    for (const name of names)
      await index(`${snake(table)}_${snake(name)}`, table, `~${snake(name)}`, { unique: true })
  }
  return {
    engine,
    index,
    flush,
    run: (text) => exec({ compile: () => sql.raw(text).compile(db) }),
    async table(name, columns, options = {}) {
      let builder = db.schema.createTable(name)
      const lowerUnique: string[] = []
      for (const spec of columns.split(',')) builder = builder.addColumn(...column(spec, lowerUnique))
      for (const [i, check] of (options.checks ?? []).entries())
        builder = builder.addCheckConstraint(`${snake(name)}_check_${i + 1}`, sql.raw(check))
      if (options.primaryKey) {
        builder = builder.addPrimaryKeyConstraint(`${snake(name)}_pkey`, options.primaryKey as never[])
        if (!pg) builder = builder.modifyEnd(sql`without rowid`)
      }
      await exec(builder)
      await lowerUniques(name, lowerUnique)
    },
    async columns(table, columns) {
      const lowerUnique: string[] = []
      // One column a statement: SQLite's ALTER TABLE adds one at a time.
      for (const spec of columns.split(','))
        await exec(db.schema.alterTable(table).addColumn(...column(spec, lowerUnique)))
      await lowerUniques(table, lowerUnique)
    },
  }
}

/**
 * Applies the migrations not applied yet, in order. `legacyVersion` reads the earlier record (0 when
 * there is none). On PostgreSQL the caller holds the schema's lock and `db` is scoped to the schema.
 */
export async function migrate(
  store: Sql<never>,
  migrations: readonly Migration[],
  legacyVersion: (db: Kysely<never>) => Promise<number>,
): Promise<void> {
  const db = store.db as Kysely<{ appliedMigrations: { name: string; appliedAt: string } }>
  await db.schema
    .createTable('appliedMigrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('appliedAt', 'text', (c) => c.notNull())
    .execute()
  const engine = store.traits.engine
  // The earlier record moves no more: read once. It must stand where one migration of the list left it.
  const legacy = await legacyVersion(db as never)
  if (legacy !== 0 && !migrations.some((migration) => migration.legacy?.[engine] === legacy))
    throw new Error(
      `the database was made by an earlier version of the sandbox (schema ${legacy}), which this one does not migrate: move it away to start afresh`,
    )
  for (const migration of migrations)
    await inTransaction(db, async (trx) => {
      const applied = trx.selectFrom('appliedMigrations').select('name').where('name', '=', migration.name)
      if (await applied.executeTakeFirst()) return
      // A database of the earlier record holds the schema of every migration its number has reached.
      if (legacy < (migration.legacy?.[engine] ?? Infinity)) {
        const schema = schemaOf(trx as never, engine)
        await migration.up(schema)
        await schema.flush()
      }
      const record = { name: migration.name, appliedAt: new Date().toISOString() }
      await trx.insertInto('appliedMigrations').values(record).execute()
    })
}
