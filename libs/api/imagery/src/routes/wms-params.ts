import {
  MAX_IMAGE_PIXELS,
  SENTINEL_SATELLITE_TYPE,
  WEB_MERCATOR_HALF_WORLD,
  WEB_MERCATOR_RADIUS,
  latToMercatorY,
  lonToMercatorX,
  mercatorToLonLat,
} from '@unfurl/domain';
import type { ImageryBbox, SentinelSatelliteType } from '@unfurl/domain';
import { OVERLAY_SCRIPT_IDS, scriptById, scriptByName } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { OUTPUT_CRS } from '../cog/crs';
import type { OutputCrs } from '../cog/crs';
import { WMS_DEFAULT_TIME, WMS_VERSION } from './wms-capabilities';
import type { WmsVersion } from './wms-capabilities';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';
import type { ImageryErrorCode } from '../imagery-error';
import { IMAGE_CONTENT_TYPE } from '../encode/encode-image';
import type { ImageContentType } from '../encode/encode-image';

/** A parsed `REQUEST=GetMap`: everything a render needs. */
export interface WmsGetMap {
  readonly request: 'GetMap';
  /** The LAYERS value as given (a built-in script), or `CUSTOM` with EVALSCRIPT. */
  readonly layer: string;
  readonly script: BuiltInScript | undefined;
  /** A user evalscript (EVALSCRIPT, base64 as in Sentinel Hub's WMS). */
  readonly evalscript: string | undefined;
  readonly satellite: SentinelSatelliteType;
  readonly timeRange: { readonly from: string; readonly to: string };
  /** [w, s, e, n] in degrees. */
  readonly bbox: ImageryBbox;
  readonly crs: OutputCrs;
  readonly width: number;
  readonly height: number;
  readonly maxCloudCoverage: number;
  readonly contentType: ImageContentType;
}

/** A parsed `REQUEST=GetCapabilities`, with the version to answer in. */
export interface WmsGetCapabilities {
  readonly request: 'GetCapabilities';
  readonly version: WmsVersion;
}

/** WMS version negotiation: below 1.3.0 (or an old WMTVER) gets 1.1.1, anything else 1.3.0. */
export function negotiatedWmsVersion(requested: string | undefined): WmsVersion {
  if (!requested) return WMS_VERSION.v130;
  const [major = 0, minor = 0] = requested.split('.').map((part) => Number.parseInt(part, 10) || 0);
  return major < 1 || (major === 1 && minor < 3) ? WMS_VERSION.v111 : WMS_VERSION.v130;
}

const SATELLITES = Object.values(SENTINEL_SATELLITE_TYPE) as string[];

function bad(message: string, code?: ImageryErrorCode): ImageryInputError {
  return new ImageryInputError(message, code);
}

/**
 * Query parameters with lower-case names (WMS names are case-insensitive); the first of repeats;
 * empty values count as absent (OpenLayers sends `STYLES=`).
 */
export function lowerCaseParams(query: Record<string, unknown>): Map<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    const text = first === undefined || first === null ? '' : String(first).trim();
    const name = key.toLowerCase();
    if (text && !params.has(name)) params.set(name, text);
  }
  return params;
}

/** The layer (script) of LAYERS: an overlay key (TRUE_COLOR, NDVI...), a script id or name. */
export function layerScript(layer: string): BuiltInScript | undefined {
  const overlayId = (OVERLAY_SCRIPT_IDS as Record<string, string>)[layer.toUpperCase()];
  return (
    (overlayId ? scriptById(overlayId) : undefined) ??
    scriptById(layer.toLowerCase()) ??
    scriptByName(layer, 'sentinel') ??
    scriptByName(layer, 'landsat')
  );
}

/** Where the `current` range starts: before the first scene of any satellite served (Landsat 8). */
export const WMS_EARLIEST_TIME = '2013-01-01T00:00:00.000Z';

/**
 * TIME as `date` (that whole UTC day, R-455) or `start/end` (a date-only end runs to 23:59:59).
 * Absent or `current` (the advertised default, WMS 1.3.0 annex C) is every scene up to the end of
 * today (UTC), newest first: each pixel shows the latest scene over it. The end is the day's end,
 * not `now`, so the cache key holds for the day.
 */
function parseTime(value: string | undefined, now: number): { from: string; to: string } {
  if (!value || value.toLowerCase() === WMS_DEFAULT_TIME) {
    const today = new Date(now).toISOString().slice(0, 10);
    return { from: WMS_EARLIEST_TIME, to: new Date(`${today}T23:59:59.000Z`).toISOString() };
  }
  const parts = value.split('/');
  if (parts.length > 2) throw bad(`TIME must be a date or start/end, got '${value}'`);
  const instant = (text: string, end: boolean) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const t = Date.parse(dateOnly ? `${text}T${end ? '23:59:59' : '00:00:00'}Z` : text);
    if (Number.isNaN(t)) throw bad(`TIME is not a date: '${text}'`);
    return new Date(t).toISOString();
  };
  const [start, end = start] = parts as [string, string?];
  return { from: instant(start, false), to: instant(end ?? start, true) };
}

function parseNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw bad(`${name.toUpperCase()} must be a number, got '${value}'`);
  return n;
}

function parseCrs(params: Map<string, string>): OutputCrs {
  const value = (params.get('crs') ?? params.get('srs') ?? OUTPUT_CRS.webMercator).toUpperCase();
  if (value === 'EPSG:3857' || value === 'EPSG:900913') return OUTPUT_CRS.webMercator;
  if (value === 'EPSG:4326' || value === 'CRS:84') return OUTPUT_CRS.wgs84;
  throw bad(`CRS ${value} is not supported: use EPSG:3857 (default) or EPSG:4326`);
}

/**
 * BBOX in the CRS → [w, s, e, n] degrees. EPSG:4326 under WMS 1.3.0 is lat,lon (the standard's
 * axis order, as OpenLayers sends it); 1.1.1, CRS:84 and EPSG:3857 are x,y.
 */
function parseBbox(params: Map<string, string>, crs: OutputCrs): ImageryBbox {
  const raw = params.get('bbox');
  const values = raw?.split(',').map((v) => Number(v.trim()));
  if (!values || values.length !== 4 || !values.every(Number.isFinite)) {
    throw bad(
      `BBOX must be four numbers minx,miny,maxx,maxy, got '${raw ?? ''}'`,
      IMAGERY_ERROR_CODE.badBbox,
    );
  }
  let [x0, y0, x1, y1] = values as [number, number, number, number];
  if (x0 >= x1 || y0 >= y1) {
    throw bad(`BBOX ${raw} must have minx < maxx and miny < maxy`, IMAGERY_ERROR_CODE.badBbox);
  }
  if (crs === OUTPUT_CRS.webMercator) {
    const limit = WEB_MERCATOR_HALF_WORLD * 1.000001;
    if ([x0, y0, x1, y1].some((v) => Math.abs(v) > limit)) {
      throw bad(`BBOX ${raw} is outside the EPSG:3857 world`, IMAGERY_ERROR_CODE.badBbox);
    }
    const [w, s] = mercatorToLonLat(x0, y0);
    const [e, n] = mercatorToLonLat(x1, y1);
    return [Math.max(-180, w), Math.max(-90, s), Math.min(180, e), Math.min(90, n)];
  }
  const latLon =
    (params.get('crs') ?? '').toUpperCase() === 'EPSG:4326' &&
    (params.get('version') ?? '1.3.0') >= '1.3';
  if (latLon) [x0, y0, x1, y1] = [y0, x0, y1, x1];
  if (x0 < -180 || x1 > 180 || y0 < -90 || y1 > 90) {
    throw bad(`BBOX ${raw} is out of range for EPSG:4326`, IMAGERY_ERROR_CODE.badBbox);
  }
  return [x0, y0, x1, y1];
}

/** WIDTH/HEIGHT, or RESOLUTION in metres per pixel (Sentinel Hub's RESX/RESY idea, one value). */
function parseSize(
  params: Map<string, string>,
  bbox: ImageryBbox,
  crs: OutputCrs,
): { width: number; height: number } {
  const width = parseNumber('width', params.get('width'));
  const height = parseNumber('height', params.get('height'));
  const resolution = parseNumber('resolution', params.get('resolution'));
  let size: { width: number; height: number };
  if (width !== undefined || height !== undefined) {
    if (width === undefined || height === undefined) {
      throw bad('WIDTH and HEIGHT go together (or give RESOLUTION in metres instead)');
    }
    size = { width, height };
  } else if (resolution !== undefined) {
    if (!(resolution > 0)) throw bad(`RESOLUTION must be more than 0 m, got ${resolution}`);
    const [w, s, e, n] = bbox;
    const toRad = Math.PI / 180;
    let spanX: number;
    let spanY: number;
    if (crs === OUTPUT_CRS.webMercator) {
      // Mercator metres: what a map at this resolution shows per pixel.
      spanX = lonToMercatorX(e) - lonToMercatorX(w);
      spanY = latToMercatorY(n) - latToMercatorY(s);
    } else {
      spanX = (e - w) * toRad * WEB_MERCATOR_RADIUS * Math.cos(((s + n) / 2) * toRad);
      spanY = (n - s) * toRad * WEB_MERCATOR_RADIUS;
    }
    size = {
      width: Math.max(1, Math.round(spanX / resolution)),
      height: Math.max(1, Math.round(spanY / resolution)),
    };
  } else {
    throw bad('Give WIDTH and HEIGHT in pixels, or RESOLUTION in metres per pixel');
  }
  for (const [name, v] of Object.entries(size)) {
    if (!Number.isInteger(v) || v < 1) {
      throw bad(`${name.toUpperCase()} must be a whole number of pixels from 1, got ${v}`);
    }
  }
  if (size.width > MAX_IMAGE_PIXELS || size.height > MAX_IMAGE_PIXELS) {
    throw bad(
      `Image too large: ${size.width} x ${size.height} px, at most ${MAX_IMAGE_PIXELS} px per side${resolution ? ' (use a coarser RESOLUTION)' : ''}`,
      IMAGERY_ERROR_CODE.imageTooLarge,
    );
  }
  return size;
}

function parseFormat(value: string | undefined): ImageContentType {
  const format = (value ?? IMAGE_CONTENT_TYPE.png).toLowerCase();
  if (format === 'image/png' || format === 'png') return IMAGE_CONTENT_TYPE.png;
  if (['image/jpeg', 'image/jpg', 'jpeg', 'jpg'].includes(format)) return IMAGE_CONTENT_TYPE.jpeg;
  if (
    ['image/tiff', 'image/geotiff', 'image/tiff;subtype=geotiff', 'tiff', 'geotiff'].includes(
      format,
    )
  ) {
    return IMAGE_CONTENT_TYPE.tiff;
  }
  throw bad(`FORMAT ${value} is not supported: use image/png, image/jpeg or image/tiff`);
}

function parseEvalscript(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  if (!text.trim()) throw bad('EVALSCRIPT must be the script in base64');
  return text;
}

/**
 * Reads a WMS query (names case-insensitive): SERVICE=WMS, REQUEST=GetMap|GetCapabilities,
 * LAYERS (one built-in script: TRUE_COLOR, NDVI, s2-geology, 'False Color', ...), TIME (absent or
 * `current`: the latest scenes, the advertised default), BBOX, CRS
 * (EPSG:3857 default, or EPSG:4326), WIDTH+HEIGHT or RESOLUTION (m), MAXCC (0..100, default 100),
 * FORMAT (image/png default, image/jpeg, image/tiff: a GeoTIFF in the CRS), optional SATELLITE and EVALSCRIPT (base64). Any problem
 * is a 400 that names the parameter.
 */
export function parseWmsQuery(
  query: Record<string, unknown>,
  now: number = Date.now(),
): WmsGetMap | WmsGetCapabilities {
  const params = lowerCaseParams(query);
  const service = params.get('service');
  if (service && service.toUpperCase() !== 'WMS') {
    throw bad(`SERVICE must be WMS, got '${service}'`);
  }
  const request = (params.get('request') ?? '').toLowerCase();
  if (request === 'getcapabilities') {
    const version = negotiatedWmsVersion(params.get('version') ?? params.get('wmtver'));
    return { request: 'GetCapabilities', version };
  }
  if (request !== 'getmap') {
    throw bad(`REQUEST must be GetMap or GetCapabilities, got '${params.get('request') ?? ''}'`);
  }
  const evalscript = parseEvalscript(params.get('evalscript'));
  const layer = (params.get('layers') ?? params.get('layer') ?? '').trim();
  if (layer.includes(',')) throw bad(`LAYERS takes one layer at a time, got '${layer}'`);
  if (!layer && !evalscript) throw bad('LAYERS is required (e.g. TRUE_COLOR), or EVALSCRIPT');
  const script = evalscript ? undefined : layerScript(layer);
  if (!evalscript && !script) {
    throw bad(
      `Unknown layer '${layer}': use ${Object.keys(OVERLAY_SCRIPT_IDS).join(', ')} or a built-in script id (GetCapabilities lists them)`,
      IMAGERY_ERROR_CODE.unsupported,
    );
  }
  const satelliteParam = params.get('satellite')?.toLowerCase();
  if (satelliteParam && !SATELLITES.includes(satelliteParam)) {
    throw bad(`SATELLITE must be one of ${SATELLITES.join(', ')}, got '${satelliteParam}'`);
  }
  const satellite = (satelliteParam ??
    script?.sentinelSatelliteType ??
    SENTINEL_SATELLITE_TYPE.S2_L2A) as SentinelSatelliteType;
  const crs = parseCrs(params);
  const bbox = parseBbox(params, crs);
  const maxcc = parseNumber('maxcc', params.get('maxcc')) ?? 100;
  if (maxcc < 0 || maxcc > 100) throw bad(`MAXCC must be from 0 to 100, got ${maxcc}`);
  return {
    request: 'GetMap',
    layer: layer || 'CUSTOM',
    script,
    evalscript,
    satellite,
    timeRange: parseTime(params.get('time'), now),
    bbox,
    crs,
    ...parseSize(params, bbox, crs),
    maxCloudCoverage: maxcc,
    contentType: parseFormat(params.get('format')),
  };
}
