import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LISTING_TYPE, abbreviateNumber } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { Button, Icon, Spinner } from '@unfurl/ui-kit';
import { CommentComposer } from './comment-composer';
import { CommentItem, type CommentReader } from './comment-item';
import { threadAnnotations } from './comment-thread-state';
import { ThreadGeojsonDownload } from './thread-geojson-download';
import { useCommentThread } from './use-comment-thread';
import './comments.css';

/** Props of <CommentThread>. */
export interface CommentThreadProps {
  readonly listing: Pick<Listing, 'id' | 'listingType' | 'totalComments' | 'userId'>;
}

/**
 * The comment thread of a map (1§4): newest top-level comments first, replies under their
 * parent, the count (R-293) lowered by deletes (R-292), votes and reports; the comments'
 * annotations drawn on the map. Anonymous readers
 * are sent to sign in when they act (R-081); orders take no comments (R-332).
 */
export function CommentThread({ listing }: CommentThreadProps) {
  const { account } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const userId = useStore(account, (s) => s.profile?.userId);
  const isAdmin = useStore(account, (s) => s.permission?.canAdmin ?? false);
  const navigate = useNavigate();
  const location = useLocation();
  const thread = useCommentThread(listing.id, listing.totalComments);
  const map = useAtlasMap();
  const { comments } = thread;
  useEffect(() => {
    if (!map) return;
    map.showAnnotations(threadAnnotations(comments));
    return () => map.showAnnotations(null);
  }, [map, comments]);
  const reader: CommentReader = {
    userId: loggedIn ? userId : undefined,
    listingOwnerId: listing.userId,
    isAdmin: loggedIn && isAdmin,
    signInFirst: () => {
      if (loggedIn) return false;
      const here = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return true;
    },
  };
  const commentable = listing.listingType !== LISTING_TYPE.ORDER;

  return (
    <section className="comments" data-testid="comment-thread" aria-label="Comments">
      <h3 className="comments__title">
        <Icon name="comment" size={15} />{' '}
        <span data-testid="comment-count">{abbreviateNumber(thread.count)}</span> comments
      </h3>
      {thread.comments.length > 0 ? <ThreadGeojsonDownload listingId={listing.id} /> : null}
      {commentable && loggedIn ? (
        <CommentComposer
          label="Add a comment"
          submitLabel="Comment"
          testId="comment-new"
          onSubmit={(text) => thread.create(text)}
        />
      ) : null}
      {commentable && !loggedIn ? (
        <Button variant="ghost" data-testid="comment-sign-in" onClick={() => reader.signInFirst()}>
          Sign in to comment
        </Button>
      ) : null}
      {!thread.loaded ? <Spinner /> : null}
      <ul className="comments__list">
        {thread.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} thread={thread} reader={reader} />
        ))}
      </ul>
    </section>
  );
}
