import type { Queryable } from '@unfurl/api-db';

/** The database port pg-boss calls (its `db` option and the `db` of one send). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

// pg-boss sends its scripts (install, migrations, maintenance) as one text of several statements
// wrapped in BEGIN ... COMMIT, without parameters. A prepared statement (PGlite's `query`, the
// extended protocol) takes one statement only: those go through the simple-query path (`exec`).
const SCRIPT = /^\s*BEGIN\s*;/i;

/**
 * pg-boss over our {@link Queryable}: the same adapter on PGlite in this process, PGlite in its
 * own process and a real PostgreSQL, inside or outside a transaction.
 */
export function sqlExecutor(db: Queryable): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((values === undefined || values.length === 0) && SCRIPT.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, values ?? []) };
    },
  };
}
