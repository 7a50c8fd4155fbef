// The real API server as a child process, the way `npm start` runs it without the build step
// (`tsx apps/api/src/main.ts`, as apps/atlas-e2e does), on its own data and storage folders.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config';
import { childrenOf, commandOf } from './process-memory';

/** A running server. */
export interface BenchServer {
  readonly url: string;
  /** The Node process that runs the app (tsx starts it as its child). */
  readonly serverPid: number;
  readonly logs: () => string;
  /** SIGTERM (the server drains its processing queue and closes the database), then waits. */
  stop(): Promise<void>;
}

/** Where the server keeps its database (PGlite) and its object store. */
export interface BenchServerFolders {
  readonly dataDir: string;
  readonly storageDir: string;
  /** A real PostgreSQL instead of PGlite (`DATABASE_URL`); the folder is then unused. */
  readonly databaseUrl?: string | undefined;
  /**
   * LOG_LEVEL of the server: `warn` by default (quiet); `null` leaves the server's own default
   * (info, one line per request, as `npm start` runs it).
   */
  readonly logLevel?: string | null;
}

/** A fresh embedded database loads the demo data first: allow for it on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and resolves once it answers `GET /v1/subdomain/config`. */
export async function startBenchServer(folders: BenchServerFolders): Promise<BenchServer> {
  const port = await freePort();
  // The server writes its log to a file, as a deployment does: the bench's own process is not
  // woken for every line while it times the calls.
  const logDir = mkdtempSync(join(tmpdir(), 'unfurl-bench-server-log-'));
  const logFile = join(logDir, 'server.log');
  const out = openSync(logFile, 'a');
  const { LOG_LEVEL: inherited, ...env } = process.env;
  const logLevel = folders.logLevel === undefined ? 'warn' : (folders.logLevel ?? inherited);
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: folders.dataDir,
        STORAGE_DIR: folders.storageDir,
        DATABASE_URL: folders.databaseUrl ?? '',
        ...(logLevel === undefined ? {} : { LOG_LEVEL: logLevel }),
      },
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  const output = (): string => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(logDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const logs = output();
      rmSync(logDir, { recursive: true, force: true });
      throw new Error(`the server exited (${child.exitCode}):\n${logs}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
    }
    const ok = await fetch(`${url}/v1/subdomain/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await pause(250);
  }
  const serverPid = childrenOf(child.pid ?? 0).find((pid) => commandOf(pid).startsWith('node'));
  return { url, serverPid: serverPid ?? child.pid ?? 0, logs: output, stop };
}
