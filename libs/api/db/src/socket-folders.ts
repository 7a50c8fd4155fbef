import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Prefix of the embedded database's socket folders in the temporary folder. */
export const SOCKET_FOLDER_PREFIX = 'unfurl-db-';
/** The file in a socket folder that names the process that made it. */
export const SOCKET_FOLDER_OWNER_FILE = 'owner.pid';
/** A folder `mkdtemp` made (six random characters); `unfurl-db-templates` and others never match. */
const SOCKET_FOLDER_NAME = /^unfurl-db-[A-Za-z0-9]{6}$/;
/** What a dead database process leaves in its folder: the socket and its lock. */
const LEFTOVERS: ReadonlySet<string> = new Set(['.s.PGSQL.5432', '.s.PGSQL.5432.lock']);
/** An owner-less folder younger than this may be one another process has just made. */
const OWNERLESS_GRACE_MS = 60_000;

/** True while a process with this id runs (EPERM: it runs as another user). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes a private socket folder (mode 0700) with this process's id in its owner file. */
export async function makeSocketFolder(parent: string = tmpdir()): Promise<string> {
  const folder = await mkdtemp(join(parent, SOCKET_FOLDER_PREFIX));
  await writeFile(join(folder, SOCKET_FOLDER_OWNER_FILE), `${process.pid}\n`);
  return folder;
}

/**
 * Removes the socket folders that processes which no longer run left behind (a kill -9 of the
 * server, or of the database process before this cleanup existed). A folder whose owner runs is
 * never touched; one without an owner file only when it holds nothing but a socket and is older
 * than a minute. Returns the folders removed.
 */
export async function removeStaleSocketFolders(parent: string = tmpdir()): Promise<string[]> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!SOCKET_FOLDER_NAME.test(name)) continue;
    const folder = join(parent, name);
    if (await isStale(folder).catch(() => false)) {
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
      removed.push(folder);
    }
  }
  return removed;
}

async function isStale(folder: string): Promise<boolean> {
  const info = await stat(folder);
  if (!info.isDirectory() || info.uid !== process.getuid?.()) return false;
  const owner = await readFile(join(folder, SOCKET_FOLDER_OWNER_FILE), 'utf8').catch(() => null);
  if (owner !== null) return !isProcessAlive(Number(owner.trim()));
  if (Date.now() - info.mtimeMs < OWNERLESS_GRACE_MS) return false;
  const entries = await readdir(folder);
  return entries.every((entry) => LEFTOVERS.has(entry));
}

/** Removes one socket folder (the database process stopped or died). */
export async function removeSocketFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
