import { fork } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMBEDDED_DB_MALLOC_ENV,
  EMBEDDED_DB_NODE_OPTIONS,
  ensureLeanPostgisBundle,
  pgliteStartParams,
} from './pglite-settings';
import { makeSocketFolder, removeSocketFolder, removeStaleSocketFolders } from './socket-folders';

const ENTRY = fileURLToPath(new URL('./pglite-process.entry.mjs', import.meta.url));
/** PGlite with PostGIS on a data directory takes a while to open on a busy 2-core machine. */
const START_TIMEOUT_MS = 180_000;

/** How the database's process ended: its exit code, or the signal that killed it. */
export interface PgliteProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Options of {@link startPgliteProcess}. */
export interface PgliteProcessOptions {
  /** A dumped data directory (gzipped tarball) copied into the new, empty `dataDir` first. */
  readonly template?: string | undefined;
}

/**
 * How long the process took to open, in ms: from its start to Node's and PGlite's modules loaded,
 * PGlite open (WebAssembly, PostGIS, the data directory: recovery, or the template copied in),
 * and from the fork to the socket listening (the whole start).
 */
export interface PgliteStartTimings {
  readonly modulesMs: number;
  readonly openMs: number;
  readonly totalMs: number;
}

/** "2.9 s (process and modules 0.4, PGlite with PostGIS 2.3)": a start, for the log. */
export function describeStart(timings: PgliteStartTimings): string {
  const s = (ms: number): string => (Number.isNaN(ms) ? '?' : (ms / 1000).toFixed(1));
  return (
    `${s(timings.totalMs)} s (process and modules ${s(timings.modulesMs)}, ` +
    `PGlite with PostGIS ${s(timings.openMs)})`
  );
}

/** `dataDir` value of a database that lives in memory (how a template is built). */
export const IN_MEMORY = ':memory:';

/** The embedded database running in its own process. */
export interface PgliteProcess {
  /** node-postgres settings for its Unix socket (one connection: PGlite is single-session). */
  readonly connection: { readonly host: string; readonly port: number; readonly user: string };
  readonly pid: number;
  /** Where its start went ({@link describeStart}). */
  readonly started: PgliteStartTimings;
  /** Settles when the process has ended, for any reason, and its socket folder is removed. */
  readonly exited: Promise<PgliteProcessExit>;
  /** Stops the process (it closes PGlite first) and removes the socket folder. */
  stop(): Promise<void>;
  /** Writes the database's data directory to `path` as a gzipped tarball. */
  dump(path: string): Promise<void>;
}

/** "signal SIGKILL" or "exit code 1": how a person reads an exit. */
export function describeExit(exit: PgliteProcessExit): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

/** The process's first message: ms since its start at each step (pglite-process.entry.mjs). */
interface ReadyMessage {
  readonly timings?: {
    readonly modulesLoaded: number;
    readonly opened: number;
    readonly listening: number;
  };
}

function startTimings(ready: ReadyMessage, totalMs: number): PgliteStartTimings {
  const t = ready.timings;
  if (!t) return { modulesMs: Number.NaN, openMs: Number.NaN, totalMs };
  return { modulesMs: t.modulesLoaded, openMs: t.opened - t.modulesLoaded, totalMs };
}

/**
 * Starts PGlite (with PostGIS) on `dataDir` in a child process that speaks the PostgreSQL wire
 * protocol on a Unix socket in a private temporary folder (ADR 0009): the server process keeps
 * none of PGlite's WebAssembly (~300 MB with the capped settings of ADR 0012), and its event loop never waits on a running query.
 * The socket folder is removed when the process ends, however it ends; folders that dead
 * processes left behind are removed first.
 */
export async function startPgliteProcess(
  dataDir: string,
  options: PgliteProcessOptions = {},
): Promise<PgliteProcess> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const settings = {
    startParams: pgliteStartParams(),
    postgisBundle: await ensureLeanPostgisBundle(),
    ...(options.template ? { template: options.template } : {}),
  };
  await removeStaleSocketFolders();
  const socketDir = await makeSocketFolder();
  const port = 5432;
  const socket = join(socketDir, `.s.PGSQL.${port}`);
  const child = fork(ENTRY, [dataDir, socket], {
    execArgv: [...EMBEDDED_DB_NODE_OPTIONS],
    env: {
      ...process.env,
      UNFURL_PGLITE_OPTIONS: JSON.stringify(settings),
      ...EMBEDDED_DB_MALLOC_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<PgliteProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      void removeSocketFolder(socketDir)
        .catch(() => undefined)
        .then(() => resolve({ code, signal }));
    });
  });
  const forked = performance.now();
  let started: PgliteStartTimings;
  try {
    const ready = await new Promise<ReadyMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the embedded database did not start in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.once('message', (message: ReadyMessage) => (clearTimeout(timer), resolve(message)));
      child.once('error', (error) => (clearTimeout(timer), reject(error)));
      void exited.then((exit) => {
        clearTimeout(timer);
        reject(new Error(`the embedded database stopped while starting (${describeExit(exit)})`));
      });
    });
    started = startTimings(ready, performance.now() - forked);
  } catch (error) {
    child.kill('SIGKILL');
    if (child.pid === undefined) await removeSocketFolder(socketDir);
    else await exited;
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port, user: 'postgres' },
    pid: child.pid ?? 0,
    started,
    exited,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      })();
      return stopped;
    },
    dump(path) {
      return new Promise<void>((resolve, reject) => {
        const onMessage = (message: { dumped?: string; dumpFailed?: string }): void => {
          if (message.dumped !== path && message.dumpFailed === undefined) return;
          child.off('message', onMessage);
          if (message.dumpFailed !== undefined) reject(new Error(message.dumpFailed));
          else resolve();
        };
        child.on('message', onMessage);
        void exited.then(() => reject(new Error('the embedded database stopped while dumping')));
        child.send({ dump: path });
      });
    },
  };
}
