// The embedded database as its own process (started by `startPgliteProcess`): PGlite with PostGIS
// on `dataDir`, served over the PostgreSQL wire protocol on a Unix socket by pglite-socket.
// Plain JavaScript so the process loads no TypeScript tooling.
//   node pglite-process.entry.mjs <dataDir> <socketPath>
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath) {
  console.error('usage: pglite-process.entry.mjs <dataDir> <socketPath>');
  process.exit(2);
}

const db = await PGlite.create({ dataDir, extensions: { postgis } });
// One session at a time is what the server's pool opens, but a reconnect can arrive before the old
// socket's close is handled: with pglite-socket's default of one connection it would be refused
// ("Too many connections", seen by the client as EPIPE/ECONNRESET). The server's query queue keeps
// a transaction's queries to its own connection, so a few overlapping connections are safe.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 });
await server.start();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
}
// The server that started this process stops it (SIGTERM or the IPC channel closing, also when
// that server dies); Ctrl-C in a terminal reaches both, and the server closes its side first.
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.on('SIGINT', () => undefined);
process.send?.({ ready: true });
