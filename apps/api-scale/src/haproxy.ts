import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopOnExit } from './api-process';
import { haproxyConfig } from './haproxy-config';
import type { Backend } from './haproxy-config';

/** Debian's HAProxy (`apt-get install haproxy`). */
export const HAPROXY_BIN = process.env['HAPROXY_BIN'] ?? '/usr/sbin/haproxy';

/** A running HAProxy in front of the API processes. */
export interface LoadBalancer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly pid: number | undefined;
  /** Each backend's state from the admin socket: `UP`, `DOWN`, `MAINT`… */
  states(): Promise<Record<string, string>>;
  /** Each backend's open sessions (requests in flight), from the admin socket. */
  sessions(): Promise<Record<string, number>>;
  /** Waits until every named backend is in `state`. */
  waitFor(state: string, names: readonly string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground (`-db`) with {@link haproxyConfig}, in a temporary folder. */
export async function startLoadBalancer(options: {
  readonly port: number;
  readonly backends: readonly Backend[];
  readonly healthPath: string;
}): Promise<LoadBalancer> {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-scale-haproxy-'));
  const socketPath = join(dir, 'admin.sock');
  const configPath = join(dir, 'haproxy.cfg');
  await writeFile(configPath, haproxyConfig({ ...options, socketPath }));
  let output = '';
  const proc = spawn(HAPROXY_BIN, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  stopOnExit(proc);
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const command = (line: string): Promise<string> =>
    new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect(socketPath, () => socket.end(`${line}\n`));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  // `show stat` is CSV: pxname, svname, qcur, qmax, scur (4), …, status (17), …
  const column = async (index: number): Promise<Record<string, string>> => {
    const csv = await command('show stat');
    const result: Record<string, string> = {};
    for (const row of csv.split('\n').map((line) => line.split(','))) {
      if (row[0] === 'api' && row[1] && row[1] !== 'BACKEND') result[row[1]] = row[index] ?? '';
    }
    return result;
  };
  const states = () => column(17);
  const lb: LoadBalancer = {
    url: `http://127.0.0.1:${options.port}`,
    pid: proc.pid,
    states,
    async sessions() {
      const open = await column(4);
      return Object.fromEntries(Object.entries(open).map(([name, n]) => [name, Number(n)]));
    },
    async waitFor(state, names, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let seen: Record<string, string> = {};
      while (Date.now() < deadline) {
        if (proc.exitCode !== null)
          throw new Error(`haproxy exited (${proc.exitCode}):\n${output}`);
        seen = await states().catch(() => ({}));
        if (names.every((name) => seen[name]?.startsWith(state))) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `haproxy backends not ${state} after ${timeoutMs} ms: ${JSON.stringify(seen)}`,
      );
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await new Promise((resolve) => proc.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  return lb;
}
