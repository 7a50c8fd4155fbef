import { fork } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./pglite-process.entry.mjs', import.meta.url));
/** PGlite with PostGIS on a data directory takes a while to open on a busy 2-core machine. */
const START_TIMEOUT_MS = 180_000;

/** The embedded database running in its own process. */
export interface PgliteProcess {
  /** node-postgres settings for its Unix socket (one connection: PGlite is single-session). */
  readonly connection: { readonly host: string; readonly port: number; readonly user: string };
  readonly pid: number;
  /** Stops the process (it closes PGlite first) and removes the socket folder. */
  stop(): Promise<void>;
}

/**
 * Starts PGlite (with PostGIS) on `dataDir` in a child process that speaks the PostgreSQL wire
 * protocol on a Unix socket in a private temporary folder (ADR 0009): the server process keeps
 * none of PGlite's ~1 GB of WebAssembly, and its event loop never waits on a running query.
 */
export async function startPgliteProcess(dataDir: string): Promise<PgliteProcess> {
  await mkdir(dataDir, { recursive: true });
  const socketDir = await mkdtemp(join(tmpdir(), 'unfurl-db-'));
  const port = 5432;
  const child = fork(ENTRY, [dataDir, join(socketDir, `.s.PGSQL.${port}`)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the embedded database did not start in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.once('message', () => (clearTimeout(timer), resolve()));
      child.once('error', (error) => (clearTimeout(timer), reject(error)));
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the embedded database stopped while starting (exit code ${code})`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port, user: 'postgres' },
    pid: child.pid ?? 0,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        await rm(socketDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
