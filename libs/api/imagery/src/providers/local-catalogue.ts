import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { NATIVE_RESOLUTION } from '@unfurl/imagery-core';
import type { BandAsset, Scene, SceneQuery } from '../scene';
import { IMAGERY_PROVIDER_KIND } from './imagery-provider';
import type { ImageryProvider } from './imagery-provider';
import { filterScenes } from './scene-filter';
import { sceneFromStacItem } from './stac-item';
import type { StacItem } from './stac-item';

async function subdirs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** A local file beside the item for an asset href (matched by file name), else undefined. */
function localHref(dir: string, href: string): string | undefined {
  const path = join(dir, basename(new URL(href, 'file:///').pathname));
  return existsSync(path) ? path : undefined;
}

/** Sentinel-2 L2A: the Earth Search item JSON named after the folder. */
async function sentinel2Scene(dir: string): Promise<Scene | undefined> {
  const itemPath = join(dir, `${basename(dir)}.json`);
  if (!existsSync(itemPath)) return undefined;
  const item = await readJson<StacItem>(itemPath);
  return sceneFromStacItem(item, (_key, href) => localHref(dir, href));
}

interface LandsatMtl {
  readonly LANDSAT_METADATA_FILE: {
    readonly IMAGE_ATTRIBUTES: Readonly<Record<string, string>>;
  };
}

/** Landsat C2 L2: the USGS STAC item (`*_SR_stac.json`) plus the MTL for the acquisition time. */
async function landsatScene(dir: string): Promise<Scene | undefined> {
  const files = await readdir(dir);
  const stacFile = files.find((f) => f.endsWith('_SR_stac.json'));
  const mtlFile = files.find((f) => f.endsWith('_MTL.json'));
  if (!stacFile || !mtlFile) return undefined;
  const item = await readJson<StacItem>(join(dir, stacFile));
  const attrs = (await readJson<LandsatMtl>(join(dir, mtlFile))).LANDSAT_METADATA_FILE
    .IMAGE_ATTRIBUTES;
  const datetime = `${attrs['DATE_ACQUIRED']}T${(attrs['SCENE_CENTER_TIME'] ?? '00:00:00Z').slice(0, 8)}Z`;
  const bands: Record<string, BandAsset> = {};
  for (let n = 1; n <= 7; n++) {
    const asset = item.assets[`SR_B${n}.TIF`];
    const href = asset && localHref(dir, asset.href);
    // Collection 2 Level-2 surface reflectance: DN × 0.0000275 − 0.2, nodata 0.
    if (href) bands[`B0${n}`] = { href, scale: 0.0000275, offset: -0.2, nodata: 0 };
  }
  const bbox = item.bbox ?? [0, 0, 0, 0];
  return {
    satellite: SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1,
    bands,
    item: {
      id: item.id,
      datetime,
      satellite: SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1,
      cloudCover: Number(attrs['CLOUD_COVER'] ?? 0),
      instruments: ['oli', 'tirs'],
      bands: Object.keys(bands),
      constellation: 'landsat',
      bbox: [bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!],
      collection: 'landsat-c2-l2',
      resolution: NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1],
      previewUrl: null,
    },
  };
}

interface S1ProductInfo {
  readonly id: string;
  readonly startTime: string;
  readonly footprint: { readonly coordinates: readonly (readonly (readonly number[])[])[] };
}

/** Sentinel-1 GRD: `productInfo.json` (Sinergise layout) with `iw-vv.tiff` / `iw-vh.tiff`. */
async function sentinel1Scene(dir: string): Promise<Scene | undefined> {
  const infoPath = join(dir, 'productInfo.json');
  if (!existsSync(infoPath)) return undefined;
  const info = await readJson<S1ProductInfo>(infoPath);
  const ring = info.footprint.coordinates[0] ?? [];
  const lons = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  const bbox: ImageryBbox = [
    Math.min(...lons),
    Math.min(...lats),
    Math.max(...lons),
    Math.max(...lats),
  ];
  const bands: Record<string, BandAsset> = {};
  for (const pol of ['VV', 'VH', 'HH', 'HV']) {
    const path = join(dir, `iw-${pol.toLowerCase()}.tiff`);
    if (existsSync(path)) bands[pol] = { href: path, scale: 1, offset: 0, nodata: 0 };
  }
  return {
    satellite: SENTINEL_SATELLITE_TYPE.S1_GRD,
    bands,
    item: {
      id: info.id,
      datetime: `${info.startTime}Z`,
      satellite: SENTINEL_SATELLITE_TYPE.S1_GRD,
      cloudCover: 0,
      instruments: ['c-sar'],
      bands: Object.keys(bands),
      constellation: 'sentinel-1',
      bbox,
      collection: 'sentinel-1-grd',
      resolution: NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.S1_GRD],
      previewUrl: null,
    },
  };
}

/** Reads every sample scene under `rasterDir` (`data/samples/raster`). */
export async function readLocalScenes(rasterDir: string): Promise<Scene[]> {
  const readers = [
    ['sentinel-2-l2a', sentinel2Scene],
    ['landsat-8-c2-l2', landsatScene],
    ['sentinel-1-grd', sentinel1Scene],
  ] as const;
  const scenes: Scene[] = [];
  for (const [folder, read] of readers) {
    for (const dir of await subdirs(join(rasterDir, folder))) {
      const scene = await read(dir);
      if (scene) scenes.push(scene);
    }
  }
  return scenes;
}

/**
 * The offline STAC catalogue of the sample scenes (the default provider): Sentinel-2 L2A,
 * Landsat 8 C2 L2 and Sentinel-1 GRD, with band assets pointing at the local files.
 */
export async function openLocalCatalogue(rasterDir: string): Promise<ImageryProvider> {
  const scenes = await readLocalScenes(rasterDir);
  return {
    kind: IMAGERY_PROVIDER_KIND.local,
    search: async (query: SceneQuery) => filterScenes(scenes, query),
  };
}
