// The real API server as a child process, the way `npm start` runs it without the build step
// (`tsx apps/api/src/main.ts`, as apps/atlas-e2e does), on its own data and storage folders.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
  let output = '';
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: folders.dataDir,
        STORAGE_DIR: folders.storageDir,
        DATABASE_URL: folders.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const ok = await fetch(`${url}/v1/subdomain/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await pause(250);
  }
  const serverPid = childrenOf(child.pid ?? 0).find((pid) => commandOf(pid).startsWith('node'));
  return { url, serverPid: serverPid ?? child.pid ?? 0, logs: () => output, stop };
}
