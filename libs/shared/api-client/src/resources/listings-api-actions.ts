import type { Listing, ListingType } from '@unfurl/domain';
import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';

/** Metadata changes of `PUT /v1/listings/{id}` and `.../reSubmit`; absent fields stay. */
export interface ListingMetadataChanges {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly categories?: readonly string[] | undefined;
}

/** A listing as its owner reads it back: with processing and review status. */
export type OwnListing = Listing & {
  readonly status?: string | undefined;
  readonly statusReason?: string | null | undefined;
  readonly reviewStatus?: string | undefined;
};

/** Body of `POST /v1/listings/{id}/report` (1§3 Report: reason, message). */
export interface ListingReportRequest {
  readonly reason: string;
  readonly message?: string | undefined;
}

/** A recorded report. */
export interface ListingReport {
  readonly listingId: number;
  readonly reason: string;
  readonly message: string | null;
  readonly createdAt: number;
}

/** Answer of `POST /v1/listings/{id}/email-share`: addresses mailed and refused. */
export interface EmailShareResult {
  readonly listingId: number;
  readonly sent: readonly string[];
  readonly failed: readonly string[];
}

/** Body of `POST /v1/listings/{id}/files` (1§7: type, listingType, filename, title, description). */
export interface AddListingFileRequest {
  /** Media type, e.g. image/png. */
  readonly type: string;
  readonly listingType: ListingType;
  readonly filename: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

/** A file added to a listing, as `GET /v1/listings/{id}/files` lists it. */
export interface ListingFileEntry {
  readonly id: number;
  readonly listingId: number;
  readonly type: string;
  readonly listingType: string;
  readonly filename: string;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  /** Its link, `/listing-file/{id}/{fileId}`. */
  readonly url: string;
  readonly createdAt: number;
}

/** A file just added to a listing, with the signed PUT of its bytes. */
export interface AddedListingFile extends ListingFileEntry {
  readonly upload: {
    readonly url: string;
    readonly method: 'PUT';
    readonly expiresAt: number;
    readonly maxBytes: number;
  };
}

/** Page of `GET /v1/user/listings`. */
export interface OwnListingsPage {
  readonly listings: readonly OwnListing[];
  readonly total: number;
}

/**
 * The listing calls that change something, and the user's own listings (1§7, 2§7). Unlike the
 * browse calls they reject with the ApiError, so the interface can say what went wrong.
 */
export interface ListingActionsApi {
  /** `PUT /v1/listings/{id}` with `{ metadata }`. */
  update(id: number, metadata: ListingMetadataChanges, options?: CallOptions): Promise<OwnListing>;
  /** `PUT /v1/listings/{id}/reSubmit`: back to review, optionally with new metadata. */
  resubmit(
    id: number,
    metadata?: ListingMetadataChanges,
    options?: CallOptions,
  ): Promise<OwnListing>;
  /** `POST /v1/listings/{id}/report`. */
  report(id: number, report: ListingReportRequest, options?: CallOptions): Promise<ListingReport>;
  /** `POST /v1/listings/{id}/email-share` with `{ emails }`. */
  emailShare(
    id: number,
    emails: readonly string[],
    options?: CallOptions,
  ): Promise<EmailShareResult>;
  /** `POST /v1/listings/{id}/files`; send the bytes to `upload.url` next. */
  addFile(
    id: number,
    file: AddListingFileRequest,
    options?: CallOptions,
  ): Promise<AddedListingFile>;
  /** `GET /v1/listings/{id}/files`: the files, oldest first, never from the response cache. */
  files(id: number, options?: CallOptions): Promise<readonly ListingFileEntry[]>;
  /** `DELETE /v1/listings/{id}/files/{fileId}`. */
  deleteFile(id: number, fileId: number, options?: CallOptions): Promise<void>;
  /** `GET /v1/user/listings`, never from the response cache. */
  mine(
    query?: { readonly limit?: number; readonly offset?: number },
    options?: CallOptions,
  ): Promise<OwnListingsPage>;
}

const path = (id: number, rest = ''): string =>
  `v1/listings/${encodeURIComponent(String(id))}${rest}`;

/** The listing actions over the shared JSON writer; every write drops the response cache. */
export function createListingActionsApi(send: SendJson, clearCache: () => void): ListingActionsApi {
  const write = async <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    to: string,
    body: unknown,
    options?: CallOptions,
  ): Promise<T> => {
    const result = await send<T>(
      { method, path: to, ...(body === undefined ? {} : { body }) },
      options,
    );
    clearCache();
    return result;
  };
  return {
    update: (id, metadata, options) => write('PUT', path(id), { metadata }, options),
    resubmit: (id, metadata, options) =>
      write('PUT', path(id, '/reSubmit'), metadata ? { metadata } : {}, options),
    report: (id, report, options) => write('POST', path(id, '/report'), report, options),
    emailShare: (id, emails, options) =>
      write('POST', path(id, '/email-share'), { emails }, options),
    addFile: (id, file, options) => write('POST', path(id, '/files'), file, options),
    async files(id, options) {
      clearCache();
      const page = await send<{ files: readonly ListingFileEntry[] }>(
        { method: 'GET', path: path(id, '/files') },
        options,
      );
      return page.files;
    },
    deleteFile: (id, fileId, options) =>
      write('DELETE', path(id, `/files/${encodeURIComponent(String(fileId))}`), undefined, options),
    mine(query = {}, options) {
      clearCache();
      return send<OwnListingsPage>(
        { method: 'GET', path: 'v1/user/listings', query: { ...query } },
        options,
      );
    },
  };
}
