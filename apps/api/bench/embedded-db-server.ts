// One timed start of the real server (`tsx apps/api/src/main.ts`) for bench:embedded-db: the time
// from the spawn to the first 200 of GET /v1/health and of GET /v1/listings (polled every 50 ms).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config';
import { childrenOf, commandOf } from './process-memory';

/** A started server and how long it took. */
export interface TimedServer {
  readonly url: string;
  readonly serverPid: number;
  readonly healthSeconds: number;
  readonly listingsSeconds: number;
  readonly logs: () => string;
  /** The server's output lines, each with when it arrived (seconds since the spawn). */
  readonly lines: () => readonly TimedLine[];
  stop(): Promise<void>;
}

/** One line the server printed and when the bench read it. */
export interface TimedLine {
  readonly atS: number;
  readonly text: string;
}

/** Where the server keeps its data, and the environment that differs between runs. */
export interface TimedServerOptions {
  readonly dataDir: string;
  readonly storageDir: string;
  readonly databaseUrl?: string | undefined;
  /** The server's temporary folder (the embedded database's template cache lives there). */
  readonly tmpDir?: string | undefined;
}

/** Generous: a loaded 2-core machine runs a first start (template build, demo data) 10x slower. */
const TIMEOUT_MS = 900_000;

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

const ok = (url: string): Promise<boolean> =>
  fetch(url).then(
    async (response) => (await response.arrayBuffer(), response.ok),
    () => false,
  );

/** Starts the server and resolves once both GET /v1/health and GET /v1/listings answer 200. */
export async function startTimedServer(options: TimedServerOptions): Promise<TimedServer> {
  const port = await freePort();
  let output = '';
  const lines: TimedLine[] = [];
  let partial = '';
  const started = performance.now();
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [join(REPO_ROOT, 'apps/api/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        STORAGE_DIR: options.storageDir,
        DATABASE_URL: options.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        ...(options.tmpDir ? { TMPDIR: options.tmpDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const atS = (performance.now() - started) / 1000;
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ atS, text });
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  let healthSeconds = Number.NaN;
  let listingsSeconds = Number.NaN;
  while (Number.isNaN(listingsSeconds)) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (performance.now() - started > TIMEOUT_MS) {
      await stop();
      throw new Error(`the server did not answer within ${TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const at = (): number => (performance.now() - started) / 1000;
    if (Number.isNaN(healthSeconds) && (await ok(`${url}/v1/health`))) healthSeconds = at();
    if (!Number.isNaN(healthSeconds) && (await ok(`${url}/v1/listings?limit=10`)))
      listingsSeconds = at();
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const serverPid = childrenOf(child.pid ?? 0).find((pid) => commandOf(pid).startsWith('node'));
  return {
    url,
    serverPid: serverPid ?? child.pid ?? 0,
    healthSeconds,
    listingsSeconds,
    logs: () => output,
    lines: () => lines,
    stop,
  };
}
