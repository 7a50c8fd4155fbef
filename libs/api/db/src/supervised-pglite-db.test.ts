// PGlite in its own process, killed with SIGKILL: queries fail as unavailable (never hang, never
// another error), the process is restarted on the same data, its socket folder does not stay.
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './database-unavailable';
import { openSupervisedPgliteDb } from './supervised-pglite-db';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The database processes this process started: pid and socket folder (from its arguments). */
async function databaseChildren(): Promise<{ pid: number; socketDir: string }[]> {
  const found: { pid: number; socketDir: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (!args.some((arg) => arg.endsWith('pglite-process.entry.mjs'))) continue;
    found.push({ pid: Number(entry), socketDir: dirname(args.at(-2) ?? '') });
  }
  return found;
}

describe('the embedded database process, supervised', () => {
  const logs: string[] = [];
  const fatal: Error[] = [];
  let dataDir = '';
  let db: Awaited<ReturnType<typeof openSupervisedPgliteDb>>;

  it('after kill -9 it answers unavailable, restarts on the same data and is back', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'unfurl-supervised-'));
    dirs.push(dataDir);
    db = await openSupervisedPgliteDb({
      dataDir,
      log: (line) => logs.push(line),
      onFatal: (error) => fatal.push(error),
      restartDelaysMs: [0, 200, 400],
    });
    await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const [before] = await databaseChildren();
    expect(before).toBeDefined();

    process.kill(before!.pid, 'SIGKILL');
    const killedAt = Date.now();
    const errors: unknown[] = [];
    for (;;) {
      try {
        await db.query('SELECT 1');
        break;
      } catch (error) {
        errors.push(error);
        if (Date.now() - killedAt > 120_000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const outageMs = Date.now() - killedAt;
    console.log(`outage after kill -9: ${outageMs} ms, ${errors.length} unavailable answers`);

    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(logs).toContain('the embedded database stopped (signal SIGKILL); restarting it');
    expect(logs.some((line) => line.startsWith('the embedded database is back'))).toBe(true);
    expect(await db.query('SELECT n FROM kept')).toEqual([{ n: 42 }]);
    const [after] = await databaseChildren();
    expect(after!.pid).not.toBe(before!.pid);
    expect(after!.socketDir).not.toBe(before!.socketDir);
    expect(existsSync(before!.socketDir)).toBe(false);
    expect(fatal).toEqual([]);
  }, 240_000);

  it('when the restart cannot succeed it reports a fatal error once, and stays unavailable', async () => {
    const [child] = await databaseChildren();
    // The data directory is gone and a file stands in its place: PGlite cannot start there.
    await rename(dataDir, `${dataDir}-moved`);
    dirs.push(`${dataDir}-moved`);
    await writeFile(dataDir, 'not a data directory');
    process.kill(child!.pid, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (fatal.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.message).toMatch(/could not be restarted after 3 tries/);
    expect(
      logs.filter((line) => line.startsWith('restarting the embedded database failed')),
    ).toHaveLength(3);
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await databaseChildren()).toEqual([]);
    expect(existsSync(child!.socketDir)).toBe(false);
    await db.close();
  }, 120_000);
});
