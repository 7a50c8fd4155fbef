// Test support: an independent rendering of the same box with GDAL's gdalwarp (Debian gdal-bin).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromFile } from 'geotiff';
import type { ImageryBbox } from '@unfurl/domain';
import { OUTPUT_CRS, pointTransform } from '../cog/crs';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import type { Scene } from '../scene';
import type { OutputGrid } from '../warp/output-grid';
import type { Resampling } from '../warp/resampling';
import type { WarpPlan } from '../warp/warp-plan';

/** Where gdalwarp lives, or undefined when GDAL is not installed. */
export function findGdalwarp(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(':').concat('/usr/bin')) {
    const path = join(dir, 'gdalwarp');
    if (dir && existsSync(path)) return path;
  }
  return undefined;
}

/** Options of {@link gdalwarpBand}. */
export interface GdalWarpOptions {
  readonly bbox: ImageryBbox;
  readonly width: number;
  readonly height: number;
  readonly resampling: 'nearest' | 'bilinear';
  readonly tSrs?: string;
  /** `-srcnodata`: a no-data value the file itself does not declare (Sentinel-1 GRD: 0). */
  readonly srcNodata?: number;
}

/** The gdalwarp arguments of {@link gdalwarpBand} (without `-q` and the file names). */
function gdalwarpArgs(options: GdalWarpOptions): string[] {
  const [w, s, e, n] = options.bbox;
  return [
    '-te',
    String(w),
    String(s),
    String(e),
    String(n),
    '-ts',
    String(options.width),
    String(options.height),
    '-t_srs',
    options.tSrs ?? 'EPSG:4326',
    '-r',
    options.resampling === 'nearest' ? 'near' : 'bilinear',
    '-ot',
    'Float32',
    '-dstnodata',
    'nan',
    ...(options.srcNodata === undefined ? [] : ['-srcnodata', String(options.srcNodata)]),
    // Exact transformation: the default approximation (0.125 px) moves samples by up to 1/8 px.
    '-et',
    '0',
  ];
}

/**
 * Warps one band file with `gdalwarp -te -ts -t_srs -r -ot Float32 -et 0` and returns its samples
 * (NaN where gdalwarp wrote no data).
 */
export async function gdalwarpBand(file: string, options: GdalWarpOptions): Promise<Float32Array> {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-gdal-'));
  const out = join(dir, 'out.tif');
  try {
    execFileSync(findGdalwarp() ?? 'gdalwarp', ['-q', ...gdalwarpArgs(options), file, out]);
    const tiff = await fromFile(out);
    const image = await tiff.getImage(0);
    const data = (await image.readRasters({ samples: [0], interleave: true })) as unknown;
    return Float32Array.from(data as ArrayLike<number>);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Share of pixels whose R, G, B and A all differ by at most `tolerance` DN. */
export function shareWithin(a: Uint8Array, b: Uint8Array, tolerance = 1): number {
  let good = 0;
  const pixels = a.length / 4;
  for (let q = 0; q < a.length; q += 4) {
    let ok = true;
    for (let c = 0; c < 4; c++) if (Math.abs(a[q + c]! - b[q + c]!) > tolerance) ok = false;
    if (ok) good++;
  }
  return good / pixels;
}

/**
 * Share of pixels that match within `tolerance` DN on R, G, B and A, where two fully transparent
 * pixels match whatever their colour (no data looks the same however a script colours it).
 */
export function shareVisibleWithin(a: Uint8Array, b: Uint8Array, tolerance = 1): number {
  let good = 0;
  for (let q = 0; q < a.length; q += 4) {
    if (a[q + 3] === 0 && b[q + 3] === 0) {
      good++;
      continue;
    }
    let ok = true;
    for (let c = 0; c < 4; c++) if (Math.abs(a[q + c]! - b[q + c]!) > tolerance) ok = false;
    if (ok) good++;
  }
  return good / (a.length / 4);
}

/** How gdalwarp warped a file (`--debug on`): overview used (-1: none) and its chunks. */
export interface GdalwarpTrace {
  readonly overview: number;
  /** Source window [x, y, width, height] and output window of each chunk, in order. */
  readonly chunks: readonly { readonly src: number[]; readonly dst: number[] }[];
}

/** Runs the same gdalwarp as {@link gdalwarpBand} with `--debug on` and reads its trace. */
export function gdalwarpTrace(file: string, options: GdalWarpOptions): GdalwarpTrace {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-gdal-'));
  try {
    const run = spawnSync(
      findGdalwarp() ?? 'gdalwarp',
      ['--debug', 'on', ...gdalwarpArgs(options), file, join(dir, 'out.tif')],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`gdalwarp failed: ${run.stderr}`);
    // GDAL writes its debug messages to stderr.
    return parseTrace(run.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseTrace(text: string): GdalwarpTrace {
  const overview = /Selecting overview level (\d+)/.exec(text);
  const chunks = [...text.matchAll(/Src=(\d+),(\d+),(\d+)x(\d+) Dst=(\d+),(\d+),(\d+)x(\d+)/g)].map(
    (m) => ({ src: m.slice(1, 5).map(Number), dst: m.slice(5, 9).map(Number) }),
  );
  return { overview: overview ? Number(overview[1]) : -1, chunks };
}

/** The first local sample scene of a satellite type (`data/samples/raster`). */
export async function localScene(satellite: Scene['satellite']): Promise<Scene> {
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  const scenes = await provider.search({
    bbox: [-180, -90, 180, 90],
    from: '2015-01-01T00:00:00Z',
    to: '2030-01-01T00:00:00Z',
    satellites: [satellite],
    limit: 1,
  });
  if (!scenes[0]) throw new Error(`No local ${satellite} sample`);
  return scenes[0];
}

/** The `-te` box and `-t_srs` of gdalwarp for an output grid. */
export function gdalTarget(grid: OutputGrid): Pick<GdalWarpOptions, 'bbox' | 'tSrs'> {
  if ((grid.crs ?? OUTPUT_CRS.wgs84) === OUTPUT_CRS.wgs84) {
    return { bbox: grid.bbox, tSrs: OUTPUT_CRS.wgs84 };
  }
  const toMerc = pointTransform(4326, 3857);
  const [w, s] = toMerc(grid.bbox[0], grid.bbox[1]);
  const [e, n] = toMerc(grid.bbox[2], grid.bbox[3]);
  return { bbox: [w, s, e, n], tSrs: OUTPUT_CRS.webMercator };
}

/**
 * The bands of a scene warped by gdalwarp onto `grid`, as physical values (DN × scale + offset,
 * NaN where gdalwarp wrote no data): the independent reference of the GDAL comparisons.
 */
export async function gdalBands(
  scene: Scene,
  bands: readonly string[],
  grid: OutputGrid,
  resampling: Resampling,
  srcNodata?: number,
): Promise<Record<string, Float32Array>> {
  const out: Record<string, Float32Array> = {};
  for (const band of bands) {
    const asset = scene.bands[band];
    if (!asset) throw new Error(`Scene ${scene.item.id} has no band ${band}`);
    const raw = await gdalwarpBand(asset.href, {
      ...gdalTarget(grid),
      width: grid.width,
      height: grid.height,
      resampling,
      ...(srcNodata === undefined ? {} : { srcNodata }),
    });
    out[band] = raw.map((dn) => dn * asset.scale + asset.offset);
  }
  return out;
}

/** A warp plan's level and chunks in the shape of a {@link GdalwarpTrace}, chunks sorted. */
export function planTrace(plan: WarpPlan): GdalwarpTrace {
  return {
    overview: plan.level - 1,
    chunks: sortChunks(
      plan.chunks.map((c) => ({
        src: [c.window[0], c.window[1], c.window[2] - c.window[0], c.window[3] - c.window[1]],
        dst: [c.dst[0], c.dst[1], c.dst[2] - c.dst[0], c.dst[3] - c.dst[1]],
      })),
    ),
  };
}

/** gdalwarp runs its chunks ordered by source position: sort them by output position. */
export function sortChunks(chunks: GdalwarpTrace['chunks']): GdalwarpTrace['chunks'] {
  return [...chunks].sort((a, b) => a.dst[1]! - b.dst[1]! || a.dst[0]! - b.dst[0]!);
}
