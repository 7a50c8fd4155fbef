import pg from 'pg';
import type { Db, Queryable } from './db';

/** Opens a pool to a real PostgreSQL server (with PostGIS available) at `connectionString`. */
export async function openPostgresDb(
  connectionString: string,
): Promise<Db & { readonly pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    },
  };
}
