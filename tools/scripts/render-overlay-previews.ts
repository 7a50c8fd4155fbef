// Renders the preview image of each overlay definition (`previewImage` of OVERLAY_DEFINITIONS,
// the script picker's pictures) from the sample scenes in data/samples: the real imagery service
// (`imageryPlugin` over the local catalogue) runs each overlay's built-in script on a window of
// its satellite's sample scene. Output: apps/atlas/public/assets/overlays/*.jpg (committed).
//
//   npm run render:overlay-previews
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '@unfurl/api-db';
import { createHttpServer } from '@unfurl/api-http';
import { DEFAULT_SANDBOX_LIMITS, imageryPlugin } from '@unfurl/api-imagery';
import { OVERLAY_KEYS } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { overlay } from '@unfurl/imagery-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_DIR = path.join(ROOT, 'apps/atlas/public');
/** Preview size: the picker shows them at 96 px; twice that for sharp screens, 3:2. */
const WIDTH = 192;
const HEIGHT = 128;
/** Share of the scene's height the preview shows. */
const WINDOW = 0.25;
/**
 * Where in its sample scene each satellite's preview looks, as shares of the scene's box from its
 * west and north edges: picked by eye for variety (the Sahara's dark outcrops and a cloud; the
 * Amazon's forest between clouds); the middle otherwise.
 */
const FOCUS: Readonly<Record<string, readonly [number, number]>> = {
  'sentinel-2-l2a': [0.75, 0.2],
  'landsat-ot-l1': [0.65, 0.3],
};

/** Short links are the only database use of the imagery service; previews make none. */
const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('rendering previews uses no database')),
  exec: () => Promise.reject(new Error('rendering previews uses no database')),
};

interface SceneItem {
  readonly id: string;
  readonly datetime: string;
  readonly satellite: string;
  readonly bbox: ImageryBbox;
}

/** The preview's box: {@link WINDOW} of the scene around its focus, the preview's aspect ratio. */
function previewWindow(satellite: string, [west, south, east, north]: ImageryBbox): ImageryBbox {
  const [fx, fy] = FOCUS[satellite] ?? [0.5, 0.5];
  const cx = west + (east - west) * fx;
  const cy = north - (north - south) * fy;
  const height = (north - south) * WINDOW;
  const width = (height * WIDTH) / HEIGHT / Math.cos((cy * Math.PI) / 180);
  return [cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2];
}

const app = createHttpServer({ logger: false });
await app.register(imageryPlugin, {
  db: noDatabase,
  config: {
    provider: 'local',
    stacUrl: '',
    sentinelHub: undefined,
    rasterDir: path.join(ROOT, 'data/samples/raster'),
    shareTtlDays: undefined,
    renderWorkers: 0,
    cacheBytes: 0,
    cacheDir: undefined,
    sandboxLimits: DEFAULT_SANDBOX_LIMITS,
  },
});
await app.ready();

try {
  const search = await app.inject({
    method: 'POST',
    url: '/imagery/search',
    payload: {
      bbox: [-180, -90, 180, 90],
      timeRange: { from: '2010-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' },
    },
  });
  const { items } = search.json<{ items: SceneItem[] }>();
  for (const key of OVERLAY_KEYS) {
    const { previewImage, script } = overlay(key);
    const scene = items.find((item) => item.satellite === script.sentinelSatelliteType);
    if (!scene) throw new Error(`no sample scene of ${script.sentinelSatelliteType} for ${key}`);
    const day = scene.datetime.slice(0, 10);
    const render = await app.inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: previewWindow(scene.satellite, scene.bbox),
        timeRange: { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` },
        satellite: script.sentinelSatelliteType,
        evalscriptName: script.name,
        ...(script.processing ? { processing: script.processing } : {}),
        width: WIDTH,
        height: HEIGHT,
        contentType: 'image/jpeg',
        quality: 80,
      },
    });
    if (render.statusCode !== 200) {
      throw new Error(`${key}: ${render.statusCode} ${render.body}`);
    }
    const file = path.join(PUBLIC_DIR, previewImage);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, render.rawPayload);
    console.log(`${key}: ${script.name} on ${scene.id} → ${path.relative(ROOT, file)}`);
  }
} finally {
  await app.close();
}
