import { useCallback, useEffect, useState } from 'react';
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

const VOTE_FAILURE: Readonly<Record<CommentVoteValue, string>> = {
  [COMMENT_VOTE.UP]: MESSAGES.upvote,
  [COMMENT_VOTE.DOWN]: MESSAGES.downvote,
  [COMMENT_VOTE.UNVOTE]: MESSAGES.removeVote,
};

/**
 * Loads the listing's comments once per listing and applies each answer of the server to the
 * thread through the domain's rules; failures show the spec's messages (R-298..R-307).
 */
export function useCommentThread(listingId: number, initialCount: number): CommentThread {
  const { client, toasts } = useAtlasServices();
  const [state, setState] = useState<CommentThreadState>({ comments: [], count: initialCount });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    client.comments.listing(listingId).then(
      (list) => {
        if (!live) return;
        setState(loadedThread(list));
        setLoaded(true);
      },
      () => {
        if (!live) return;
        toasts.getState().error(MESSAGES.fetchComments);
        setLoaded(true);
      },
    );
    return () => {
      live = false;
    };
  }, [client, listingId, toasts]);

  const act = useCallback(
    async <T>(call: () => Promise<T>, failure: string, apply: (answer: T) => void) => {
      try {
        apply(await call());
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
