import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SOCKET_FOLDER_OWNER_FILE,
  makeSocketFolder,
  removeStaleSocketFolders,
} from './socket-folders';

const parents: string[] = [];
afterAll(() => Promise.all(parents.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The id of a process that has already ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

async function folder(parent: string, name: string, files: Record<string, string>, ageMs = 0) {
  const path = join(parent, name);
  await mkdir(path);
  for (const [file, text] of Object.entries(files)) await writeFile(join(path, file), text);
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

describe('socket folders of the embedded database', () => {
  it('removes the folders of dead processes, never one whose owner runs or that is not one', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'unfurl-sockets-test-'));
    parents.push(parent);
    const mine = await makeSocketFolder(parent);
    const hour = 3_600_000;
    const dead = await folder(parent, 'unfurl-db-aB3dE9', {
      [SOCKET_FOLDER_OWNER_FILE]: `${deadPid()}\n`,
      '.s.PGSQL.5432': '',
    });
    // Left by a kill -9 before owner files existed: only the socket, an hour old.
    const ownerless = await folder(parent, 'unfurl-db-Zz0000', { '.s.PGSQL.5432': '' }, hour);
    const emptyOld = await folder(parent, 'unfurl-db-Qq1111', {}, hour);
    // Kept: just made (its maker may not have written its owner file yet), holds data, not ours.
    await folder(parent, 'unfurl-db-Yy2222', {});
    await folder(parent, 'unfurl-db-Xx3333', { PG_VERSION: '18' }, hour);
    await folder(parent, 'unfurl-db-templates', {}, hour);
    await folder(parent, 'unfurl-db-process-Ww4444', {}, hour);
    await folder(parent, 'unfurl-db-Vv5555', { [SOCKET_FOLDER_OWNER_FILE]: '1\n' }, hour);

    const removed = await removeStaleSocketFolders(parent);

    expect(removed.sort()).toEqual([dead, emptyOld, ownerless].sort());
    expect((await readdir(parent)).sort()).toEqual(
      [
        mine.slice(parent.length + 1),
        'unfurl-db-Yy2222',
        'unfurl-db-Xx3333',
        'unfurl-db-templates',
        'unfurl-db-process-Ww4444',
        'unfurl-db-Vv5555',
      ].sort(),
    );
    expect(await readdir(mine)).toEqual([SOCKET_FOLDER_OWNER_FILE]);
  });
});
