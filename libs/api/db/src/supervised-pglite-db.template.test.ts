// A new data directory starts as a copy of the migrated template (not initdb + migrations in it),
// with the capped settings and the lean PostGIS bundle; its data survives a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate';
import { EMBEDDED_DB_SETTINGS } from './pglite-settings';
import { openSupervisedPgliteDb } from './supervised-pglite-db';
import { ensureMigratedTemplate } from './template-cache';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the embedded database process on a new data directory', () => {
  it('copies the migrated template, runs with capped buffers, and keeps its data', async () => {
    await ensureMigratedTemplate();
    const dataDir = await mkdtemp(join(tmpdir(), 'unfurl-from-template-'));
    dirs.push(dataDir);
    const before = new Date();
    const db = await openSupervisedPgliteDb({ dataDir });
    try {
      // Every migration was applied before this start: they came with the template.
      const applied = await db.query<{ name: string; applied_at: Date }>(
        'SELECT name, applied_at FROM schema_migrations ORDER BY name',
      );
      expect(applied.map((row) => row.name)).toEqual((await readMigrations()).map((m) => m.name));
      for (const row of applied) expect(row.applied_at.getTime()).toBeLessThan(before.getTime());
      expect(await migrate(db)).toEqual([]);

      // The settings that bound the WebAssembly heap (it never shrinks).
      for (const name of ['shared_buffers', 'maintenance_work_mem', 'work_mem'] as const) {
        const [row] = await db.query<Record<string, string>>(`SHOW ${name}`);
        expect(row?.[name]).toBe(EMBEDDED_DB_SETTINGS[name]);
      }
      // Only the core PostGIS library is loaded; raster and topology are not shipped to it.
      const available = await db.query<{ name: string }>(
        `SELECT name FROM pg_available_extensions WHERE name LIKE 'postgis%' ORDER BY name`,
      );
      expect(available.map((row) => row.name)).toEqual(['postgis']);
      const [point] = await db.query<{ wkt: string }>(
        `SELECT ST_AsText(ST_SnapToGrid(ST_Transform(ST_SetSRID(ST_MakePoint(10, 50), 4326), 3857), 1)) AS wkt`,
      );
      expect(point?.wkt).toBe('POINT(1113195 6446276)');
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    } finally {
      await db.close();
    }

    const again = await openSupervisedPgliteDb({ dataDir });
    try {
      expect(await again.query<{ n: number }>('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 240_000);
});
