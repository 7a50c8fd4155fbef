import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import type { SavedListingsPage } from '@unfurl/api-client';
import { DRAWER_MODE_TITLES, useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LIMITS, MESSAGES } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly page: SavedListingsPage }
  | { readonly state: 'failed' };

/**
 * `/my-bookmarks`: the signed-in user's bookmarked maps, newest bookmark first, up to 200
 * a failed read shows 'Failed to fetch bookmarked maps'. Nobody signed in: no
 * list, an invitation to sign in.
 */
export function MyBookmarksPanel() {
  const { client, account } = useAtlasServices();
  const navigate = useNavigate();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const sessionKnown = useStore(account, (s) => s.status === 'ready');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setLoaded({ state: 'loading' });
    client.social.bookmarks({ limit: LIMITS.bookmarkFetch }).then(
      (page) => live && setLoaded({ state: 'ready', page }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [client, loggedIn]);

  const title = DRAWER_MODE_TITLES.MY_BOOKMARKS;
  if (!loggedIn) {
    return (
      <section className="atlas-panel" data-testid="my-bookmarks-panel" data-state="anonymous">
        <h2 className="atlas-panel__title">{title}</h2>
        {sessionKnown ? (
          <>
            <p className="atlas-muted" data-testid="my-bookmarks-sign-in">
              Sign in to see your bookmarks.
            </p>
            <Button onClick={() => void navigate('/login?redirect=%2Fmy-bookmarks')}>
              Sign in
            </Button>
          </>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  return (
    <section className="atlas-panel" data-testid="my-bookmarks-panel" data-state="signed-in">
      <h2 className="atlas-panel__title">
        {title}{' '}
        {loaded.state === 'ready' ? (
          <span data-testid="my-bookmarks-total">({loaded.page.total})</span>
        ) : null}
      </h2>
      {loaded.state === 'loading' ? <Spinner /> : null}
      {loaded.state === 'failed' ? (
        <p className="atlas-muted" data-testid="my-bookmarks-error">
          {MESSAGES.fetchBookmarkedMaps}
        </p>
      ) : null}
      {loaded.state === 'ready' && loaded.page.listings.length === 0 ? (
        <p className="atlas-muted" data-testid="my-bookmarks-empty">
          You have not bookmarked any maps yet.
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <ListingList listings={loaded.page.listings} label={title} />
      ) : null}
    </section>
  );
}
