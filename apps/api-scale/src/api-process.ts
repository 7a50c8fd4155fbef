import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** How long a start may take on a busy 2-core machine (a first start migrates and seeds). */
const READY_TIMEOUT_MS = 180_000;

/** One `apps/api/src/main.ts` process on a fixed loopback port. */
export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  /** `http://127.0.0.1:<port>`: this process directly, past the load balancer. */
  readonly url: string;
  /** The pid of the running process (undefined while stopped). */
  pid(): number | undefined;
  /** Everything it wrote to stdout and stderr, across restarts. */
  logs(): string;
  /** Starts it (again) and waits until it answers. */
  start(): Promise<void>;
  /** SIGTERM (the server drains and closes), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
  /** kill -9: no draining, no cleanup. */
  kill(): Promise<void>;
}

/** Options of {@link createApiProcess}. */
export interface ApiProcessOptions {
  readonly name: string;
  readonly port: number;
  readonly env: Readonly<Record<string, string>>;
  /** A cheap GET that answers 200 once the server is up. */
  readonly readyPath: string;
}

/** Prepares (does not start) one API process with the given environment. */
export function createApiProcess(options: ApiProcessOptions): ApiProcess {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const exited = (proc: ChildProcess): Promise<number | null> =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve(proc.exitCode)
      : new Promise((resolve) => proc.once('exit', (code) => resolve(code)));

  const waitUntilReady = async (proc: ChildProcess): Promise<void> => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`${options.name} exited (${proc.exitCode ?? proc.signalCode}):\n${output}`);
      }
      const answer = await fetch(`${url}${options.readyPath}`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${options.name} not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
  };

  return {
    name: options.name,
    port: options.port,
    url,
    pid: () =>
      child && child.exitCode === null && child.signalCode === null ? child.pid : undefined,
    logs: () => output,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      output += `--- ${options.name} starting\n`;
      const proc = spawn(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'apps/api/src/main.ts')],
        {
          cwd: ROOT,
          env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = proc;
      stopOnExit(proc);
      proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await waitUntilReady(proc);
      } catch (error) {
        proc.kill('SIGKILL');
        throw error;
      }
    },
    async stop(graceMs = 15_000) {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null)
        return proc?.exitCode ?? null;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      const code = await exited(proc);
      clearTimeout(timer);
      return code;
    },
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGKILL');
      await exited(proc);
    },
  };
}

const running = new Set<ChildProcess>();
let hooked = false;

/** Children still running when this process exits (a failed test, Ctrl-C) are killed with it. */
export function stopOnExit(proc: ChildProcess): void {
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}
