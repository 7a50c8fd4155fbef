import { remoteFetch } from './remote-fetch';
import type { RemoteFetchOptions } from './remote-fetch';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';
import { parseLayerUrl } from './ssrf-guard';
import { tileImageType } from './tile-image';
import type { TileImageType } from './tile-image';

/** The result of checking an XYZ tile URL template. */
export interface TileTemplateCheck {
  readonly template: string;
  /** The tile that was fetched (0/0/0). */
  readonly sampleUrl: string;
  readonly imageType: TileImageType;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const KNOWN = /^(z|x|y|-y|s|[a-z]-[a-z]|\d-\d)$/;

/**
 * Checks an XYZ template such as `https://{a-c}.tile.example.org/{z}/{x}/{y}.png`: {z}, {x} and
 * {y} (or {-y}, TMS) each present, only known placeholders ({s}, {a-c}, {1-4}), http(s) only.
 * Returns it trimmed; 400 `INVALID_TILE_TEMPLATE` (or `INVALID_LAYER_URL`) otherwise.
 */
export function parseTileTemplate(raw: string): string {
  const template = raw.trim();
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = names.find((name) => !KNOWN.test(name));
  if (unknown !== undefined) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidTemplate,
      `Unknown placeholder {${unknown}} in the tile URL; use {z}, {x}, {y} (or {-y}) and {s} or {a-c}.`,
    );
  }
  const missing = ['z', 'x', 'y'].filter(
    (axis) => !names.includes(axis) && !(axis === 'y' && names.includes('-y')),
  );
  if (missing.length > 0) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidTemplate,
      `The tile URL needs the placeholders {z}, {x} and {y}; missing: ${missing.map((m) => `{${m}}`).join(', ')}.`,
    );
  }
  parseLayerUrl(tileUrl(template, 0, 0, 0));
  return template;
}

/** The URL of one tile: subdomains take their first value, {-y} counts from the bottom (TMS). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    switch (name) {
      case 'z':
        return String(z);
      case 'x':
        return String(x);
      case 'y':
        return String(y);
      case '-y':
        return String(2 ** z - 1 - y);
      case 's':
        return 'a';
      default:
        return /^[a-z]-[a-z]$|^\d-\d$/.test(name) ? name.charAt(0) : whole;
    }
  });
}

/**
 * TILE_LAYER / EXTERNAL_TILE_LAYER check: the template is valid and tile 0/0/0, fetched through
 * the SSRF guard, answers 200 with an image (PNG, JPEG, WebP or GIF by its bytes). 4xx otherwise.
 */
export async function checkTileTemplate(
  raw: string,
  options: RemoteFetchOptions,
): Promise<TileTemplateCheck> {
  const template = parseTileTemplate(raw);
  const sampleUrl = tileUrl(template, 0, 0, 0);
  const response = await remoteFetch(sampleUrl, {
    maxBytes: 2 * 1024 * 1024,
    accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8',
    ...options,
  });
  if (response.status !== 200) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.badResponse,
      `The tile server answered HTTP ${response.status} for tile 0/0/0 (${sampleUrl}).`,
    );
  }
  const imageType = tileImageType(response.body);
  if (!imageType) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.notAnImage,
      `Tile 0/0/0 of this URL is not a PNG, JPEG, WebP or GIF image (it was ${response.contentType || 'untyped'}).`,
    );
  }
  return { template, sampleUrl, imageType };
}
