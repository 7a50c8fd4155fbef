// `npm run bench:imagery`: a 2500 × 2500 True Color render of the Sentinel-2 sample, stage by stage,
// against the same render with GDAL (gdalwarp + gdal_translate to PNG), and renders per second
// with 4 concurrent requests. Figures are printed; nothing is asserted (targets in the README).
// `BENCH_ONLY=render` stops after the render against GDAL (PNG sizes and the time ratio) and the
// PNG encoders compared; IMAGERY_PNG_COMPRESSION picks the zlib level as it does for the server,
// BENCH_PNG_ENCODER the encoder of the renders (`bands`, the default, or `sharp`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_PNG_COMPRESSION_LEVEL,
  PNG_ENCODER,
  encodeImage,
} from '../src/encode/encode-image';
import type { PngEncoder } from '../src/encode/encode-image';
import { SAMPLE_RASTER_DIR } from '../src/sample-data';
import type { Scene } from '../src/scene';
import { openLocalCatalogue } from '../src/providers/local-catalogue';
import type { BandArrays, PixelStage } from '../src/render/pixel-stage';
import { TRUE_COLOR_STAGE } from '../src/render/pixel-stage';
import { emptyTimings, readBands } from '../src/render/read-bands';
import type { StageTimings } from '../src/render/read-bands';
import { renderImage } from '../src/render/render-image';
import type { RenderResult } from '../src/render/render-image';
import { createRenderPool } from '../src/render/render-pool';
import { sandboxedStage } from '../src/render/sandboxed-stage';
import { builtInStages } from '../src/render/stage-resolver';
import { ROUND_HALF, scriptByName } from '@unfurl/imagery-core';
import type { ImageryBbox } from '@unfurl/domain';

const SIZE = 2500;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
/** The server's IMAGERY_PNG_COMPRESSION when set, else the default level (5). */
const PNG_LEVEL = process.env['IMAGERY_PNG_COMPRESSION']
  ? Number(process.env['IMAGERY_PNG_COMPRESSION'])
  : DEFAULT_PNG_COMPRESSION_LEVEL;
const PNG_ENCODER_NAME = (process.env['BENCH_PNG_ENCODER'] ?? PNG_ENCODER.bands) as PngEncoder;
if (!Object.values(PNG_ENCODER).includes(PNG_ENCODER_NAME)) {
  throw new Error(`BENCH_PNG_ENCODER must be one of ${Object.values(PNG_ENCODER).join(', ')}`);
}
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
    pngCompressionLevel: PNG_LEVEL,
    pngEncoder: PNG_ENCODER_NAME,
    resampling: 'bilinear',
  });
}

/**
 * The PNG encoders on the same RGBA, interleaved: wall and CPU milliseconds (CPU of this process,
 * threadpool included) and bytes. sharp at level 7, the level it needs to stay below GDAL's size.
 */
async function comparePngEncoders(rgba: Uint8Array): Promise<void> {
  const encoders = [
    { label: `bands, level ${PNG_LEVEL}`, encoder: PNG_ENCODER.bands, level: PNG_LEVEL },
    { label: 'sharp (libvips), level 7', encoder: PNG_ENCODER.sharp, level: 7 },
  ];
  const encode = (e: (typeof encoders)[number]) =>
    encodeImage(rgba, SIZE, SIZE, {
      contentType: 'image/png',
      pngCompressionLevel: e.level,
      pngEncoder: e.encoder,
    });
  const wall = encoders.map(() => [] as number[]);
  const cpu = encoders.map(() => [] as number[]);
  const bytes = await Promise.all(encoders.map(async (e) => (await encode(e)).length));
  for (let i = 0; i < RUNS; i++) {
    for (const [k, e] of encoders.entries()) {
      const before = process.cpuUsage();
      const t0 = performance.now();
      await encode(e);
      wall[k]!.push(performance.now() - t0);
      const used = process.cpuUsage(before);
      cpu[k]!.push((used.user + used.system) / 1000);
    }
  }
  console.log(
    `PNG encode alone, ${SIZE}² True Color RGBA (median of ${RUNS} interleaved; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}):`,
  );
  // Throughput: 4 encodes at once (as 4 concurrent requests would), interleaved.
  const perSecond = encoders.map(() => [] as number[]);
  for (let i = 0; i < Math.max(2, Math.ceil(RUNS / 2)); i++) {
    for (const [k, e] of encoders.entries()) {
      const t0 = performance.now();
      await Promise.all([0, 1, 2, 3].map(() => encode(e)));
      perSecond[k]!.push(4000 / (performance.now() - t0));
    }
  }
  for (const [k, e] of encoders.entries()) {
    console.log(
      `  ${e.label.padEnd(26)} wall ${ms(median(wall[k]!)).padStart(7)}  CPU ${ms(median(cpu[k]!)).padStart(7)}  PNG ${(bytes[k]! / 1e6).toFixed(2)} MB  4 at once: ${median(perSecond[k]!).toFixed(2)} encodes/s`,
    );
  }
}

/** GDAL's render of the same box: milliseconds and the bytes of its PNG. */
function gdalRender(scene: Scene): { ms: number; bytes: number } {
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
    return { ms: performance.now() - t0, bytes: statSync(join(dir, 'rgb.png')).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The True Color script written by hand with exactly its semantics, so the bytes are the same:
 * AUTO of [2.5 × B04, 2.5 × B03, 2.5 × B02, dataMask] is clamp(Math.round(v × 255), 0, 255), NaN 0,
 * done the fastest way we know (floor(v + ROUND_HALF) rounds as Math.round; a Uint8ClampedArray
 * store clamps and maps NaN to 0). TRUE_COLOR_STAGE is the production loop: one multiply by 637.5
 * and the clamped store's ties-to-even rounding, so it may differ by 1 on exact halves.
 */
function handTrueColor(bands: BandArrays, width: number, height: number): Uint8Array {
  const r = bands['B04']!;
  const g = bands['B03']!;
  const b = bands['B02']!;
  const mask = bands['dataMask']!;
  const out = new Uint8ClampedArray(width * height * 4);
  const f = Math.floor;
  for (let p = 0, q = 0; p < r.length; p++, q += 4) {
    out[q] = f(2.5 * r[p]! * 255 + ROUND_HALF);
    out[q + 1] = f(2.5 * g[p]! * 255 + ROUND_HALF);
    out[q + 2] = f(2.5 * b[p]! * 255 + ROUND_HALF);
    out[q + 3] = f(mask[p]! * 255 + ROUND_HALF);
  }
  return new Uint8Array(out.buffer);
}

/** CPU milliseconds (this process) of each run, the stages interleaved so load hits them alike. */
async function cpuTimes(
  stages: Record<string, (bands: BandArrays) => Uint8Array | Promise<Uint8Array>>,
  bands: BandArrays,
  runs: number,
): Promise<{ times: Record<string, number[]>; outputs: Record<string, Uint8Array> }> {
  const times: Record<string, number[]> = {};
  const outputs: Record<string, Uint8Array> = {};
  for (const [name, run] of Object.entries(stages)) {
    outputs[name] = await run(bands); // warm-up: compiles the script and its pixel loop
    times[name] = [];
  }
  for (let i = 0; i < runs; i++) {
    for (const [name, run] of Object.entries(stages)) {
      const before = process.cpuUsage();
      outputs[name] = await run(bands);
      const used = process.cpuUsage(before);
      times[name]!.push((used.user + used.system) / 1000);
    }
  }
  return { times, outputs };
}

function differingBytes(a: Uint8Array, b: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count + Math.abs(a.length - b.length);
}

/** The script stage against hand-written loops over the same 2500² band arrays. */
async function scriptStage(bands: BandArrays): Promise<void> {
  const runtime = builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'True Color' });
  const runs = Math.max(RUNS, 11);
  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
  const { times, outputs } = await cpuTimes(
    {
      runtime: (b) => runtime.run(b, SIZE, SIZE),
      hand: (b) => handTrueColor(b, SIZE, SIZE),
      production: (b) => TRUE_COLOR_STAGE.run(b, SIZE, SIZE),
    },
    bands,
    runs,
  );
  const min = (v: number[]) => Math.min(...v);
  const row = (label: string, key: string) =>
    `  ${label.padEnd(52)} median ${ms(median(times[key]!)).padStart(6)}  min ${ms(min(times[key]!)).padStart(6)}`;
  console.log(
    `Script stage, True Color over ${SIZE}² (CPU time of this process, ${runs} interleaved runs; load average ${load}):`,
  );
  console.log(row('evalscript runtime (built-in, in-process)', 'runtime'));
  console.log(row('hand-written loop, same semantics (same bytes)', 'hand'));
  console.log(row('TRUE_COLOR_STAGE (production hand loop, ties-to-even)', 'production'));
  const ratio = (key: string, pick: (v: number[]) => number) =>
    (pick(times['runtime']!) / pick(times[key]!)).toFixed(2);
  console.log(
    `  ratio runtime / hand: median ${ratio('hand', median)}, min ${ratio('hand', min)} (target ≤ 1.5); / TRUE_COLOR_STAGE: median ${ratio('production', median)}, min ${ratio('production', min)}`,
  );
  console.log(
    `  differing bytes: runtime vs hand ${differingBytes(outputs['runtime']!, outputs['hand']!)}, runtime vs TRUE_COLOR_STAGE ${differingBytes(outputs['runtime']!, outputs['production']!)} of ${outputs['hand']!.length}`,
  );
}

async function main(): Promise<void> {
  const scene = await sentinel2();
  if (process.env['BENCH_ONLY'] === 'script') {
    // `BENCH_ONLY=script npm run bench:imagery`: the script-stage comparison alone.
    const bands = await readBands(
      [scene],
      ['B04', 'B03', 'B02'],
      { bbox: BBOX, width: SIZE, height: SIZE },
      'bilinear',
      emptyTimings(),
    );
    await scriptStage(bands);
    return;
  }
  const baseRss = process.memoryUsage().rss;
  const sampler = setInterval(sampleRss, 5);
  await render(scene); // warm-up: opens the COG headers, JIT
  let gdalError: string | undefined;
  try {
    gdalRender(scene);
  } catch (error) {
    gdalError = String(error).split('\n')[0];
  }
  // Ours and GDAL's interleaved, run by run, so the machine's load hits both alike.
  const totals: number[] = [];
  const stages: StageTimings[] = [];
  const gdalRuns: { ms: number; bytes: number }[] = [];
  let bytes = 0;
  let rgba: Uint8Array = new Uint8Array(0);
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = await render(scene);
    totals.push(performance.now() - t0);
    stages.push(result.timings);
    bytes = result.image.length;
    rgba = result.rgba;
    sampleRss();
    if (gdalError === undefined) gdalRuns.push(gdalRender(scene));
  }
  clearInterval(sampler);
  const stage = (k: keyof StageTimings) => median(stages.map((s) => s[k]));
  console.log(
    `True Color ${SIZE}×${SIZE} PNG (${PNG_ENCODER_NAME} encoder, zlib level ${PNG_LEVEL}, adaptive filtering) from the Sentinel-2 sample COGs (median of ${RUNS}, interleaved with GDAL's; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')})`,
  );
  console.log(`  total   ${ms(median(totals))}  (PNG ${(bytes / 1e6).toFixed(2)} MB)`);
  console.log(`  read    ${ms(stage('read'))}`);
  console.log(`  warp    ${ms(stage('warp'))}`);
  console.log(`  script  ${ms(stage('script'))}`);
  console.log(`  encode  ${ms(stage('encode'))}`);
  const staged = stage('read') + stage('warp') + stage('script') + stage('encode');
  console.log(`  other   ${ms(median(totals) - staged)}  (band allocation, GC, between stages)`);
  console.log(`  peak RSS ${mb(peakRss)} (before: ${mb(baseRss)})`);

  if (gdalError !== undefined) {
    console.log(`GDAL not run (${gdalError})`);
  } else {
    const gdal = median(gdalRuns.map((r) => r.ms));
    const gdalBytes = gdalRuns[0]!.bytes;
    console.log(
      `GDAL gdalbuildvrt + gdalwarp -r bilinear + gdal_translate -of PNG (ZLEVEL 6): ${ms(gdal)}  (PNG ${(gdalBytes / 1e6).toFixed(2)} MB)`,
    );
    // Like for like: our PNG (adaptive filtering, zlib level 5 by default) is no larger than GDAL's.
    const sizes = `PNG ours ${(bytes / 1e6).toFixed(2)} MB / GDAL ${(gdalBytes / 1e6).toFixed(2)} MB = ${(bytes / gdalBytes).toFixed(3)}`;
    console.log(
      `  ratio ours / GDAL: ${(median(totals) / gdal).toFixed(2)} (target ≤ 0.5), ${sizes} (${bytes <= gdalBytes ? 'no larger' : 'LARGER'})`,
    );
  }
  await comparePngEncoders(rgba);
  if (process.env['BENCH_ONLY'] === 'render') return;

  // The script stage: the True Color evalscript through the imagery-core runtime against
  // hand-written loops, over the same 2500² band arrays.
  const bands = await readBands(
    [scene],
    ['B04', 'B03', 'B02'],
    { bbox: BBOX, width: SIZE, height: SIZE },
    'bilinear',
    emptyTimings(),
  );
  await scriptStage(bands);
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
  const script = await timeStage(runtime);
  // The same script as a user evalscript: a fresh isolated-vm isolate per render (load, setup,
  // band strips copied in, outputs copied out) against the in-process runtime.
  const trueColor = scriptByName('True Color')!.script;
  const sandboxed = sandboxedStage('True Color (isolate)', trueColor, ['B04', 'B03', 'B02']);
  const isolate = await timeStage(sandboxed);
  const ndviSource = scriptByName('Enhanced Vegetation Health')!.script;
  const ndviBands = { ...bands, B08: bands['B04']! };
  const timeNdvi = async (stage: PixelStage) => {
    await stage.run(ndviBands, SIZE, SIZE);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await stage.run(ndviBands, SIZE, SIZE);
      times.push(performance.now() - t);
    }
    return median(times);
  };
  const ndviInProcess = await timeNdvi(
    builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'Enhanced Vegetation Health' }),
  );
  const ndviIsolate = await timeNdvi(sandboxedStage('NDVI (isolate)', ndviSource, ['B04', 'B08']));
  console.log(`Script stage in an isolate (user evalscripts) vs in-process, ${SIZE}²:`);
  console.log(
    `  True Color: isolate ${ms(isolate)}  in-process ${ms(script)}  ratio ${(isolate / script).toFixed(2)}`,
  );
  console.log(
    `  Vegetation Health (NDVI ramp): isolate ${ms(ndviIsolate)}  in-process ${ms(ndviInProcess)}  ratio ${(ndviIsolate / ndviInProcess).toFixed(2)}`,
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
      pngCompressionLevel: PNG_LEVEL,
      pngEncoder: PNG_ENCODER_NAME,
      resampling: 'bilinear',
    });
  await Promise.all(Array.from({ length: workers }, request)); // warm the workers
  await concurrently(`render pool of ${workers} workers`, request);
  await pool.close();
}

await main();
