import type { Listing } from '../wire/listing';

/** A vote on a comment (1§3). */
export const COMMENT_VOTE = { UP: 'UP', DOWN: 'DOWN', UNVOTE: 'UNVOTE' } as const;

/** One comment vote. */
export type CommentVote = (typeof COMMENT_VOTE)[keyof typeof COMMENT_VOTE];

/** A comment and its replies (1§3). */
export interface Comment {
  readonly id: number;
  readonly parentId: number | null;
  readonly userName: string | null;
  /** A string or a list of lines. */
  readonly text: string | readonly string[];
  /** Annotations attached to the comment (GeoJSON features or a serialised string). */
  readonly annotations: unknown;
  readonly children: readonly Comment[];
  readonly userVote: CommentVote | null;
}

/** A report of a listing or comment (1§3). */
export interface Report {
  readonly reason: string;
  readonly message?: string | undefined;
}

/** Notification types; GLOBAL sorts first (1§3). */
export const NOTIFICATION_TYPE = { GLOBAL: 'GLOBAL' } as const;

/** A notification (1§3); types other than GLOBAL are open strings. */
export interface Notification {
  readonly id?: number | string | undefined;
  readonly type: string;
  readonly [key: string]: unknown;
}

/** A page of notifications (1§3). */
export interface NotificationsPage {
  readonly notifications: readonly Notification[];
  readonly nextCursor: string | null;
  readonly total: number;
}

/** Sorts notifications with GLOBAL first, keeping the server order otherwise (stable). */
export function sortNotifications<T extends { readonly type: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      Number(b.type === NOTIFICATION_TYPE.GLOBAL) - Number(a.type === NOTIFICATION_TYPE.GLOBAL),
  );
}

/** A follow list page (1§3). */
export interface FollowList {
  readonly users: readonly { readonly userId: string; readonly [key: string]: unknown }[];
  readonly total: number;
}

/** Likes or bookmarks of the user (1§3). */
export interface ListingIdList {
  readonly listingIds: readonly number[];
  readonly listings: readonly Listing[];
  readonly total: number;
}

/**
 * Comment count (1§4): only entries with a userName count, with the replies of those counted
 * the same way.
 */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((n, c) => (c.userName ? n + 1 + countComments(c.children) : n), 0);
}
