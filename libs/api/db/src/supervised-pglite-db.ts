import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from './db';
import { DatabaseUnavailableError } from './database-unavailable';
import { describeExit, describeStart, startPgliteProcess } from './pglite-process';
import type { PgliteProcess, PgliteProcessExit } from './pglite-process';
import { openPostgresDb } from './postgres-db';
import { ensureMigratedTemplate } from './template-cache';

/** Waits before each restart of a database process that died: three tries, then give up. */
export const RESTART_DELAYS_MS: readonly number[] = [0, 1_000, 3_000];
const RESTARTING = 'The database is restarting; try again in a few seconds.';

/** Options of {@link openSupervisedPgliteDb}. */
export interface SupervisedPgliteOptions {
  readonly dataDir: string;
  /** Plain-words log lines: the database stopped, is restarting, is back. */
  readonly log?: ((message: string) => void) | undefined;
  /**
   * Called once when the database cannot be restarted (every try failed); the server exits
   * non-zero so that its supervisor restarts it. Queries fail as unavailable from then on.
   */
  readonly onFatal?: ((error: Error) => void) | undefined;
  /** Delays before each restart try, in ms ({@link RESTART_DELAYS_MS}). */
  readonly restartDelaysMs?: readonly number[];
  /**
   * A new data directory starts as a copy of the migrated template (built once, cached; ADR 0012)
   * unless this is false: then PGlite runs initdb in it, which is several times slower.
   */
  readonly fromTemplate?: boolean | undefined;
}

/** The template to copy into `dataDir` when it holds no database yet (built if not cached). */
async function templateFor(
  options: SupervisedPgliteOptions,
  log: (message: string) => void,
): Promise<string | undefined> {
  if (options.fromTemplate === false) return undefined;
  const exists = await access(join(options.dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (exists) return undefined;
  const since = performance.now();
  const template = await ensureMigratedTemplate();
  const seconds = ((performance.now() - since) / 1000).toFixed(1);
  log(
    `a new data directory: it starts as a copy of the migrated template (${seconds} s to find or build it)`,
  );
  return template;
}

interface Running {
  readonly child: PgliteProcess;
  readonly db: Db;
}

async function connect(dataDir: string, template?: string): Promise<Running> {
  const child = await startPgliteProcess(dataDir, { template });
  try {
    const db = await openPostgresDb(
      { ...child.connection, database: 'postgres' },
      { max: 1, idleTimeoutMillis: 0, onClose: () => child.stop(), unavailableMessage: RESTARTING },
    );
    return { child, db };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite in its own process (ADR 0009), watched: when the process dies (a crash, kill -9, the
 * OOM killer) the server logs it, starts it again on the same data directory (a new socket
 * folder) and reconnects. Meanwhile every query fails at once with a
 * {@link DatabaseUnavailableError} (503 + Retry-After), never a hanging request or a 500.
 */
export async function openSupervisedPgliteDb(options: SupervisedPgliteOptions): Promise<Db> {
  const log = options.log ?? (() => undefined);
  const delays = options.restartDelaysMs ?? RESTART_DELAYS_MS;
  const template = await templateFor(options, log);
  let running: Running | undefined = await connect(options.dataDir, template);
  log(`the embedded database is open in ${describeStart(running.child.started)}`);
  let restarting: Promise<void> | undefined;
  let closed = false;
  let fatal: Error | undefined;

  const watch = (current: Running): void => {
    void current.child.exited.then((exit) => {
      if (closed || running !== current) return;
      running = undefined;
      restarting = restart(current, exit);
    });
  };

  const restart = async (dead: Running, exit: PgliteProcessExit): Promise<void> => {
    const since = Date.now();
    log(`the embedded database stopped (${describeExit(exit)}); restarting it`);
    // Not awaited: ending the old pool waits for its clients, which fail on their own.
    void dead.db.close().catch(() => undefined);
    let lastError: unknown;
    for (const [index, delay] of delays.entries()) {
      await pause(delay);
      if (closed) return;
      try {
        const next = await connect(options.dataDir);
        if (closed) return void (await next.db.close());
        running = next;
        watch(next);
        log(`the embedded database is back (pid ${next.child.pid}, ${Date.now() - since} ms)`);
        return;
      } catch (error) {
        lastError = error;
        log(
          `restarting the embedded database failed (try ${index + 1} of ${delays.length}): ${
            (error as Error).message
          }`,
        );
      }
    }
    fatal = new Error(
      `the embedded database could not be restarted after ${delays.length} tries: ${
        (lastError as Error | undefined)?.message ?? 'no tries configured'
      }`,
    );
    options.onFatal?.(fatal);
  };

  const current = (): Db => {
    if (running) return running.db;
    throw new DatabaseUnavailableError(
      fatal ? 'The database is unavailable.' : RESTARTING,
      fatal ? { cause: fatal } : {},
    );
  };
  watch(running);

  return {
    kind: 'postgres',
    query: async (sql, params) => current().query(sql, params),
    exec: async (sql) => current().exec(sql),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => current().transaction(fn),
    async close() {
      closed = true;
      await restarting;
      const last = running;
      running = undefined;
      await last?.db.close();
    },
  };
}
