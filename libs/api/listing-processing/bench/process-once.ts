// One processing run in its own process, so the benchmark can read its peak memory:
//   tsx process-once.ts <native|wasm> <input.tif> <outputDir>
// Prints JSON: total seconds and the seconds spent in each GDAL call, in order.
import type { GdalRunner } from '../src/gdal/gdal-runner';
import { selectGdal } from '../src/gdal/select-gdal';
import { processGeoTiff } from '../src/process/process-geotiff';

const [backend, input, outputDir] = process.argv.slice(2);
if ((backend !== 'native' && backend !== 'wasm') || !input || !outputDir) {
  throw new Error('usage: process-once.ts <native|wasm> <input.tif> <outputDir>');
}
const runner = await selectGdal(backend);
const steps: { step: string; seconds: number }[] = [];
const timed =
  <A extends unknown[], R>(step: string, call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const started = performance.now();
    try {
      return await call(...args);
    } finally {
      steps.push({ step, seconds: (performance.now() - started) / 1000 });
    }
  };
const gdal: GdalRunner = {
  backend: runner.backend,
  info: timed('gdalinfo', (i) => runner.info(i)),
  translate: timed('gdal_translate', (i, o, a, r) => runner.translate(i, o, a, r)),
  warp: timed('gdalwarp', (i, o, a, r) => runner.warp(i, o, a, r)),
  close: () => runner.close(),
};
const started = performance.now();
await processGeoTiff({ input, outputDir, gdal });
const seconds = (performance.now() - started) / 1000;
await gdal.close();
process.stdout.write(`${JSON.stringify({ seconds, steps })}\n`);
