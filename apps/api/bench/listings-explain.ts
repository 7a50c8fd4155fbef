// EXPLAIN (ANALYZE, BUFFERS) of the page statement of each bench shape, as `searchListings` plans
// it, on a seeded bench database (PGlite in-process, or PostgreSQL with DATABASE_URL). Each
// statement runs once untimed first, so the plan shows a warm cache.
//   tsx apps/api/bench/listings-explain.ts 1000000 ['one common word']
import { findMainTenant, openDatabase, planListingSearch } from '@unfurl/api-db';
import { readConfig } from '../src/config';
import { benchDatabase } from './listings-seed';
import { LISTING_SHAPES, shapeSearch } from './listings-shapes';

const size = Number(process.argv[2] ?? 1_000_000);
const only = process.argv[3];
const target = benchDatabase(size, readConfig().databaseUrl);
const db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
try {
  const main = await findMainTenant(db);
  if (!main) throw new Error('no main tenant: seed first (listings-seed.ts)');
  const scope = { tenantId: main.id, includePrivate: false };
  for (const shape of LISTING_SHAPES.filter((s) => !only || s.name === only)) {
    const { sql, planned } = await planListingSearch(db, scope, shapeSearch(shape));
    await db.query(sql.pageSql, sql.pageParams);
    const rows = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql.pageSql}`,
      sql.pageParams,
    );
    console.log(`\n=== ${shape.name} (planned matches: ${planned ?? '-'})`);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
} finally {
  await db.close();
}
