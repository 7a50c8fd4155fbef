import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { GLOBAL_BUNDLE_ID } from '@unfurl/domain';
import type { Bundle } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';

/** Global bundles whose maps are the signed-in user's own. */
const PERSONAL_BUNDLES: readonly number[] = [
  GLOBAL_BUNDLE_ID.LastViewed,
  GLOBAL_BUNDLE_ID.Bookmarks,
];

/**
 * A bundle page: its title, description and listings; Load more appends the next page, opening
 * the page (or signing in or out on it) fetches afresh and replaces (1§2, 1§3, R-273, R-274).
 * Last Viewed and Bookmarks ask a signed-out reader to sign in instead of saying it is empty.
 */
export function BundleView({
  bundle,
  onBack,
}: {
  readonly bundle: Bundle;
  readonly onBack: () => void;
}) {
  const { bundles, account } = useAtlasServices();
  const page = useStore(bundles, (s) => s.bundleListings);
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const signInFirst = !loggedIn && PERSONAL_BUNDLES.includes(bundle.id);

  useEffect(() => {
    void bundles
      .getState()
      .selectBundle(bundle)
      .then(() => bundles.getState().fetchBundleListings());
  }, [bundles, bundle, loggedIn]);

  return (
    <section className="atlas-panel" data-testid="bundle-page">
      <Button variant="ghost" className="browse-back" onClick={onBack}>
        ← All bundles
      </Button>
      <h2 className="atlas-panel__title">{bundle.title}</h2>
      {bundle.description ? <p className="atlas-muted">{bundle.description}</p> : null}
      {page.error ? <p className="atlas-muted">{page.error}</p> : null}
      {signInFirst && !page.loading && page.data.length === 0 ? (
        <p className="atlas-muted">Sign in to see your maps here.</p>
      ) : null}
      {!signInFirst && !page.loading && !page.error && page.data.length === 0 ? (
        <p className="atlas-muted">No maps here yet.</p>
      ) : null}
      <ListingList listings={page.data} label={`${bundle.title} maps`} />
      {page.loading ? <Spinner /> : null}
      {page.nextCursor && !page.loading ? (
        <Button onClick={() => void bundles.getState().fetchBundleListings({ next: true })}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
