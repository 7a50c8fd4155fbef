import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentVoteValue, CommentWire } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { COMMENT_VOTE, MESSAGES } from '@unfurl/domain';
import {
  loadedThread,
  withComment,
  withUpdated,
  withoutComment,
  type CommentThreadState,
} from './comment-thread-state';

/** A listing's comment thread and what can be done with it. */
export interface CommentThread extends CommentThreadState {
  readonly loaded: boolean;
  /** A comment, or a reply when `parentId` is given; true when the server took it. */
  create(text: string, parentId?: number): Promise<boolean>;
  update(id: number, text: string): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  vote(id: number, vote: CommentVoteValue): Promise<boolean>;
  report(id: number, reason: string, message?: string): Promise<boolean>;
}

/**
 * How often an open thread asks for what others wrote meanwhile (GitLab's discussions poll the
 * same way): only while the page is visible, one request at a time, silently on failure.
 */
export const THREAD_REFRESH_MS = 5_000;

const VOTE_FAILURE: Readonly<Record<CommentVoteValue, string>> = {
  [COMMENT_VOTE.UP]: MESSAGES.upvote,
  [COMMENT_VOTE.DOWN]: MESSAGES.downvote,
  [COMMENT_VOTE.UNVOTE]: MESSAGES.removeVote,
};

/**
 * Loads the listing's comments, applies each answer of the server to the thread through the
 * domain's rules (failures show the spec's messages, R-298..R-307), and while the page is open
 * takes in what others wrote, replied and voted every {@link THREAD_REFRESH_MS} (no reload).
 * A refresh that was asked before one of the reader's own changes is dropped, so it never
 * undoes that change.
 */
export function useCommentThread(
  listingId: number,
  initialCount: number,
  refreshMs: number = THREAD_REFRESH_MS,
): CommentThread {
  const { client, toasts } = useAtlasServices();
  const [state, setState] = useState<CommentThreadState>({ comments: [], count: initialCount });
  const [loaded, setLoaded] = useState(false);
  /** Counts the reader's own changes; a refresh asked before the latest one is stale. */
  const changes = useRef(0);

  useEffect(() => {
    let live = true;
    let shown = '';
    client.comments.listing(listingId).then(
      (list) => {
        if (!live) return;
        shown = JSON.stringify(list);
        setState(loadedThread(list));
        setLoaded(true);
      },
      () => {
        if (!live) return;
        toasts.getState().error(MESSAGES.fetchComments);
        setLoaded(true);
      },
    );
    let asking = false;
    const refresh = async (): Promise<void> => {
      if (asking || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) {
        return;
      }
      asking = true;
      const asked = changes.current;
      try {
        const list = await client.comments.listing(listingId);
        const text = JSON.stringify(list);
        if (!live || asked !== changes.current || text === shown) return;
        shown = text;
        setState(loadedThread(list));
        setLoaded(true);
      } catch {
        // The next refresh tries again; the thread on screen stays as it was.
      } finally {
        asking = false;
      }
    };
    const timer = refreshMs > 0 ? setInterval(() => void refresh(), refreshMs) : undefined;
    return () => {
      live = false;
      if (timer !== undefined) clearInterval(timer);
    };
  }, [client, listingId, toasts, refreshMs]);

  const act = useCallback(
    async <T>(call: () => Promise<T>, failure: string, apply: (answer: T) => void) => {
      changes.current += 1;
      try {
        const answer = await call();
        changes.current += 1;
        apply(answer);
        return true;
      } catch {
        toasts.getState().error(failure);
        return false;
      }
    },
    [toasts],
  );
  const updated = (comment: CommentWire) => setState((s) => withUpdated(s, comment));

  return {
    ...state,
    loaded,
    create: (text, parentId) =>
      act(
        () =>
          client.comments.create(parentId === undefined ? { listingId, text } : { parentId, text }),
        parentId === undefined ? MESSAGES.createComment : MESSAGES.createCommentReply,
        (comment) => setState((s) => withComment(s, comment)),
      ),
    update: (id, text) =>
      act(() => client.comments.update(id, { text }), MESSAGES.updateComment, updated),
    remove: (id) =>
      act(
        () => client.comments.remove(id),
        MESSAGES.deleteComment,
        () => setState((s) => withoutComment(s, id)),
      ),
    vote: (id, vote) => act(() => client.comments.vote(id, vote), VOTE_FAILURE[vote], updated),
    report: (id, reason, message) =>
      act(
        () => client.comments.report(id, message ? { reason, message } : { reason }),
        MESSAGES.reportComment,
        () => toasts.getState().success('Thank you: the comment has been reported.'),
      ),
  };
}
