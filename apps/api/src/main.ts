// Starts the Unfurl server: `tsx apps/api/src/main.ts` (configuration: apps/api/README.md).
import { buildApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './prepare-database';

const started = Date.now();
const config = readConfig();
const log = (message: string): void =>
  console.log(`[unfurl] ${message} (+${Date.now() - started} ms)`);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
log(`opening ${where}`);
const db = await prepareDatabase({ ...config, log });
const app = await buildApp({ db, logger: { level: config.logLevel }, staticDir: config.staticDir });
await app.listen({ port: config.port, host: config.host });
log(`ready on http://localhost:${config.port} (API docs at /v1/docs)`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
