// `npm run bench:imagery`: a 2500 × 2500 True Color render of the Sentinel-2 sample, stage by stage,
// against the same render with GDAL (gdalwarp + gdal_translate to PNG), and renders per second
// with 4 concurrent requests. Figures are printed; nothing is asserted (targets in the README).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtInStages,
  createRenderPool,
  emptyTimings,
  readBands,
  SAMPLE_RASTER_DIR,
  TRUE_COLOR_STAGE,
  openLocalCatalogue,
  renderImage,
} from '@unfurl/api-imagery';
import type { RenderResult, Scene, StageTimings } from '@unfurl/api-imagery';
import type { ImageryBbox } from '@unfurl/domain';

const SIZE = 2500;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
/** A box inside the 29RKH sample scene (about 105 × 106 km). */
const BBOX: ImageryBbox = [-11.95, 24.32, -10.9, 25.28];

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function sentinel2(): Promise<Scene> {
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  const scenes = await provider.search({
    bbox: BBOX,
    from: '2020-02-19T00:00:00Z',
    to: '2020-02-19T23:59:59Z',
    satellites: ['sentinel-2-l2a'],
    limit: 1,
  });
  return scenes[0]!;
}

function render(scene: Scene): Promise<RenderResult> {
  return renderImage({
    scenes: [scene],
    bbox: BBOX,
    width: SIZE,
    height: SIZE,
    stage: TRUE_COLOR_STAGE,
    contentType: 'image/png',
    resampling: 'bilinear',
  });
}

function gdalRender(scene: Scene): number {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-bench-'));
  try {
    const t0 = performance.now();
    const bands = ['B04', 'B03', 'B02'].map((b) => scene.bands[b]!.href);
    execFileSync('gdalbuildvrt', ['-q', '-separate', join(dir, 'rgb.vrt'), ...bands]);
    const [w, s, e, n] = BBOX.map(String);
    execFileSync('gdalwarp', [
      '-q',
      '-te',
      w!,
      s!,
      e!,
      n!,
      '-ts',
      String(SIZE),
      String(SIZE),
      '-t_srs',
      'EPSG:4326',
      '-r',
      'bilinear',
      join(dir, 'rgb.vrt'),
      join(dir, 'rgb.tif'),
    ]);
    // 2.5 × DN / 10000 × 255: DN 4000 → 255.
    execFileSync('gdal_translate', [
      '-q',
      '-ot',
      'Byte',
      '-scale',
      '0',
      '4000',
      '0',
      '255',
      '-of',
      'PNG',
      join(dir, 'rgb.tif'),
      join(dir, 'rgb.png'),
    ]);
    return performance.now() - t0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const scene = await sentinel2();
  const baseRss = process.memoryUsage().rss;
  const sampler = setInterval(sampleRss, 5);
  await render(scene); // warm-up: opens the COG headers, JIT
  const totals: number[] = [];
  const stages: StageTimings[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = await render(scene);
    totals.push(performance.now() - t0);
    stages.push(result.timings);
    bytes = result.image.length;
    sampleRss();
  }
  clearInterval(sampler);
  const stage = (k: keyof StageTimings) => median(stages.map((s) => s[k]));
  console.log(`True Color ${SIZE}×${SIZE} PNG from the Sentinel-2 sample COGs (median of ${RUNS})`);
  console.log(`  total   ${ms(median(totals))}  (PNG ${(bytes / 1e6).toFixed(1)} MB)`);
  console.log(`  read    ${ms(stage('read'))}`);
  console.log(`  warp    ${ms(stage('warp'))}`);
  console.log(`  script  ${ms(stage('script'))}`);
  console.log(`  encode  ${ms(stage('encode'))}`);
  const staged = stage('read') + stage('warp') + stage('script') + stage('encode');
  console.log(`  other   ${ms(median(totals) - staged)}  (band allocation, GC, between stages)`);
  console.log(`  peak RSS ${mb(peakRss)} (before: ${mb(baseRss)})`);

  let gdal: number | undefined;
  try {
    gdalRender(scene);
    gdal = median(Array.from({ length: RUNS }, () => gdalRender(scene)));
  } catch (error) {
    console.log(`GDAL not run (${String(error).split('\n')[0]})`);
  }
  if (gdal !== undefined) {
    console.log(`GDAL gdalbuildvrt + gdalwarp -r bilinear + gdal_translate -of PNG: ${ms(gdal)}`);
    console.log(`  ratio ours / GDAL: ${(median(totals) / gdal).toFixed(2)} (target ≤ 1)`);
  }

  // The script stage: the True Color evalscript through the imagery-core runtime against the
  // hand-written loop (TRUE_COLOR_STAGE), over the same 2500² band arrays.
  const bands = await readBands(
    [scene],
    ['B04', 'B03', 'B02'],
    { bbox: BBOX, width: SIZE, height: SIZE },
    'bilinear',
    emptyTimings(),
  );
  const runtime = builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'True Color' });
  const timeStage = async (stage: typeof runtime) => {
    await stage.run(bands, SIZE, SIZE);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await stage.run(bands, SIZE, SIZE);
      times.push(performance.now() - t);
    }
    return median(times);
  };
  const hand = await timeStage(TRUE_COLOR_STAGE);
  const script = await timeStage(runtime);
  console.log(`Script stage, True Color over ${SIZE}² (median of ${RUNS}):`);
  console.log(
    `  evalscript runtime ${ms(script)}  hand-written loop ${ms(hand)}  ratio ${(script / hand).toFixed(2)} (target ≤ 1.5)`,
  );

  const total = 8;
  const concurrently = async (label: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    let next = 0;
    const client = async () => {
      while (next < total) {
        next++;
        await run();
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `4 concurrent requests, ${label}: ${total} renders in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(2)} renders/s`,
    );
  };
  await concurrently('main thread', () => render(scene));
  const workers = availableParallelism();
  const pool = createRenderPool(workers);
  const request = () =>
    pool.render({
      scenes: [scene],
      bbox: BBOX,
      width: SIZE,
      height: SIZE,
      stage: TRUE_COLOR_STAGE,
      contentType: 'image/png',
      resampling: 'bilinear',
    });
  await Promise.all(Array.from({ length: workers }, request)); // warm the workers
  await concurrently(`render pool of ${workers} workers`, request);
  await pool.close();
}

await main();
