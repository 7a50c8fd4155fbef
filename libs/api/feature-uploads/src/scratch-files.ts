import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** What a scratch entry holds: a spooled upload body, or a job's working folder. */
export const SCRATCH_KIND = {
  spool: 'part',
  job: 'job',
} as const;

/** One scratch kind. */
export type ScratchKind = (typeof SCRATCH_KIND)[keyof typeof SCRATCH_KIND];

/** Leftovers of any process are removed once they are this old (ms): a day. */
export const SCRATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const HOST = hostname().replace(/[^A-Za-z0-9.]+/g, '_') || 'host';
const NAME = /^(.+)-(\d+)-[0-9a-f]+\.(part|job)$/;

/**
 * A fresh scratch path in `dir` named after its owner, `{host}-{pid}-{random}.{kind}`, so that a
 * later start can tell the leftovers of a dead process (kill -9) from files in use.
 */
export function scratchPath(dir: string, kind: ScratchKind): string {
  return join(dir, `${HOST}-${process.pid}-${randomBytes(6).toString('hex')}.${kind}`);
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the leftovers in the scratch folder `dir`: entries of a process of this host that is
 * gone, entries of no known owner (the old per-listing upload folders) and anything older than
 * {@link SCRATCH_MAX_AGE_MS}. Entries of live processes (this one, others sharing the folder)
 * stay. Resolves with the names removed.
 */
export async function cleanScratch(dir: string, now: number = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const removed: string[] = [];
  for (const name of names) {
    const owner = NAME.exec(name);
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    const stale =
      !owner ||
      now - info.mtimeMs >= SCRATCH_MAX_AGE_MS ||
      (owner[1] === HOST && !isAlive(Number(owner[2])));
    if (!stale) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
