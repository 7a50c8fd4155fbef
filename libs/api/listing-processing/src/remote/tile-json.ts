import { lonLatBox } from './lon-lat-box';
import type { LonLatBox } from './lon-lat-box';
import { remoteFetch } from './remote-fetch';
import type { RemoteFetchOptions } from './remote-fetch';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';
import { parseLayerUrl } from './ssrf-guard';

/** What a TileJSON document gives a tile layer: its first tile template and its extent. */
export interface TileJson {
  /** The first of `tiles`, made absolute against the document's URL. */
  readonly template: string;
  /** `bounds` `[west, south, east, north]`, when usable. */
  readonly bounds: LonLatBox | undefined;
}

/** True when a tile layer address is a TileJSON document rather than a {z}/{x}/{y} template. */
export const isTileJsonUrl = (url: string): boolean => !/\{-?[xyz]\}/i.test(url);

/**
 * Reads a TileJSON document (https://github.com/mapbox/tilejson-spec) through the SSRF guard:
 * `tiles` (the first template, relative ones resolved against the document) and `bounds`. 422
 * `INVALID_CAPABILITIES` when the answer is not one.
 */
export async function readTileJson(url: string, options: RemoteFetchOptions): Promise<TileJson> {
  const address = parseLayerUrl(url);
  const response = await remoteFetch(address, {
    maxBytes: 1024 * 1024,
    accept: 'application/json, */*;q=0.5',
    ...options,
  });
  if (response.status !== 200) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.badResponse,
      `The server answered HTTP ${response.status} for the TileJSON document (${address.host}).`,
    );
  }
  let document: { tiles?: unknown; bounds?: unknown };
  try {
    document = JSON.parse(new TextDecoder().decode(response.body)) as typeof document;
  } catch {
    document = {};
  }
  const first = Array.isArray(document.tiles) ? document.tiles[0] : undefined;
  if (typeof first !== 'string' || first.trim() === '') {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidCapabilities,
      'The address is neither a tile template with {z}, {x} and {y} nor a TileJSON document with "tiles".',
    );
  }
  // Braces stay literal: URL parsing would escape them.
  const template = /^https?:\/\//i.test(first)
    ? first.trim()
    : decodeURI(new URL(first.trim(), address).toString());
  const bounds = Array.isArray(document.bounds)
    ? lonLatBox(document.bounds.map((v) => (typeof v === 'number' ? v : undefined)))
    : undefined;
  return { template, bounds };
}
