import ky, { type KyInstance } from 'ky';
import { isCancelledError } from '../errors/guards';
import { toApiError } from '../errors/to-api-error';
import { API_HEADER } from '../http/api-headers';
import type { ApiLogger, CallOptions } from '../types';
import type {
  AvailableDates,
  AvailableDatesBody,
  GenerateImageBody,
  ImagerySearchBody,
  ImagerySearchItem,
  ImagerySearchResponse,
  ShortUrlBody,
  ShortUrlCreated,
  ShortUrlRecord,
  StatisticsAnswer,
  StatisticsBody,
  PointValueAnswer,
  PointValueBody,
} from '../wire';

/** Image content types the imagery service encodes (image/tiff: a GeoTIFF). */
export const IMAGERY_CONTENT_TYPE = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
} as const;

/** One image content type. */
export type ImageryContentType = (typeof IMAGERY_CONTENT_TYPE)[keyof typeof IMAGERY_CONTENT_TYPE];

// The closed set above is the schema's: a content type the schema does not allow breaks the build.
const sameContentTypes: ImageryContentType extends NonNullable<GenerateImageBody['contentType']>
  ? NonNullable<GenerateImageBody['contentType']> extends ImageryContentType
    ? true
    : false
  : false = true;
void sameContentTypes;

/** The imagery service calls (2§7), on their own configurable base URL. */
export interface ImageryApi {
  /** Scenes over a box and time range, newest first. */
  search(body: ImagerySearchBody, options?: CallOptions): Promise<readonly ImagerySearchItem[]>;
  /**
   * The days with scenes over a box and time range (oldest first) with their lowest cloud cover,
   * the scenes a cloud limit leaves out, and whether any scene covers the box at all.
   */
  availableDates(body: AvailableDatesBody, options?: CallOptions): Promise<AvailableDates>;
  /** The rendered image (PNG, JPEG or GeoTIFF). */
  generateImage(body: GenerateImageBody, options?: CallOptions): Promise<Blob>;
  /** A rendered thumbnail (JPEG quality 20 by default on the server for JPEG). */
  generateThumbnail(body: GenerateImageBody, options?: CallOptions): Promise<Blob>;
  /** Stores a share record; returns its id. */
  createShortUrl(body: ShortUrlBody, options?: CallOptions): Promise<ShortUrlCreated>;
  /** The share record of an id; 404 'Invalid or expired share ID.' when unknown. */
  getShortUrl(id: string, options?: CallOptions): Promise<ShortUrlRecord>;
  /** Band statistics per day over a box and time range (2§9), oldest first. */
  statistics(body: StatisticsBody, options?: CallOptions): Promise<StatisticsAnswer>;
  /** The script's values at one point on one day (a built-in's index, a user script's output). */
  pointValue(body: PointValueBody, options?: CallOptions): Promise<PointValueAnswer>;
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
      (await call<ImagerySearchResponse>('POST', 'search', body, json, o)).items,
    availableDates: (body, o) => call('POST', 'available-dates', body, json<AvailableDates>, o),
    generateImage: (body, o) => call('POST', 'generate-image', body, blob, o),
    generateThumbnail: (body, o) => call('POST', 'generate-thumbnail', body, blob, o),
    createShortUrl: (body, o) => call('POST', 'short-url', body, json<ShortUrlCreated>, o),
    getShortUrl: (id, o) =>
      call('GET', `short-url/${encodeURIComponent(id)}`, undefined, json<ShortUrlRecord>, o),
    statistics: (body, o) => call('POST', 'statistics', body, json<StatisticsAnswer>, o),
    pointValue: (body, o) => call('POST', 'point-value', body, json<PointValueAnswer>, o),
  };
}
