import ky, { type KyInstance } from 'ky';
import type {
  ImageryBbox,
  SearchHit,
  SentinelSatelliteType,
  ShortLinkRecord,
} from '@unfurl/domain';
import { isCancelledError } from '../errors/guards';
import { toApiError } from '../errors/to-api-error';
import { API_HEADER } from '../http/api-headers';
import type { ApiLogger, CallOptions } from '../types';

/** An inclusive time range of ISO instants. */
export interface ImageryTimeRange {
  readonly from: string;
  readonly to: string;
}

/** Body of `POST {imagery}/search` (2§7). */
export interface ImagerySearchBody {
  readonly bbox: ImageryBbox;
  readonly timeRange: ImageryTimeRange;
  readonly satellites: readonly SentinelSatelliteType[];
  /** Default 20 on the server. */
  readonly limit?: number;
}

/** One search item: the spec's search hit plus bbox, collection, resolution and preview. */
export interface ImagerySearchItem extends SearchHit {
  readonly bbox: readonly number[];
  readonly collection: string;
  readonly resolution: number;
  readonly previewUrl: string | null;
}

/** Image content types the imagery service encodes (image/tiff: a GeoTIFF). */
export const IMAGERY_CONTENT_TYPE = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
} as const;

/** One image content type. */
export type ImageryContentType = (typeof IMAGERY_CONTENT_TYPE)[keyof typeof IMAGERY_CONTENT_TYPE];

/** Body of `POST {imagery}/generate-image` and `/generate-thumbnail` (2§7). */
export interface GenerateImageBody {
  readonly bbox: ImageryBbox;
  readonly timeRange: ImageryTimeRange;
  readonly satellite: SentinelSatelliteType;
  readonly evalscript?: string;
  readonly evalscriptName?: string;
  readonly width: number;
  readonly height: number;
  /** Default image/png. */
  readonly contentType?: ImageryContentType;
  readonly quality?: number;
  readonly previewMode?: string;
  readonly processing?: Readonly<Record<string, string | boolean>>;
}

/** Body of `POST {imagery}/short-url`: the record without id, or with a chosen one. */
export type ShortUrlBody = Omit<ShortLinkRecord, 'id'> & { readonly id?: string };

/** The imagery service calls (2§7), on their own configurable base URL. */
export interface ImageryApi {
  /** Scenes over a box and time range, newest first. */
  search(body: ImagerySearchBody, options?: CallOptions): Promise<ImagerySearchItem[]>;
  /** The rendered image (PNG, JPEG or GeoTIFF). */
  generateImage(body: GenerateImageBody, options?: CallOptions): Promise<Blob>;
  /** A rendered thumbnail (JPEG quality 20 by default on the server for JPEG). */
  generateThumbnail(body: GenerateImageBody, options?: CallOptions): Promise<Blob>;
  /** Stores a share record; returns its id. */
  createShortUrl(body: ShortUrlBody, options?: CallOptions): Promise<{ id: string }>;
  /** The share record of an id; 404 'Invalid or expired share ID.' when unknown. */
  getShortUrl(id: string, options?: CallOptions): Promise<ShortLinkRecord>;
  /** POSTs JSON to another path of the service (e.g. `statistics`) and reads JSON. */
  postJson<T>(path: string, body: unknown, options?: CallOptions): Promise<T>;
}

/** Options of {@link createImageryApi}. */
export interface ImageryApiOptions {
  /** Imagery service base, e.g. `/imagery/` (same origin) or an external service URL. */
  readonly baseUrl: string;
  /** Tenant sent as the Subdomain header. */
  readonly subdomain?: string | (() => string);
  readonly fetch?: typeof fetch;
  readonly logger?: ApiLogger;
}

/** A relative base resolved against the page (ky needs an absolute prefix outside a page). */
function absoluteBase(baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(base)) return base;
  const origin = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(base, origin).href;
}

/**
 * Creates the imagery client: a ky instance of its own (the imagery base may be another host),
 * no timeout, no retries. Cancellations are rethrown unchanged; every other failure becomes an
 * ApiError whose message is '{status}: {server message}' and is logged.
 */
export function createImageryApi(options: ImageryApiOptions): ImageryApi {
  const logger = options.logger ?? console;
  const subdomain = options.subdomain;
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http: KyInstance = ky.create({
    prefixUrl: absoluteBase(options.baseUrl),
    timeout: false,
    retry: 0,
    fetch: fetchFn,
    hooks: {
      beforeRequest: [
        (request) => {
          const tenant = typeof subdomain === 'function' ? subdomain() : subdomain;
          if (tenant) request.headers.set(API_HEADER.Subdomain, tenant);
        },
      ],
    },
  });

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    read: (response: Response) => Promise<T>,
    callOptions: CallOptions = {},
  ): Promise<T> {
    const { signal } = callOptions;
    try {
      const response = await http(path, {
        method,
        ...(body === undefined ? {} : { json: body }),
        ...(signal ? { signal } : {}),
      });
      return await read(response);
    } catch (error) {
      if (signal?.aborted || isCancelledError(error)) throw error;
      const apiError = await toApiError(error, { method, url: path });
      logger.error(`Imagery call failed: ${method} ${path}: ${apiError.message}`, apiError);
      throw apiError;
    }
  }

  const json = <T>(response: Response) => response.json() as Promise<T>;
  const blob = (response: Response) => response.blob();

  return {
    search: async (body, o) =>
      (await call<{ items: ImagerySearchItem[] }>('POST', 'search', body, json, o)).items,
    generateImage: (body, o) => call('POST', 'generate-image', body, blob, o),
    generateThumbnail: (body, o) => call('POST', 'generate-thumbnail', body, blob, o),
    createShortUrl: (body, o) => call('POST', 'short-url', body, json<{ id: string }>, o),
    getShortUrl: (id, o) =>
      call('GET', `short-url/${encodeURIComponent(id)}`, undefined, json<ShortLinkRecord>, o),
    postJson: <T>(path: string, body: unknown, o?: CallOptions) =>
      call<T>('POST', path.replace(/^\/+/, ''), body, json<T>, o),
  };
}
