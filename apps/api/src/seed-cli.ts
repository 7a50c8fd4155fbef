// `npm run seed [-- --listings N]`: replaces the data with the demo data set (N generated listings).
import { openDatabase } from '@unfurl/api-db';
import { readConfig } from './config';
import { clearData, DEFAULT_GENERATED_LISTINGS, seedDemo } from './seed/seed-demo';

function listingsArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--listings');
  if (index < 0) return DEFAULT_GENERATED_LISTINGS;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 0)
    throw new Error('--listings needs a whole number, e.g. --listings 1000000');
  return value;
}

const started = Date.now();
const log = (message: string): void =>
  console.log(`[seed] ${message} (+${((Date.now() - started) / 1000).toFixed(1)} s)`);
const config = readConfig();
const count = listingsArgument(process.argv.slice(2));
log(`opening ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await clearData(db);
await seedDemo(db, { samplesDir: config.samplesDir, generatedListings: count, onProgress: log });
await db.close();
log(`done: ${count} generated listings plus the real scenes`);
