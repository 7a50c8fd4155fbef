import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  AddedListingFile,
  AddListingFileRequest,
  EmailShareBody,
  EmailShareResult,
  ListingFileEntry,
  ListingFiles,
  ListingMetadataBody,
  ListingMetadataChanges,
  ListingReport,
  ListingReportRequest,
  OwnListing,
  OwnListingsPage,
  OwnListingsQuery,
  ResubmitBody,
} from '../wire';

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
  mine(query?: OwnListingsQuery, options?: CallOptions): Promise<OwnListingsPage>;
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
    update: (id, metadata, options) =>
      write('PUT', path(id), { metadata } satisfies ListingMetadataBody, options),
    resubmit: (id, metadata, options) =>
      write(
        'PUT',
        path(id, '/reSubmit'),
        (metadata ? { metadata } : {}) satisfies ResubmitBody,
        options,
      ),
    report: (id, report, options) => write('POST', path(id, '/report'), report, options),
    emailShare: (id, emails, options) =>
      write('POST', path(id, '/email-share'), { emails } satisfies EmailShareBody, options),
    addFile: (id, file, options) => write('POST', path(id, '/files'), file, options),
    async files(id, options) {
      clearCache();
      const page = await send<ListingFiles>({ method: 'GET', path: path(id, '/files') }, options);
      return page.files;
    },
    deleteFile: (id, fileId, options) =>
      write('DELETE', path(id, `/files/${encodeURIComponent(String(fileId))}`), undefined, options),
    mine(query = {}, options) {
      clearCache();
      return send<OwnListingsPage>(
        { method: 'GET', path: 'v1/user/listings', query: { ...query } satisfies OwnListingsQuery },
        options,
      );
    },
  };
}
