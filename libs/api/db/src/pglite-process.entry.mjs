// The embedded database as its own process (started by `startPgliteProcess`): PGlite with PostGIS
// on `dataDir`, served over the PostgreSQL wire protocol on a Unix socket by pglite-socket.
// Plain JavaScript so the process loads no TypeScript tooling; the server passes what it decided
// (pglite-process.ts): the start parameters (capped buffers, ADR 0012), the lean PostGIS bundle,
// and for a new data directory the migrated template to copy in.
//   UNFURL_PGLITE_OPTIONS=<JSON> node pglite-process.entry.mjs <dataDir|:memory:> <socketPath>
//   options: { startParams: string[], postgisBundle: string, template?: string }
// With `:memory:` the database lives in memory and answers the IPC message { dump: path } by
// writing its data directory there as a gzipped tarball (how a template is built).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// Milliseconds since this process started, at each step of opening (reported with `ready`).
const modulesLoaded = performance.now();
const [dataDir, socketPath] = process.argv.slice(2);
const optionsJson = process.env.UNFURL_PGLITE_OPTIONS;
if (!dataDir || !socketPath || !optionsJson) {
  console.error('usage: UNFURL_PGLITE_OPTIONS=<JSON> pglite-process.entry.mjs <dataDir> <socket>');
  process.exit(2);
}
const options = JSON.parse(optionsJson);
const bundle = pathToFileURL(options.postgisBundle);
const leanPostgis = {
  name: 'postgis',
  setup: async (pg, emscriptenOpts) => ({
    ...(await postgis.setup(pg, emscriptenOpts)),
    bundlePath: bundle,
  }),
};
const db = await PGlite.create({
  ...(dataDir === ':memory:' ? {} : { dataDir }),
  ...(options.template ? { loadDataDir: new Blob([await readFile(options.template)]) } : {}),
  startParams: options.startParams,
  extensions: { postgis: leanPostgis },
});
const opened = performance.now();
// PGlite keeps the PostGIS bundle it unpacked (the whole tarball, ~30 MB) referenced from its
// Emscripten module for good, though it reads it only while opening: let it go.
for (const name of Object.keys(db.mod?.pg_extensions ?? {})) delete db.mod.pg_extensions[name];
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
process.on('message', (message) => {
  if (!message?.dump) return;
  void (async () => {
    const dump = await db.dumpDataDir('gzip');
    const partial = `${message.dump}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, message.dump);
    process.send?.({ dumped: message.dump });
  })().catch((error) => process.send?.({ dumpFailed: String(error?.message ?? error) }));
});
process.send?.({ ready: true, timings: { modulesLoaded, opened, listening: performance.now() } });
// Opening left garbage behind (the template and extension tarballs, unpacked copies): an idle
// process would keep it resident until some later collection, so collect it, a moment after the
// server has its answer (the collection takes 0.1-0.6 s, while the server builds its routes).
setTimeout(() => globalThis.gc?.(), 1_000);
