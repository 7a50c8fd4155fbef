import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { ensureLeanPostgisBundle, leanPostgis, pgliteStartParams } from './pglite-settings';

/** Options of {@link openPgliteDb}. */
export interface PgliteDbOptions {
  /** Directory of the data files; omit for an in-memory database. */
  readonly dataDir?: string;
  /** A dumped data directory (tarball) to start from, e.g. a migrated template. */
  readonly loadDataDir?: Blob;
}

/**
 * Opens the embedded PostgreSQL (PGlite) with the PostGIS extension, with the capped buffers and
 * the lean PostGIS bundle of ADR 0012.
 */
export async function openPgliteDb(
  options: PgliteDbOptions = {},
): Promise<Db & { readonly pglite: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: pgliteStartParams(),
    extensions: { postgis: leanPostgis(await ensureLeanPostgisBundle()) },
  });
  const query = async <R>(sql: string, params: readonly unknown[] = []): Promise<R[]> => {
    const result = await pglite.query<R>(sql, params as unknown[]);
    return result.rows;
  };
  return {
    kind: 'pglite',
    pglite,
    query,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async transaction(fn) {
      return pglite.transaction(async (tx) => {
        const queryable: Queryable = {
          async query<R>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<R>(sql, params as unknown[])).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        };
        return fn(queryable);
      });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
