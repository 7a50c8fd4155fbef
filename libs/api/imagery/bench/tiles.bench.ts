// `npm run bench:tiles`: 256 × 256 map tiles of the image-map endpoint (GET /imagery/wms GetMap,
// True Color of the Sentinel-2 sample, EPSG:3857, PNG), 100 distinct tiles of a zoom-in sequence
// z8..z13 (no tile asked twice, the server's image cache off), on a fresh server process: the
// cold tile (the first after start) and the warm ones, each interleaved with the same tile made
// by GDAL (gdalwarp to a warped VRT, then gdal_translate -scale to a 256² PNG: two process
// starts per tile, printed apart). Then listing COG tiles (render-cog-tile) in this process.
// Figures are printed; nothing is asserted. Env: BENCH_TILES (default 100), BENCH_WORKERS
// (server render workers, default 2).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCogFromRanges } from '../src/cog/range-source';
import { SAMPLE_RASTER_DIR } from '../src/sample-data';
import { cogDisplay } from '../src/tiles/cog-display';
import { TILE_SIZE } from '../src/tiles/render-cog-tile';
import type { XyzTile } from '../src/tiles/xyz-tile';
import { listingTileCase } from './listing-tile-case';

const TILES = Number(process.env['BENCH_TILES'] ?? 100);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 2);
const SCENE = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A`;
/** A point inside the sample scene (29RKH): the zoom-in centre. */
const CENTRE = { lon: -11.45, lat: 24.8 };
const HALF = 20037508.342789244;
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

const ms = (v: number) => `${v.toFixed(1)} ms`;
const pct = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The tile of a zoom level holding the centre. */
function centreTile(z: number): { x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((CENTRE.lon + 180) / 360) * n);
  const r = (CENTRE.lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return { x, y };
}

/** `count` distinct tiles zooming in: per zoom the tiles nearest the centre, more per level. */
function zoomIn(count: number): XyzTile[] {
  const perZoom = [4, 9, 16, 20, 25, 26];
  const tiles: XyzTile[] = [];
  perZoom.forEach((n, k) => {
    const z = 8 + k;
    const c = centreTile(z);
    const around: XyzTile[] = [];
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) around.push({ z, x: c.x + dx, y: c.y + dy });
    around.sort((a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y));
    tiles.push(...around.slice(0, n));
  });
  return tiles.slice(0, count);
}

/** A tile's box in Web Mercator metres. */
function mercatorBox({ z, x, y }: XyzTile): [number, number, number, number] {
  const size = (2 * HALF) / 2 ** z;
  return [-HALF + x * size, HALF - (y + 1) * size, -HALF + (x + 1) * size, HALF - y * size];
}

const getMapUrl = (base: string, tile: XyzTile) =>
  `${base}/imagery/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=TRUE_COLOR&CRS=EPSG:3857` +
  `&TIME=2020-02-19&FORMAT=image/png&WIDTH=${TILE_SIZE}&HEIGHT=${TILE_SIZE}&BBOX=${mercatorBox(tile).join(',')}`;

interface Server {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** A fresh tile server process (bench/tile-server.ts), image cache off. */
async function startServer(): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'libs/api/imagery/bench/tile-server.ts')],
    {
      cwd: REPO,
      env: { ...process.env, TILE_SERVER_WORKERS: String(WORKERS), TILE_SERVER_CACHE_MB: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the tile server exited (${code})`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const kb = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  return `${(Number(kb) / 1024).toFixed(0)} MB`;
};

interface Timed {
  readonly ms: number;
  readonly bytes: number;
  readonly timing: string;
}

async function ourTile(base: string, tile: XyzTile): Promise<Timed> {
  const t0 = performance.now();
  const response = await fetch(getMapUrl(base, tile));
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - t0;
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/png')
    throw new Error(`tile ${JSON.stringify(tile)}: ${response.status} ${body.toString()}`);
  if (response.headers.get('x-imagery-cache') === 'hit') throw new Error('a cache hit');
  return { ms: elapsed, bytes: body.length, timing: response.headers.get('server-timing') ?? '' };
}

/** GDAL's tile: a warped VRT (nearest, as GetMap's default), then scaled to an 8-bit PNG. */
function gdalTile(dir: string, rgbVrt: string, tile: XyzTile): Timed {
  const warped = join(dir, 'tile.vrt');
  const png = join(dir, 'tile.png');
  const t0 = performance.now();
  const box = mercatorBox(tile).map(String);
  execFileSync('gdalwarp', [
    ...['-q', '-overwrite', '-of', 'VRT', '-t_srs', 'EPSG:3857', '-r', 'near'],
    ...['-te', ...box, '-ts', String(TILE_SIZE), String(TILE_SIZE), rgbVrt, warped],
  ]);
  // 2.5 × DN / 10000 × 255: DN 4000 → 255 (True Color).
  execFileSync('gdal_translate', [
    ...['-q', '-ot', 'Byte', '-scale', '0', '4000', '0', '255', '-of', 'PNG', warped, png],
  ]);
  const elapsed = performance.now() - t0;
  return { ms: elapsed, bytes: readFileSync(png).length, timing: '' };
}

/** Milliseconds of two GDAL process starts doing nothing (what each GDAL tile pays on top). */
function gdalStartCost(): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    execFileSync('gdalwarp', ['--version']);
    execFileSync('gdal_translate', ['--version']);
    runs.push(performance.now() - t0);
  }
  return pct(runs, 50);
}

const stageMedians = (timings: readonly string[]) => {
  const by: Record<string, number[]> = {};
  for (const t of timings)
    for (const m of t.matchAll(/(\w+);dur=([\d.]+)/g)) (by[m[1]!] ??= []).push(Number(m[2]));
  return Object.entries(by)
    .map(([k, v]) => `${k} ${pct(v, 50).toFixed(1)}`)
    .join(', ');
};

const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

async function imageMapTiles(): Promise<void> {
  const tiles = zoomIn(TILES);
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-tiles-bench-'));
  const rgbVrt = join(dir, 'rgb.vrt');
  execFileSync('gdalbuildvrt', [
    ...['-q', '-separate', rgbVrt],
    ...['B04', 'B03', 'B02'].map((b) => `${SCENE}/${b}.tif`),
  ]);
  const spawned = performance.now();
  const server = await startServer();
  const ready = performance.now();
  try {
    console.log(
      `image map: ${tiles.length} distinct tiles z${tiles[0]!.z}..z${tiles.at(-1)!.z}, server cache off, ${WORKERS} render workers; server ready in ${ms(ready - spawned)}`,
    );
    const cold = await ourTile(server.url, tiles[0]!);
    const gdalCold = gdalTile(dir, rgbVrt, tiles[0]!);
    console.log(`  RSS after the cold tile: ${rssMb(server.pid, 'VmRSS')}`);
    const ours: Timed[] = [];
    const theirs: Timed[] = [];
    for (const tile of tiles.slice(1)) {
      ours.push(await ourTile(server.url, tile));
      theirs.push(gdalTile(dir, rgbVrt, tile));
    }
    const start = gdalStartCost();
    const o50 = pct(
      ours.map((t) => t.ms),
      50,
    );
    const o95 = pct(
      ours.map((t) => t.ms),
      95,
    );
    const g50 = pct(
      theirs.map((t) => t.ms),
      50,
    );
    const g95 = pct(
      theirs.map((t) => t.ms),
      95,
    );
    const bytes = (list: Timed[]) =>
      `${(
        pct(
          list.map((t) => t.bytes),
          50,
        ) / 1024
      ).toFixed(1)} kB`;
    console.log(
      `  cold (first tile after start): ours ${ms(cold.ms)} (${cold.timing}); GDAL ${ms(gdalCold.ms)}`,
    );
    console.log(
      `  warm ours: p50 ${ms(o50)}  p95 ${ms(o95)}  (PNG p50 ${bytes(ours)}; server stages p50: ${stageMedians(ours.map((t) => t.timing))})`,
    );
    console.log(
      `  warm GDAL: p50 ${ms(g50)}  p95 ${ms(g95)}  (PNG p50 ${bytes(theirs)}; of which two process starts ≈ ${ms(start)}; without them p50 ≈ ${g50 > start ? ms(g50 - start) : 'n/a: the starts, timed apart, took longer (a loaded machine)'})`,
    );
    console.log(
      `  ratio ours/GDAL: p50 ${(o50 / g50).toFixed(2)}x, p95 ${(o95 / g95).toFixed(2)}x; against GDAL without process starts p50 ${g50 > start ? `${(o50 / (g50 - start)).toFixed(2)}x` : 'n/a'}`,
    );
    console.log(
      `  server RSS: ${rssMb(server.pid, 'VmRSS')} now, peak ${rssMb(server.pid, 'VmHWM')}`,
    );
    console.log(`  target warm p50 < 20 ms: ${verdict(o50 < 20)} (${ms(o50)})`);
    console.log(`  target cold first tile < 500 ms: ${verdict(cold.ms < 500)} (${ms(cold.ms)})`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listingCogTiles(): Promise<void> {
  const path = `${SCENE}/B04.tif`;
  const file = await open(path);
  try {
    const read = async (offset: number, length: number) => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await file.read(bytes, 0, length, offset);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytesRead);
    };
    const source = await openCogFromRanges(read, path);
    const display = await cogDisplay(source);
    const tiles = zoomIn(TILES);
    console.log(
      `listing COG tiles (the B04 sample as a listing COG, ${tiles.length} tiles, read in this process):`,
    );
    await listingTileCase(source, display, tiles);
  } finally {
    await file.close();
  }
}

console.log(
  `bench:tiles, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await imageMapTiles();
await listingCogTiles();
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
