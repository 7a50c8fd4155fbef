import pg from 'pg';
import type { Db, Queryable } from './db';
import { asDatabaseUnavailable } from './database-unavailable';

/** How long a new connection may take before the query fails as unavailable (503), in ms. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Options of {@link openPostgresDb}. */
export interface PostgresDbOptions {
  /** Most connections in the pool; 10 by default (1 for the embedded database's process). */
  readonly max?: number;
  /**
   * How long an unused connection stays open, in ms; node-postgres' 10 s by default, 0 to keep it
   * (the embedded database's one session need not be reopened after every quiet spell).
   */
  readonly idleTimeoutMillis?: number;
  /** Runs after the pool has ended, e.g. to stop the database's process. */
  readonly onClose?: () => Promise<void>;
  /** Message of the `DatabaseUnavailableError` a broken connection becomes (a default otherwise). */
  readonly unavailableMessage?: string;
}

/**
 * Opens a pool to a PostgreSQL server (with PostGIS available): a connection string, or
 * node-postgres settings such as a Unix socket folder.
 */
export async function openPostgresDb(
  connection: string | pg.PoolConfig,
  options: PostgresDbOptions = {},
): Promise<Db & { readonly pool: pg.Pool }> {
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({
    ...settings,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.idleTimeoutMillis === undefined
      ? {}
      : { idleTimeoutMillis: options.idleTimeoutMillis }),
  });
  // An idle connection that breaks (the server restarted, the socket reset) is dropped by the pool
  // and the next query opens another one and reports its own error; unhandled, this event would
  // stop the process.
  pool.on('error', () => undefined);
  // Fail fast (and clearly) when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // A connection that broke (the server restarted or went away) is a DatabaseUnavailableError,
  // which the server answers 503 + Retry-After; the pool opens a new connection for the next query.
  const unavailable = (error: unknown): unknown =>
    asDatabaseUnavailable(error, options.unavailableMessage);
  const queryOn =
    (client: pg.Pool | pg.PoolClient) =>
    async <R>(sql: string, params: readonly unknown[] = []): Promise<R[]> => {
      try {
        const result = await client.query(sql, params as unknown[]);
        return result.rows as R[];
      } catch (error) {
        throw unavailable(error);
      }
    };
  const execOn = (client: pg.Pool | pg.PoolClient) => async (sql: string) => {
    await client.query(sql).catch((error: unknown) => Promise.reject(unavailable(error)));
  };
  return {
    kind: 'postgres',
    pool,
    query: queryOn(pool),
    exec: execOn(pool),
    async transaction(fn) {
      const client = await pool
        .connect()
        .catch((error: unknown) => Promise.reject(unavailable(error)));
      let broken: unknown;
      try {
        await execOn(client)('BEGIN');
        const result = await fn({
          query: queryOn(client),
          exec: execOn(client),
        } satisfies Queryable);
        await execOn(client)('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback));
        throw unavailable(error);
      } finally {
        // A connection whose ROLLBACK failed is not returned to the pool (it may be mid-transaction).
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    async close() {
      await pool.end();
      await options.onClose?.();
    },
  };
}
