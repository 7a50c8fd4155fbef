import type { ShortUrlBody } from '@unfurl/api-client';
import {
  CARRIED_QUERY_KEYS,
  LEGACY_SHARE_KEYS,
  OVERLAY_KEYS,
  SHARE_QUERY_KEYS,
} from '@unfurl/domain';
import type { ImageryBbox, OverlayKey } from '@unfurl/domain';
import {
  OVERLAY_SCRIPT_IDS,
  overlay,
  scriptById,
  scriptByName,
  thumbnailDimensions,
} from '@unfurl/imagery-core';
import type { ScriptFamily } from '@unfurl/imagery-core';
import { CUSTOM_SCRIPT_ID } from '../state/render-plan';

/** What a share is made of. */
export interface ShareSubject {
  readonly bbox: ImageryBbox;
  /** The shared scene's ISO date-time. */
  readonly date: string;
  readonly satellite: string;
  readonly evalscript: string;
  /** Full-size pixel size and resolution of the image. */
  readonly width: number;
  readonly height: number;
  readonly resolution: number;
}

/** The short-link record to store (2§3, R-461); `imageUrl` is where the image itself can be fetched. */
export function shareRecord(subject: ShareSubject, imageUrl: string): ShortUrlBody {
  const thumb = thumbnailDimensions(subject.width, subject.height, subject.resolution);
  return {
    bbox: subject.bbox,
    date: subject.date,
    evalscript: subject.evalscript,
    satellite: subject.satellite,
    pixelWidth: subject.width,
    pixelHeight: subject.height,
    thumbnailPixelWidth: thumb.width,
    thumbnailPixelHeight: thumb.height,
    resolution: subject.resolution,
    imageUrl,
  };
}

function carried(search: string): URLSearchParams {
  const current = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of CARRIED_QUERY_KEYS) {
    const value = current.get(key);
    if (value !== null) query.set(key, value);
  }
  return query;
}

const text = (query: URLSearchParams) =>
  query.toString().replace(/%2C/gi, ',').replace(/%2F/gi, '/');

/** The `shareId` link of a stored record, carrying pos and basemap. */
export function shareIdLink(origin: string, path: string, search: string, id: string): string {
  const query = new URLSearchParams({ [SHARE_QUERY_KEYS.shareId]: id });
  for (const [key, value] of carried(search)) query.set(key, value);
  return `${origin}${path}?${text(query)}`;
}

/** The `layers` value of a script: its overlay key when it has one, else its name. */
export function layersValue(scriptId: string): string {
  const key = OVERLAY_KEYS.find((k) => OVERLAY_SCRIPT_IDS[k] === scriptId);
  if (key) return key;
  return scriptId === CUSTOM_SCRIPT_ID ? 'CUSTOM' : (scriptById(scriptId)?.name ?? scriptId);
}

/** The built-in script id of a `layers` value (overlay key or script name), if any. */
export function scriptIdForLayers(layers: string, family: ScriptFamily): string | undefined {
  if ((OVERLAY_KEYS as readonly string[]).includes(layers)) {
    const script = overlay(layers as OverlayKey).script;
    // A Sentinel overlay opened on the Landsat page renders with the Landsat script of that name.
    return scriptByName(script.name, family)?.id ?? script.id;
  }
  return scriptByName(layers.replace(/_/g, ' '), family)?.id;
}

/** What a legacy link holds. */
export interface LegacyShare {
  readonly bbox: ImageryBbox;
  readonly startDay: string;
  readonly endDay: string;
  readonly layers: string;
  readonly title: string;
}

/**
 * The legacy `service` link (2§2, R-152): service, bbox, time (a day range), layers and title,
 * carrying pos and basemap.
 */
export function legacyShareLink(
  origin: string,
  path: string,
  search: string,
  share: LegacyShare,
): string {
  const query = new URLSearchParams({
    service: 'WMS',
    bbox: share.bbox.map((v) => Number(v.toFixed(6))).join(','),
    time: `${share.startDay}/${share.endDay}`,
    layers: share.layers,
    title: share.title,
  });
  for (const [key, value] of carried(search)) query.set(key, value);
  return `${origin}${path}?${text(query)}`;
}

/** The share parameters of an address. */
export type ShareParams =
  | { readonly kind: 'shareId'; readonly id: string }
  | { readonly kind: 'legacy'; readonly share: LegacyShare }
  | { readonly kind: 'none' };

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** Reads a `shareId` or legacy `service` link from a query string. */
export function readShareParams(search: string): ShareParams {
  const query = new URLSearchParams(search);
  const id = query.get(SHARE_QUERY_KEYS.shareId);
  if (id) return { kind: 'shareId', id };
  if (!query.get('service')) return { kind: 'none' };
  const bbox = (query.get('bbox') ?? '').split(',').map((v) => (v.trim() ? Number(v) : NaN));
  const [from = '', to = from] = (query.get('time') ?? '').split('/');
  return {
    kind: 'legacy',
    share: {
      bbox: [bbox[0] ?? NaN, bbox[1] ?? NaN, bbox[2] ?? NaN, bbox[3] ?? NaN],
      startDay: DAY.test(from) ? from.slice(0, 10) : '',
      endDay: DAY.test(to) ? to.slice(0, 10) : '',
      layers: query.get('layers') ?? '',
      title: query.get('title') ?? '',
    },
  };
}

/** The query string without the share parameters, with a leading '?' if any remain. */
export function withoutShareParams(search: string): string {
  const query = new URLSearchParams(search);
  const keys = [...Object.values(SHARE_QUERY_KEYS), ...LEGACY_SHARE_KEYS];
  for (const key of keys) query.delete(key);
  const rest = text(query);
  return rest ? `?${rest}` : '';
}
