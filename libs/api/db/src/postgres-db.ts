import pg from 'pg';
import type { Db, Queryable } from './db';

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
  const queryOn =
    (client: pg.Pool | pg.PoolClient) =>
    async <R>(sql: string, params: readonly unknown[] = []): Promise<R[]> => {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as R[];
    };
  return {
    kind: 'postgres',
    pool,
    query: queryOn(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: queryOn(client),
          async exec(sql) {
            await client.query(sql);
          },
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await options.onClose?.();
    },
  };
}
