import './my-maps.css';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { DRAWER_MODE_TITLES, useAtlasServices } from '@unfurl/atlas-feature-shell';
import { createMyListingsStore } from '@unfurl/stores';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';
import { OwnListingBadges } from './own-listing-badges';

/**
 * `/my-maps`: the signed-in user's maps, newest first, each with its processing and review
 * status, a page at a time; anonymous visitors are asked to sign in.
 */
export function MyMapsPanel() {
  const { client, toasts, account } = useAtlasServices();
  const navigate = useNavigate();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  // Until the session is restored from the cookies nobody looks signed in.
  const sessionKnown = useStore(account, (s) => s.status === 'ready');
  const store = useMemo(
    () =>
      createMyListingsStore(client, {
        notify: (kind, message) => void toasts.getState().show(kind, message),
      }),
    [client, toasts],
  );
  const listings = useStore(store, (s) => s.listings);
  const total = useStore(store, (s) => s.total);
  const loading = useStore(store, (s) => s.loading);
  const loaded = useStore(store, (s) => s.loaded);
  const unauthorized = useStore(store, (s) => s.unauthorized);
  const error = useStore(store, (s) => s.error);
  const hasMore = useStore(store, (s) => s.loaded && s.fetched < s.total);

  useEffect(() => {
    if (loggedIn) void store.getState().load();
  }, [loggedIn, store]);

  const title = DRAWER_MODE_TITLES.PROFILE_ALL_MAPS;
  if (!loggedIn || unauthorized) {
    return (
      <section className="atlas-panel" data-testid="my-maps-panel" data-state="anonymous">
        <h2 className="atlas-panel__title">{title}</h2>
        {sessionKnown || unauthorized ? (
          <>
            <p className="atlas-muted" data-testid="my-maps-sign-in">
              Sign in to see your maps.
            </p>
            <Button onClick={() => void navigate('/login?redirect=%2Fmy-maps')}>Sign in</Button>
          </>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }

  return (
    <section className="atlas-panel" data-testid="my-maps-panel" data-state="signed-in">
      <h2 className="atlas-panel__title">
        {title} {loaded ? <span data-testid="my-maps-total">({total})</span> : null}
      </h2>
      {!loaded && loading ? <Spinner /> : null}
      {error && !loaded ? (
        <p className="atlas-muted" data-testid="my-maps-error">
          {error}
        </p>
      ) : null}
      {loaded && listings.length === 0 ? (
        <p className="atlas-muted" data-testid="my-maps-empty">
          You have not shared any maps yet.
        </p>
      ) : null}
      <ListingList
        listings={listings}
        label="My maps"
        renderExtra={(listing) => <OwnListingBadges listing={listing} />}
      />
      {hasMore ? (
        <div className="my-maps-more">
          <Button disabled={loading} onClick={() => void store.getState().loadMore()}>
            {loading ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
