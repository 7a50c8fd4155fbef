// `npm run bench:upload`: a ~200 MB GeoTIFF uploaded to the real server and processed into a COG
// listing (issue #4: under 60 s and under 512 MB peak), then the processing step alone against
// `gdal_translate -of COG` (libs/api/listing-processing/bench/processing.bench.ts: within 1.5×).
//
//   npm run bench:upload [-- --size-mb N] [--runs N] [--wasm] [--server-only]
//     --size-mb N   input size in MB (default 200); smaller is quicker
//     --runs N      rounds of the processing comparison (default 1; medians)
//     --wasm        the processing comparison also runs gdal3.js
//     --server-only the upload through the server only, no processing comparison
//     --database-url URL  the server on a real PostgreSQL (DATABASE_URL) instead of PGlite
//
// The server runs as `tsx apps/api/src/main.ts` on a copy of a demo database made once (cached in
// $TMPDIR/unfurl-bench-upload with the input). Wall time runs from the start of the PUT to the
// first `ready` status (polled every 250 ms). Memory: the kernel's peak (VmHWM) of the server's
// Node process, reset when the PUT starts, and the resident sizes of the server and every program
// it starts (GDAL), summed every 100 ms; the target is judged on that sum.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config';
import { startBenchServer } from './bench-server';
import type { BenchServerFolders } from './bench-server';
import { measureUpload } from './measure-upload';
import { formatUploadReport } from './upload-report';

const CACHE_DIR = join(tmpdir(), 'unfurl-bench-upload');
const TEMPLATE_DIR = join(CACHE_DIR, 'db-template');
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const PROCESSING_BENCH = join(REPO_ROOT, 'libs/api/listing-processing/bench');

const args = process.argv.slice(2);
const sizeAt = args.indexOf('--size-mb');
const sizeArgs = sizeAt >= 0 ? ['--size-mb', args[sizeAt + 1] ?? ''] : [];
const log = (line: string): void => console.log(`[bench] ${line}`);
const urlAt = args.indexOf('--database-url');
const databaseUrl = urlAt >= 0 ? args[urlAt + 1] : undefined;

/** A fresh embedded database with the demo data, made once and copied for each run. */
async function demoDatabase(run: string): Promise<BenchServerFolders> {
  const folders = { dataDir: join(run, 'db'), storageDir: join(run, 'storage') };
  if (databaseUrl) return { ...folders, databaseUrl };
  if (existsSync(TEMPLATE_DIR)) {
    cpSync(TEMPLATE_DIR, folders.dataDir, { recursive: true });
    return folders;
  }
  log('first run: loading the demo data into a new database (cached for later runs) …');
  await (await startBenchServer(folders)).stop();
  const partial = `${TEMPLATE_DIR}.${process.pid}.part`;
  cpSync(folders.dataDir, partial, { recursive: true });
  renameSync(partial, TEMPLATE_DIR);
  rmSync(folders.storageDir, { recursive: true, force: true });
  return folders;
}

const input = execFileSync(TSX, [join(PROCESSING_BENCH, 'bench-geotiff.ts'), ...sizeArgs], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
}).trim();
log(`input: ${input} (${(statSync(input).size / 1e6).toFixed(0)} MB)`);

const run = mkdtempSync(join(tmpdir(), 'bench-upload-server-'));
try {
  const folders = await demoDatabase(run);
  const server = await startBenchServer(folders);
  try {
    log(`server on ${server.url}, Node pid ${server.serverPid}`);
    const figures = await measureUpload(server, input, folders.storageDir);
    console.log(`\n${formatUploadReport(figures)}\n`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(run, { recursive: true, force: true });
}

if (args.includes('--server-only')) process.exit(0);
log('the processing step alone vs gdal_translate -of COG, same input:');
const runsAt = args.indexOf('--runs');
const passed = [
  ...(args.includes('--wasm') ? ['--wasm'] : []),
  ...(runsAt >= 0 ? ['--runs', args[runsAt + 1] ?? '1'] : []),
];
const comparison = spawnSync(
  TSX,
  [join(PROCESSING_BENCH, 'processing.bench.ts'), '--input', input, ...passed],
  { stdio: 'inherit' },
);
process.exitCode = comparison.status ?? 1;
