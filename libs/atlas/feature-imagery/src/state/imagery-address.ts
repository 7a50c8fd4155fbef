import type { ImageryBbox } from '@unfurl/domain';

/**
 * The imagery search as the address carries it (issue 11: a reload or a shared link restores it).
 * Keys chosen apart from the legacy imagery keys the shell strips and the share keys.
 */
export const IMAGERY_ADDRESS_KEYS = {
  area: 'area',
  from: 'from',
  to: 'to',
  day: 'day',
  script: 'script',
  opacity: 'opacity',
  maxCloudCover: 'cc',
  footprints: 'footprints',
} as const;

/** What the address holds of an imagery search; absent keys are undefined. */
export interface ImageryAddress {
  readonly area?: ImageryBbox;
  readonly startDay?: string;
  readonly endDay?: string;
  readonly day?: string;
  readonly scriptId?: string;
  /** 0..1. */
  readonly opacity?: number;
  /** Percent, 0..100. */
  readonly maxCloudCover?: number;
  readonly footprintsShown?: boolean;
}

const K = IMAGERY_ADDRESS_KEYS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SCRIPT = /^[A-Za-z0-9_-]{1,80}$/;

const query = (search: string) =>
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

const finite = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/** Reads the imagery search from a query string; malformed values are ignored. */
export function readImageryAddress(search: string): ImageryAddress {
  const q = query(search);
  const parts = (q.get(K.area) ?? '').split(',').map((p) => finite(p));
  const area =
    parts.length === 4 && parts.every((n) => n !== undefined)
      ? (parts as unknown as ImageryBbox)
      : undefined;
  const day = (key: string): string | undefined => {
    const value = q.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const from = day(K.from);
  const to = day(K.to);
  const chosen = day(K.day);
  const script = q.get(K.script);
  const opacity = finite(q.get(K.opacity));
  const cc = finite(q.get(K.maxCloudCover));
  const footprints = q.get(K.footprints);
  return {
    ...(area ? { area } : {}),
    ...(from ? { startDay: from } : {}),
    ...(to ? { endDay: to } : {}),
    ...(chosen ? { day: chosen } : {}),
    ...(script && SCRIPT.test(script) ? { scriptId: script } : {}),
    ...(opacity !== undefined && opacity >= 0 && opacity <= 100 ? { opacity: opacity / 100 } : {}),
    ...(cc !== undefined && cc >= 0 && cc <= 100 ? { maxCloudCover: cc } : {}),
    ...(footprints === 'off' ? { footprintsShown: false } : {}),
  };
}

const round = (n: number) => String(Math.round(n * 1e5) / 1e5);

/**
 * The query string with the imagery search written in (defaults left out: opacity 100, cloud
 * cover 100, footprints on); other keys are kept in their order.
 */
export function writeImageryAddress(search: string, address: ImageryAddress): string {
  const q = query(search);
  const put = (key: string, value: string | undefined) => {
    if (value === undefined) q.delete(key);
    else q.set(key, value);
  };
  put(K.area, address.area ? address.area.map(round).join(',') : undefined);
  put(K.from, address.area ? address.startDay : undefined);
  put(K.to, address.area ? address.endDay : undefined);
  put(K.day, address.day);
  put(K.script, address.day ? address.scriptId : undefined);
  put(
    K.opacity,
    address.day && address.opacity !== undefined && address.opacity < 1
      ? String(Math.round(address.opacity * 100))
      : undefined,
  );
  put(
    K.maxCloudCover,
    address.maxCloudCover !== undefined && address.maxCloudCover < 100
      ? String(address.maxCloudCover)
      : undefined,
  );
  put(K.footprints, address.footprintsShown === false ? 'off' : undefined);
  const text = q.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
