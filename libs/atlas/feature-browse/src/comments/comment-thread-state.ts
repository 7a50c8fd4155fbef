// The thread as the atlas holds it (1§4): display order (reversed server order, new top-level
// comments first, replies under their parent oldest first) and the count, through the domain's
// comment rules; the wire comments keep their extra fields (votes, author id) through them.
import type { CommentWire } from '@unfurl/api-client';
import { addComment, commentsForDisplay, countComments, deleteComment } from '@unfurl/domain';

/** A loaded thread and its count. */
export interface CommentThreadState {
  readonly comments: readonly CommentWire[];
  readonly count: number;
}

// The domain rules rebuild comments with `{ ...comment, children }`, so every field of a wire
// comment survives them; only their declared type is the narrower domain `Comment`.
const asWire = (comments: readonly unknown[]): CommentWire[] => comments as CommentWire[];

/** The thread from the server's answer: reversed order, counted as R-293 says. */
export function loadedThread(serverOrder: readonly CommentWire[]): CommentThreadState {
  return { comments: asWire(commentsForDisplay(serverOrder)), count: countComments(serverOrder) };
}

/** A new comment added: top-level first, a reply under its parent. */
export function withComment(state: CommentThreadState, comment: CommentWire): CommentThreadState {
  return { comments: asWire(addComment(state.comments, comment)), count: state.count + 1 };
}

/** A comment and its replies removed; the count lowered by all of them, never below 0. */
export function withoutComment(state: CommentThreadState, id: number): CommentThreadState {
  const next = deleteComment(state.comments, id, state.count);
  return { comments: asWire(next.comments), count: next.count };
}

/** A comment replaced by the server's newer answer (an edit or a vote), wherever it sits. */
export function withUpdated(state: CommentThreadState, updated: CommentWire): CommentThreadState {
  const replace = (list: readonly CommentWire[]): CommentWire[] =>
    list.map((c) => (c.id === updated.id ? updated : { ...c, children: replace(c.children) }));
  return { ...state, comments: replace(state.comments) };
}

/** One annotation of a comment (a GeoJSON Feature). */
export type CommentAnnotation = NonNullable<CommentWire['annotations']>[number];

/** Every annotation of the thread, replies included, in display order. */
export function threadAnnotations(comments: readonly CommentWire[]): CommentAnnotation[] {
  return comments.flatMap((c) => [...(c.annotations ?? []), ...threadAnnotations(c.children)]);
}
