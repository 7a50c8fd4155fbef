// `npm run bench:imagery-memory`: the resident memory of a process rendering like the server
// (a render pool of min(4, CPUs) workers, no image cache) before, after each of 20 distinct
// 2500² True Color PNG renders of the Sentinel-2 sample, and after; GDAL's peak RSS for the same
// render (gdalwarp + gdal_translate, each process's maximum) is the anchor. Targets: the RSS after
// the last render at most 100 MB above the RSS after the first (nothing held across renders), and
// 1 s after the renders at most 200 MB above the RSS before (two worker isolates and their caches).
// Env: BENCH_SIZE (2500), BENCH_RENDERS (20), BENCH_ONLY=server (skip the glibc-defaults run),
// BENCH_MMAP_THRESHOLD (bytes, default 1048576: another threshold to compare with npm start's).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageryBbox } from '@unfurl/domain';
import { openLocalCatalogue } from '../src/providers/local-catalogue';
import { TRUE_COLOR_STAGE } from '../src/render/pixel-stage';
import { createRenderPool } from '../src/render/render-pool';
import { SAMPLE_RASTER_DIR } from '../src/sample-data';
import type { Scene } from '../src/scene';

const SIZE = Number(process.env['BENCH_SIZE'] ?? 2500);
const RENDERS = Number(process.env['BENCH_RENDERS'] ?? 20);
const TARGET_GROWTH_MB = 100;
/** What the process may hold 1 s after the renders over its RSS before (worker isolates, caches). */
const TARGET_HELD_MB = 200;
/**
 * What `npm start` sets for the server (tools/scripts/start.mjs): allocations of 1 MiB and more
 * (band arrays, RGBA, PNG buffers) are mmapped and unmapped on free, instead of glibc's default
 * threshold that grows to 32 MiB after the first large free and then keeps them in its heaps.
 */
const SERVER_MALLOC = `MALLOC_MMAP_THRESHOLD_=${process.env['BENCH_MMAP_THRESHOLD'] ?? 1048576}`;
/** The box of `bench:imagery`; render i moves it by i × 0.01° (each render is distinct). */
const BBOX: ImageryBbox = [-11.95, 24.32, -10.9, 25.28];

const mb = (bytes: number) => bytes / 1024 / 1024;
const rssMb = () => mb(process.memoryUsage().rss);

function bboxOf(i: number): ImageryBbox {
  const d = i * 0.01;
  return [BBOX[0] + d, BBOX[1] + d, BBOX[2] + d, BBOX[3] + d];
}

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

/** GDAL's pipeline of `bench:imagery`, each step under GNU time: the largest peak RSS (MB). */
function gdalPeak(scene: Scene): number | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-bench-mem-'));
  const timed = (command: string, args: string[]): number => {
    const file = join(dir, `${command}.time`);
    execFileSync('/usr/bin/time', ['-f', '%M', '-o', file, command, ...args]);
    return Number(execFileSync('cat', [file], { encoding: 'utf8' }).trim()) / 1024;
  };
  try {
    const bands = ['B04', 'B03', 'B02'].map((b) => scene.bands[b]!.href);
    const [w, s, e, n] = BBOX.map(String);
    const vrt = join(dir, 'rgb.vrt');
    const tif = join(dir, 'rgb.tif');
    return Math.max(
      timed('gdalbuildvrt', ['-q', '-separate', vrt, ...bands]),
      timed('gdalwarp', [
        '-q',
        ...['-te', w!, s!, e!, n!, '-ts', String(SIZE), String(SIZE)],
        ...['-t_srs', 'EPSG:4326', '-r', 'bilinear', vrt, tif],
      ]),
      timed('gdal_translate', [
        '-q',
        ...['-ot', 'Byte', '-scale', '0', '4000', '0', '255', '-of', 'PNG'],
        ...[tif, join(dir, 'rgb.png')],
      ]),
    );
  } catch (error) {
    console.log(`GDAL not run (${String(error).split('\n')[0]})`);
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Measure {
  readonly workers: number;
  readonly before: number;
  readonly curve: number[];
  readonly after: number;
  readonly peak: number;
  readonly medianMs: number;
}

/** The renders, in this process: RSS (MB) before, after each, 1 s after, and the peak. */
async function measure(): Promise<Measure> {
  const scene = await sentinel2();
  const workers = Math.min(4, availableParallelism());
  const pool = createRenderPool(workers);
  const before = rssMb();
  const curve: number[] = [];
  const times: number[] = [];
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  for (let i = 0; i < RENDERS; i++) {
    const t0 = performance.now();
    const result = await pool.render({
      scenes: [scene],
      bbox: bboxOf(i),
      width: SIZE,
      height: SIZE,
      stage: TRUE_COLOR_STAGE,
      contentType: 'image/png',
      resampling: 'bilinear',
    });
    times.push(performance.now() - t0);
    if (result.image.length === 0) throw new Error('empty image');
    curve.push(rssMb());
  }
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb();
  await pool.close();
  const medianMs = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return { workers, before, curve, after, peak, medianMs };
}

/** Runs {@link measure} in a fresh process with `env` added (glibc reads it at start only). */
function measureIn(malloc: string | undefined): Measure {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_MEMORY_CHILD: '1' };
  delete env['MALLOC_MMAP_THRESHOLD_'];
  if (malloc) env['MALLOC_MMAP_THRESHOLD_'] = malloc.split('=')[1];
  const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Measure;
}

function report(label: string, m: Measure): void {
  const fmt = (v: number) => v.toFixed(0);
  const growth = m.curve[m.curve.length - 1]! - m.curve[0]!;
  console.log(`${label}:`);
  console.log(`  before ${fmt(m.before)} MB`);
  console.log(`  after each render (MB): ${m.curve.map(fmt).join(' ')}`);
  console.log(
    `  after (1 s idle) ${fmt(m.after)} MB; peak ${fmt(m.peak)} MB; median render ${fmt(m.medianMs)} ms`,
  );
  const held = m.after - m.before;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `  growth after the first render: ${fmt(growth)} MB (target < ${TARGET_GROWTH_MB}: ${verdict(growth < TARGET_GROWTH_MB)}); ` +
      `held 1 s after - before: ${fmt(held)} MB (target < ${TARGET_HELD_MB}: ${verdict(held < TARGET_HELD_MB)})`,
  );
}

async function main(): Promise<void> {
  if (process.env['BENCH_MEMORY_CHILD'] === '1') {
    console.log(JSON.stringify(await measure()));
    return;
  }
  const load = () =>
    loadavg()
      .map((v) => v.toFixed(2))
      .join(', ');
  console.log(
    `RSS of a process rendering like the server (render pool of min(4, CPUs) workers, no image ` +
      `cache), ${RENDERS} distinct ${SIZE}² True Color PNGs of the Sentinel-2 sample; load average ${load()}`,
  );
  if (process.env['BENCH_ONLY'] !== 'server') {
    report('glibc defaults (a bare `tsx apps/api/src/main.ts`)', measureIn(undefined));
  }
  report(`${SERVER_MALLOC} (as \`npm start\` runs the server)`, measureIn(SERVER_MALLOC));
  const scene = await sentinel2();
  const gdal = gdalPeak(scene);
  if (gdal !== undefined) {
    console.log(
      `GDAL gdalbuildvrt + gdalwarp + gdal_translate, same ${SIZE}² render: peak RSS ${gdal.toFixed(0)} MB (its largest step); load average ${load()}`,
    );
  }
}

await main();
