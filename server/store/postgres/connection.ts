// The store's connections to PostgreSQL: one pg Pool per open store, values always bound as parameters,
// and the schema (a checked identifier, never user input at run time) written into the SQL, quoted.
import pg from 'pg'

/** A schema name the store accepts: lower-case letters, digits and _, starting with a letter, at most 40. */
const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,39}$/

export const DEFAULT_SCHEMA = 'sandbox'

/** The schema quoted for SQL ("sandbox"); throws for a name outside SCHEMA_NAME, or one PostgreSQL reserves. */
export function quotedSchema(name: string): string {
  if (!SCHEMA_NAME.test(name) || name.startsWith('pg_') || name === 'information_schema' || name === 'public')
    throw new Error(
      `Invalid schema name ${JSON.stringify(name)}: expected lower-case letters, digits and _, starting with a letter (at most 40), not public, information_schema or pg_*.`,
    )
  return `"${name}"`
}

/** The fault rules' LISTEN/NOTIFY channel of a schema (quoted as an identifier where LISTEN names it). */
export const faultChannel = (schema: string) => `${schema}.fault_rules`

const INT8 = 20
/** bigint columns and count(*) as numbers: every key and count of the sandbox is far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
}

/** Where a store's database is, and this instance's own pool of connections to it. */
export type PostgresConnection = {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  url: string
  /** Pooled connections at most: the sandbox's store 10 (and one for its fault rules), the team's 5. */
  poolSize?: number
  /** An idle pooled connection is closed after this long (30 s by default). */
  idleMillis?: number
}

/** The connection settings of a URL, with the store's type parsing; the same for the pool and the listener. */
export function clientConfig(url: string): pg.ClientConfig {
  return { connectionString: url, types, application_name: 'pharmacy-sandbox' }
}

export function openPool(url: string, options: { max?: number; idleMillis?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    ...clientConfig(url),
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleMillis ?? 30_000,
  })
  // An idle connection the server closed (a restart, a terminated backend) is dropped from the pool and
  // replaced on the next query; without a listener the error would end the process.
  pool.on('error', () => undefined)
  return pool
}

/** The URL without its password, to name it in a message. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unreadable URL)'
  }
}
