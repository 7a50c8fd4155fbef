import type { SendJson } from '../http/send-json';
import type { XhrUpload, XhrUploadOptions } from '../http/xhr-upload';
import type { CallOptions } from '../types';
import type {
  ListingStatusWire,
  ListingUploadCredentials,
  ListingUploadRequest,
  ListingWire,
  RemoteLayerCreatedWire,
  RemoteLayerRequest,
  RemoteLayerWire,
} from '../wire';

/** Processing states of an uploaded listing. */
export const LISTING_PROCESSING = {
  Processing: 'processing',
  Failed: 'failed',
  Ready: 'ready',
} as const;
/** One processing state. */
export type ListingProcessing = (typeof LISTING_PROCESSING)[keyof typeof LISTING_PROCESSING];

/** `GET /v1/listings/{id}/status` read as a processing state with the failure reason. */
export interface UploadStatus {
  readonly processing: ListingProcessing;
  readonly reason?: string | undefined;
  readonly code?: string | undefined;
}

/** The listing upload calls (1§4 Upload, 1§7). */
export interface ListingsUploadApi {
  /** `POST /v1/listings/upload`: creates the listing and returns upload credentials. */
  credentials(
    request: ListingUploadRequest,
    options?: CallOptions,
  ): Promise<ListingUploadCredentials>;
  /** Sends one file to its signed URL reporting progress 0..100. */
  sendFile(
    target: { readonly url?: string | undefined; readonly method?: string | undefined },
    file: Blob,
    options?: XhrUploadOptions,
  ): Promise<void>;
  /** `GET /v1/listings/{id}/status`, never from the response cache. */
  status(listingId: number, options?: CallOptions): Promise<UploadStatus>;
  /** `GET /v1/listings/{id}`, never from the response cache (the listing once ready). */
  listing(listingId: number, options?: CallOptions): Promise<ListingWire>;
  /** `POST /v1/listings/remote-layer`: registers a tile, WMS or WMTS layer by URL (checked by the server). */
  registerRemoteLayer(
    request: RemoteLayerRequest,
    options?: CallOptions,
  ): Promise<RemoteLayerCreatedWire>;
  /** `GET /v1/listings/{id}/remote-layer`: what the map draws for a remote layer listing. */
  remoteLayer(listingId: number, options?: CallOptions): Promise<RemoteLayerWire>;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const FAILED_STATES = new Set(['failed', 'error']);
const READY_STATES = new Set(['ready', 'done']);

/** Reads `{ status, reason, code }`: failed, ready, anything else (pending-upload, processing) busy. */
export function toUploadStatus(raw: Partial<ListingStatusWire> | undefined): UploadStatus {
  const state = (text(raw?.status) ?? '').toLowerCase();
  const reason = text(raw?.reason);
  const code = text(raw?.code);
  const processing = FAILED_STATES.has(state)
    ? LISTING_PROCESSING.Failed
    : READY_STATES.has(state)
      ? LISTING_PROCESSING.Ready
      : LISTING_PROCESSING.Processing;
  return { processing, ...(reason ? { reason } : {}), ...(code ? { code } : {}) };
}

/** The listing upload calls over the shared JSON writer (401 refresh) and the XHR uploader. */
export function createListingsUploadApi(
  sendJson: SendJson,
  xhrUpload: XhrUpload,
  clearCache: () => void,
): ListingsUploadApi {
  const fresh = <T>(path: string, options?: CallOptions) => {
    // Polling must see the server's current state, not a cached answer.
    clearCache();
    return sendJson<T>({ method: 'GET', path }, options);
  };
  const id = (listingId: number) => encodeURIComponent(String(listingId));
  return {
    async credentials(request, options) {
      clearCache();
      return sendJson<ListingUploadCredentials>(
        { method: 'POST', path: 'v1/listings/upload', body: request },
        options,
      );
    },
    async sendFile(target, file, options) {
      if (!target.url) throw new TypeError('The upload credentials carry no URL');
      await xhrUpload({ url: target.url, method: target.method }, file, options);
    },
    async status(listingId, options) {
      return toUploadStatus(
        await fresh<ListingStatusWire>(`v1/listings/${id(listingId)}/status`, options),
      );
    },
    listing: (listingId, options) => fresh<ListingWire>(`v1/listings/${id(listingId)}`, options),
    async registerRemoteLayer(request, options) {
      clearCache();
      return sendJson<RemoteLayerCreatedWire>(
        { method: 'POST', path: 'v1/listings/remote-layer', body: request },
        options,
      );
    },
    remoteLayer: (listingId, options) =>
      sendJson<RemoteLayerWire>(
        { method: 'GET', path: `v1/listings/${id(listingId)}/remote-layer` },
        options,
      ),
  };
}
