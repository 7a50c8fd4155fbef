import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A running API server that serves the built atlas, on a fresh embedded database. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly logs: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/v1/subdomain/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** Options of {@link startServer}: extra environment (e.g. OIDC providers) and a fixed port. */
export interface StartServerOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly port?: number;
  /**
   * A data folder (holding `db/`) to start from: it is copied, so the server skips creating the
   * database and loading the demo data. The global setup makes one for the whole run.
   */
  readonly template?: string | undefined;
  /** Use this data folder as it is and keep it when the server stops (the global setup's). */
  readonly dataDir?: string | undefined;
}

/** How long a server may take to answer: a fresh embedded database on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;

/** A free TCP port on 127.0.0.1. */
export { freePort };

/** Starts `apps/api` the way `npm start` does (without the build step) on a free port. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'unfurl-e2e-'));
  const template = options.template ?? process.env['UNFURL_E2E_TEMPLATE'];
  if (!options.dataDir && template && existsSync(path.join(template, 'db')))
    cpSync(template, dataDir, { recursive: true });
  let output = '';
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/api/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'db'),
        // UNFURL_E2E_STATIC_DIR: a build made elsewhere (`vite build --outDir`), e.g. by a second checkout.
        STATIC_DIR: process.env['UNFURL_E2E_STATIC_DIR'] ?? path.join(ROOT, 'apps/atlas/dist'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child, READY_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    port,
    logs: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
