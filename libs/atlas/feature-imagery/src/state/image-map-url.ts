import { lonLatToMercator } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { OVERLAY_SCRIPT_IDS } from '@unfurl/imagery-core';
import type { ScriptChoice } from './render-plan';

/** The imagery service base the atlas talks to by default (served by the API). */
export const DEFAULT_IMAGERY_BASE = '/imagery/';

/** What an image-map (WMS GetMap) URL shows. */
export interface ImageMapRequest {
  readonly bbox: ImageryBbox;
  /** `YYYY-MM-DD`: the whole UTC day. */
  readonly day: string;
  readonly width: number;
  readonly height: number;
  readonly satellite: string;
  readonly format?: 'image/png' | 'image/jpeg';
}

/** Degrees → Web Mercator metres, rounded to the centimetre. */
function mercator(lon: number, lat: number): [number, number] {
  const [x, y] = lonLatToMercator(lon, lat);
  return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
}

/** UTF-8 text as base64 (how the image map takes EVALSCRIPT). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The LAYERS value of a script: its overlay key, else its built-in id; CUSTOM for a user script. */
function layerOf(choice: ScriptChoice): string {
  if (choice.kind === 'custom') return 'CUSTOM';
  const entry = Object.entries(OVERLAY_SCRIPT_IDS).find(([, id]) => id === choice.script.id);
  return entry ? entry[0] : choice.script.id;
}

/** An absolute base URL: a relative base is resolved against the page (or localhost outside one). */
export function absoluteImageryBase(base: string = DEFAULT_IMAGERY_BASE): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return withSlash;
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(withSlash, page).href;
}

/**
 * The image-map URL of a rendered image (2§7, R-445..R-447): `GET {base}wms` with the layer
 * (script), the day, the box in EPSG:3857, the pixel size and MAXCC 100. A user script goes as
 * base64 EVALSCRIPT. Anyone with the URL gets the image, so it can be stored in a share record.
 */
export function imageMapUrl(base: string, choice: ScriptChoice, request: ImageMapRequest): string {
  const [west, south, east, north] = request.bbox;
  const [x0, y0] = mercator(west, south);
  const [x1, y1] = mercator(east, north);
  const query = new URLSearchParams({
    SERVICE: 'WMS',
    REQUEST: 'GetMap',
    LAYERS: layerOf(choice),
    TIME: request.day,
    BBOX: [x0, y0, x1, y1].join(','),
    CRS: 'EPSG:3857',
    WIDTH: String(request.width),
    HEIGHT: String(request.height),
    MAXCC: '100',
    FORMAT: request.format ?? 'image/png',
    SATELLITE: request.satellite,
  });
  if (choice.kind === 'custom') query.set('EVALSCRIPT', base64(choice.source));
  return `${absoluteImageryBase(base)}wms?${query.toString().replace(/%2C/gi, ',')}`;
}
