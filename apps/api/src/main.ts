// Starts the Unfurl server: `tsx apps/api/src/main.ts` (configuration: apps/api/README.md).
import { join } from 'node:path';
import { readConfig } from './config';
import { prepareDatabase } from './prepare-database';
import { readStorageBackend } from './storage/storage-config';

/** Stops with a one-line reason instead of a stack trace for problems a person can fix. */
function fail(message: string): never {
  console.error(`[unfurl] cannot start: ${message}`);
  process.exit(1);
}

const started = Date.now();
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
  // The storage settings are read again when the server is built; checked here, a mistake stops
  // the start before the database opens (and before the demo data loads).
  readStorageBackend();
} catch (error) {
  fail((error as Error).message);
}
const log = (message: string): void =>
  console.log(`[unfurl] ${message} (+${Date.now() - started} ms)`);
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${config.dataDir} (${config.embeddedDb === 'process' ? 'its own process' : 'in this process'})`;
log(`opening ${where}`);
// The server's code (every route, the imagery engine) loads while the database opens: with the
// embedded database in its own process the two run on different cores.
const appModule = import('./app');
appModule.catch(() => undefined); // a failed load is reported where it is awaited, below
const db = await prepareDatabase({
  ...config,
  log,
  // The database's process died and every restart failed: stop, so a supervisor restarts us.
  onFatal: (error) => {
    console.error(`[unfurl] stopping: ${error.message}`);
    process.exit(1);
  },
});
const { buildApp } = await appModule;
const app = await buildApp({
  db,
  logger: { level: config.logLevel },
  staticDir: config.staticDir,
  aboutUrl: config.aboutUrl,
  slowRequestMs: config.slowRequestMs,
  // Without SMTP_URL the code mails wait here (`npm run mail:outbox`).
  outboxDir: process.env['MAIL_OUTBOX_DIR'] ?? join(config.dataDir, 'outbox'),
});
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await db.close();
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`port ${config.port} is in use; set PORT to another port.`);
  if (code === 'EACCES')
    fail(`no permission to listen on port ${config.port}; set PORT above 1024.`);
  throw error;
}
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
