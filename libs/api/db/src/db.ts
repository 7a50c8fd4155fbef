/** Which engine a {@link Db} talks to. */
export const DB_KIND = {
  pglite: 'pglite',
  postgres: 'postgres',
} as const;

/** One of the database engines. */
export type DbKind = (typeof DB_KIND)[keyof typeof DB_KIND];

/** Anything that can run one parameterised SQL statement. */
export interface Queryable {
  /** Runs one statement with `$1..$n` parameters and returns its rows. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations, bulk seeding). */
  exec(sql: string): Promise<void>;
}

/**
 * One query interface over PGlite (embedded) and node-postgres (a real server). Both run the same
 * SQL; numbers that may exceed 32 bits are cast in SQL (`::float8`) so both drivers return numbers.
 */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection (pool) or the embedded database. */
  close(): Promise<void>;
}
