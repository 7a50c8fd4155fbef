// Child processes of the job tests (job-crash.child.ts, run with `node --import tsx`) that a test
// kills with SIGKILL at a known moment (tests only).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const CHILD = fileURLToPath(new URL('./job-crash.child.ts', import.meta.url));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A running child process. */
export interface Child {
  readonly process: ChildProcess;
  /** Resolves when the child has written `line`. */
  said(line: string): Promise<void>;
  output(): string;
  exited(): Promise<number | null>;
}

/** Starts a child on `db` (`pglite:<dir>` | `postgres:<url>`) in `role`; `env` adds settings. */
export function startChild(
  db: string,
  role: string,
  keys: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Child {
  // `node --import tsx`, not the tsx wrapper: the pid must be the process that runs the jobs.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      ...env,
      JOB_CHILD_DB: db,
      JOB_CHILD_ROLE: role,
      JOB_CHILD_KEYS: keys.join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  const check = (): void => {
    for (const waiter of [...waiters]) {
      if (output.split('\n').includes(waiter.line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    check();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return {
    process: child,
    output: () => output,
    exited: () => exit,
    said: (line) =>
      Promise.race([
        new Promise<void>((resolve) => {
          waiters.push({ line, resolve });
          check();
        }),
        exit.then((code) => {
          throw new Error(`child ${role} exited (${code}) before "${line}":\n${output}`);
        }),
      ]),
  };
}

/** Kills the child with SIGKILL and waits for its exit. */
export async function killNine(child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  await child.exited();
}
