import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LISTING_TYPE, MESSAGES, abbreviateNumber } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { Button, Icon } from '@unfurl/ui-kit';
import { useSavedListing } from './use-saved-listing';

/** Props of <ListingReactions>. */
export interface ListingReactionsProps {
  readonly listing: Pick<Listing, 'id' | 'listingType' | 'totalLikes'>;
}

/**
 * The like and bookmark buttons of a map, with the like count abbreviated (1.53K, 2M). The count
 * after a like or unlike is the server's `totalLikes`; orders cannot be liked;
 * anonymous readers are sent to sign in. Failures show the spec's messages (R-335..R-339).
 */
export function ListingReactions({ listing }: ListingReactionsProps) {
  const { client, account, toasts } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useSavedListing(listing.id);
  const [likes, setLikes] = useState(listing.totalLikes);
  const [liked, setLiked] = useState<boolean | undefined>(undefined);
  const [bookmarked, setBookmarked] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => setLikes(listing.totalLikes), [listing.totalLikes]);
  const isLiked = liked ?? saved.liked;
  const isBookmarked = bookmarked ?? saved.bookmarked;
  const likeable = listing.listingType !== LISTING_TYPE.ORDER;

  const run = async (action: () => Promise<void>, failure: string) => {
    if (!loggedIn) {
      const here = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setBusy(true);
    try {
      await action();
    } catch {
      toasts.getState().error(failure);
    } finally {
      setBusy(false);
    }
  };
  const toggleLike = () =>
    run(
      async () => {
        const answer = isLiked
          ? await client.social.unlike(listing.id)
          : await client.social.like(listing.id);
        setLikes(answer.totalLikes);
        setLiked(answer.isLiked);
      },
      isLiked ? MESSAGES.unlikeListing : MESSAGES.likeListing,
    );
  const toggleBookmark = () =>
    run(
      async () => {
        const answer = isBookmarked
          ? await client.social.unbookmark(listing.id)
          : await client.social.bookmark(listing.id);
        setBookmarked(answer.isBookmarked);
      },
      isBookmarked ? MESSAGES.removeBookmark : MESSAGES.addBookmark,
    );
  const unknown = (state: boolean | undefined) => loggedIn && state === undefined;

  return (
    <div className="browse-reactions" data-testid="listing-reactions">
      {likeable ? (
        <Button
          variant="ghost"
          data-testid="listing-like"
          aria-pressed={isLiked === true}
          disabled={busy || unknown(isLiked)}
          onClick={() => void toggleLike()}
        >
          <Icon name="heart" size={15} />{' '}
          <span data-testid="listing-like-count">{abbreviateNumber(likes)}</span>{' '}
          {isLiked ? 'Liked' : 'Like'}
        </Button>
      ) : (
        <span className="browse-detail__count" data-testid="listing-like-count">
          <Icon name="heart" size={15} /> {abbreviateNumber(likes)} likes
        </span>
      )}
      <Button
        variant="ghost"
        data-testid="listing-bookmark"
        aria-pressed={isBookmarked === true}
        disabled={busy || unknown(isBookmarked)}
        onClick={() => void toggleBookmark()}
      >
        <Icon name="star" size={15} /> {isBookmarked ? 'Bookmarked' : 'Bookmark'}
      </Button>
    </div>
  );
}
