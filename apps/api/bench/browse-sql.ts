// The footprints statement timed straight on the database (no HTTP), with its plan's shape.
import {
  buildListingFootprintsSql,
  findMainTenant,
  openDatabase,
  searchListingFootprints,
} from '@unfurl/api-db';
import { FOOTPRINTS_MAX } from '@unfurl/domain';
import type { Region } from './browse-seed';

/** Rows, median time of 7 runs, and the plan's node types from the top (index use). */
export async function measureFootprintsSql(
  dataDir: string,
  r: Region,
): Promise<{ rows: number; median: number; plan: string }> {
  const db = await openDatabase({ dataDir });
  try {
    const main = await findMainTenant(db);
    if (!main) throw new Error('no main tenant');
    const scope = { tenantId: main.id, includePrivate: false };
    const aoiWkt = `POLYGON((${r.west} ${r.south},${r.east} ${r.south},${r.east} ${r.north},${r.west} ${r.north},${r.west} ${r.south}))`;
    const search = { orderBy: 'RELEVANCE', aoiWkt } as const;
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      rows = (await searchListingFootprints(db, scope, search, FOOTPRINTS_MAX)).footprints.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const { sql, params } = buildListingFootprintsSql(scope, search, FOOTPRINTS_MAX);
    const explain = await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
    const plan = explain
      .map((row) => Object.values(row)[0] ?? '')
      .filter((line) => /Scan|Sort|Limit/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost.*$/, ''))
      .join(' | ');
    return { rows, median: times[3] ?? 0, plan };
  } finally {
    await db.close();
  }
}
