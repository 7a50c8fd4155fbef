import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { EMBEDDED_DB_MODE, openDatabase } from './open-database';
import { describeStart, startPgliteProcess } from './pglite-process';
import { EMBEDDED_DB_MALLOC_ENV, EMBEDDED_DB_NODE_OPTIONS } from './pglite-settings';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('PGlite in its own process (EMBEDDED_DB=process)', () => {
  it('migrates, runs PostGIS, keeps data across a restart, and stops its process on close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'unfurl-db-process-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir, embedded: EMBEDDED_DB_MODE.process });
    const [row] = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(row?.one).toBe(1);
    const [area] = await db.query<{ km2: number }>(
      `SELECT round(ST_Area(ST_MakeEnvelope(0, 0, 1, 1, 4326)::geography) / 1e6)::float8 AS km2`,
    );
    expect(area?.km2).toBeCloseTo(12308, -1);
    await db.exec('CREATE TABLE IF NOT EXISTS probe (n int)');
    // A failed transaction leaves nothing behind; a committed one stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES ($1)', [1]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await db.transaction((tx) => tx.query('INSERT INTO probe VALUES ($1)', [2]));
    const children = await childPids();
    expect(children.length).toBeGreaterThan(0);
    await db.close();
    for (const child of children) expect(isRunning(child)).toBe(false);

    const again = await openDatabase({ dataDir, embedded: EMBEDDED_DB_MODE.process });
    expect(await again.query<{ n: number }>('SELECT n FROM probe')).toEqual([{ n: 2 }]);
    await again.close();
  }, 240_000);

  it('answers a client that reconnects at once after closing (no "Too many connections")', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'unfurl-db-reconnect-'));
    dirs.push(dataDir);
    const child = await startPgliteProcess(dataDir);
    // It says where its start went, and runs with the Node options of ADR 0012.
    const { modulesMs, openMs, totalMs } = child.started;
    expect(modulesMs).toBeGreaterThan(0);
    expect(openMs).toBeGreaterThan(0);
    expect(totalMs).toBeGreaterThanOrEqual(openMs);
    expect(describeStart(child.started)).toMatch(
      /^\d+\.\d s \(process and modules \d+\.\d, PGlite with PostGIS \d+\.\d\)$/,
    );
    const { readFile } = await import('node:fs/promises');
    const argv = (await readFile(`/proc/${child.pid}/cmdline`, 'utf8')).split('\0');
    for (const option of EMBEDDED_DB_NODE_OPTIONS) expect(argv).toContain(option);
    const environ = (await readFile(`/proc/${child.pid}/environ`, 'utf8')).split('\0');
    for (const [name, value] of Object.entries(EMBEDDED_DB_MALLOC_ENV))
      expect(environ).toContain(`${name}=${value}`);
    // A pool that drops its one connection after 5 ms idle, so nearly every query reconnects.
    const pool = new pg.Pool({
      ...child.connection,
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 5,
    });
    const failures: string[] = [];
    pool.on('error', (error) => failures.push(error.message));
    try {
      for (let i = 0; i < 150; i += 1) {
        await pool.query('SELECT 1').catch((error: Error) => failures.push(error.message));
        await new Promise((r) => setTimeout(r, 6 + (i % 3)));
      }
    } finally {
      await pool.end();
      await child.stop();
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/** This process's children (the database's process among them). */
async function childPids(): Promise<number[]> {
  const { readFile, readdir } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === process.pid) pids.push(Number(entry));
  }
  return pids;
}
