// The gdal3.js worker thread: GDAL in WebAssembly runs its programs synchronously, so it lives off
// the main event loop, one job at a time. The whole real filesystem is mounted (NODEFS) at /output,
// so GDAL reads and writes files on disk in blocks: `/output/<absolute path>`.
import { renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const initGdalJs = require('gdal3.js/node.js');
const packageDir = dirname(require.resolve('gdal3.js/dist/package/gdal3.node.js'));

const messages = [];
// gdal3.js reads its .data file relative to the working directory, so the path is given that way.
const gdalReady = initGdalJs({
  path: relative(process.cwd(), packageDir) || '.',
  dest: '/',
  env: { GDAL_CACHEMAX: String(workerData?.cacheMb ?? 128), GDAL_PAM_ENABLED: 'NO' },
  logHandler: () => {},
  errorHandler: (text) => {
    messages.push(String(text));
    if (messages.length > 50) messages.shift();
  },
});

const inside = (path) => `/output${resolve(path)}`;

function describe(error) {
  if (Array.isArray(error)) return error.map(describe).filter(Boolean).join('; ');
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

async function withDataset(Gdal, input, use) {
  // GDAL leaves no message when no driver recognises a file.
  const opened = await Gdal.open(inside(input)).catch((error) => {
    throw new Error(describe(error) || 'GDAL does not recognise its format');
  });
  const dataset = opened.datasets[0];
  if (!dataset) throw new Error(describe(opened.errors) || 'GDAL does not recognise its format');
  try {
    return await use(dataset);
  } finally {
    await Gdal.close(dataset);
  }
}

/** Runs a program that writes `output`; gdal3.js names the file itself, so it is moved after. */
async function write(Gdal, program, input, output, args) {
  return withDataset(Gdal, input, async (dataset) => {
    const target = resolve(output);
    const base = target.replace(/\.[^./]*$/, '').slice(1);
    const result = await Gdal[program](dataset, args, base);
    const written = resolve(result.real);
    if (written !== target) renameSync(written, target);
  });
}

async function handle(job) {
  const Gdal = await gdalReady;
  switch (job.op) {
    case 'info':
      return withDataset(Gdal, job.input, (dataset) => Gdal.gdalinfo(dataset, ['-proj4']));
    case 'translate':
      return write(Gdal, 'gdal_translate', job.input, job.output, job.args);
    case 'warp':
      return write(Gdal, 'gdalwarp', job.input, job.output, job.args);
    default:
      throw new Error(`unknown operation ${job.op}`);
  }
}

let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(async () => {
    messages.length = 0;
    try {
      const result = await handle(job);
      parentPort.postMessage({ id: job.id, ok: true, result });
    } catch (error) {
      const stderr = messages.filter((m) => /ERROR/.test(m)).join('\n');
      parentPort.postMessage({ id: job.id, ok: false, message: describe(error), stderr });
    }
  });
});
