import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  CommentChanges,
  CommentDeleted,
  CommentReport,
  CommentVoteValue,
  CommentWire,
  NewComment,
} from '../comments-wire';
import type { ListingReportRequest } from '../wire';
import type { ThreadFeatureCollection } from '../area-follows-wire';

/**
 * A listing's comments (1§7). Every call skips the response cache (a thread changes under the
 * same URL) and every write drops it; failures reject with the ApiError, so the interface can
 * show the spec's message ('Failed to fetch comments', 'Failed to create comment', ...).
 */
export interface CommentsApi {
  /** `GET /v1/comments/listing/{id}`: top-level comments oldest first, replies nested. */
  listing(listingId: number, options?: CallOptions): Promise<readonly CommentWire[]>;
  /** `GET /v1/comments/{id}`: one comment with its replies. */
  get(id: number, options?: CallOptions): Promise<CommentWire>;
  /** `POST /v1/comments`: a comment, or a reply when `parentId` is given. */
  create(comment: NewComment, options?: CallOptions): Promise<CommentWire>;
  /** `PUT /v1/comments/{id}`: the author changes text or annotations. */
  update(id: number, changes: CommentChanges, options?: CallOptions): Promise<CommentWire>;
  /** `DELETE /v1/comments/{id}`: it and its replies; the listing's count after. */
  remove(id: number, options?: CallOptions): Promise<CommentDeleted>;
  /** `POST /v1/comments/{id}/report`. */
  report(id: number, report: ListingReportRequest, options?: CallOptions): Promise<CommentReport>;
  /** `PUT /v1/comments/{id}/vote`: UP, DOWN or UNVOTE; the comment with its new counts. */
  vote(id: number, vote: CommentVoteValue, options?: CallOptions): Promise<CommentWire>;
  /** `GET /v1/comments/listing/{id}/geojson`: the thread's annotations as a FeatureCollection. */
  geojson(listingId: number, options?: CallOptions): Promise<ThreadFeatureCollection>;
}

/** Path of a listing's thread export, `v1/comments/listing/{id}/geojson` (after the API base). */
export function threadGeojsonPath(listingId: number): string {
  return `v1/comments/listing/${encodeURIComponent(String(listingId))}/geojson`;
}

const path = (id: number, rest = ''): string =>
  `v1/comments/${encodeURIComponent(String(id))}${rest}`;

/** The comment calls over the shared JSON sender; each drops the response cache first. */
export function createCommentsApi(sendJson: SendJson, clearCache: () => void): CommentsApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  return {
    listing: (listingId, options) =>
      send(
        { method: 'GET', path: `v1/comments/listing/${encodeURIComponent(String(listingId))}` },
        options,
      ),
    get: (id, options) => send({ method: 'GET', path: path(id) }, options),
    create: (comment, options) =>
      send({ method: 'POST', path: 'v1/comments', body: comment }, options),
    update: (id, changes, options) =>
      send({ method: 'PUT', path: path(id), body: changes }, options),
    remove: (id, options) => send({ method: 'DELETE', path: path(id) }, options),
    report: (id, report, options) =>
      send({ method: 'POST', path: path(id, '/report'), body: report }, options),
    vote: (id, vote, options) =>
      send({ method: 'PUT', path: path(id, '/vote'), body: { vote } }, options),
    geojson: (listingId, options) =>
      send({ method: 'GET', path: threadGeojsonPath(listingId) }, options),
  };
}
