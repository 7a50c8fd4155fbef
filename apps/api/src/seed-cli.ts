// `npm run seed [-- --listings N]`: replaces the data with the demo data set (N generated listings).
import { openDatabase } from '@unfurl/api-db';
import { readConfig } from './config';
import { clearData, seedDemo } from '@unfurl/api-demo-seed';
import { parseSeedArguments } from './seed/seed-arguments';

const parsed = parseSeedArguments(process.argv.slice(2));
if ('exit' in parsed) {
  (parsed.exit === 0 ? console.log : console.error)(parsed.message);
  process.exit(parsed.exit);
}
const started = Date.now();
const log = (message: string): void =>
  console.log(`[seed] ${message} (+${((Date.now() - started) / 1000).toFixed(1)} s)`);
const config = readConfig();
log(`opening ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embedded: config.embeddedDb,
});
await clearData(db);
await seedDemo(db, {
  samplesDir: config.samplesDir,
  generatedListings: parsed.listings,
  onProgress: log,
});
await db.close();
log(`done: ${parsed.listings} generated listings plus the real scenes`);
