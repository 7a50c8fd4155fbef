// `tsx apps/api/bench/browse-seed-cli.ts <data dir of the database> [count]`: inserts `count`
// (default 10000) listings into the browse region and prints `{ count, ms, region }` as JSON.
// The atlas e2e tests call it on a stopped server's folder (they may not import the db lib).
import { BROWSE_REGION, insertRegionListings } from './browse-seed';

const [dataDir, countText = '10000'] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isSafeInteger(count) || count < 1) {
  console.error('usage: tsx apps/api/bench/browse-seed-cli.ts <database folder> [count]');
  process.exit(2);
}
const ms = await insertRegionListings(dataDir, count);
console.log(JSON.stringify({ count, ms: Math.round(ms), region: BROWSE_REGION }));
