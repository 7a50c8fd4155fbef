import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { Bundle } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';

/** A bundle page: its title, description and listings, with paging (1§2, 1§3). */
export function BundleView({
  bundle,
  onBack,
}: {
  readonly bundle: Bundle;
  readonly onBack: () => void;
}) {
  const { bundles } = useAtlasServices();
  const page = useStore(bundles, (s) => s.bundleListings);

  useEffect(() => {
    void bundles
      .getState()
      .selectBundle(bundle)
      .then(() => bundles.getState().fetchBundleListings());
  }, [bundles, bundle]);

  return (
    <section className="atlas-panel" data-testid="bundle-page">
      <Button variant="ghost" className="browse-back" onClick={onBack}>
        ← All bundles
      </Button>
      <h2 className="atlas-panel__title">{bundle.title}</h2>
      {bundle.description ? <p className="atlas-muted">{bundle.description}</p> : null}
      {page.error ? <p className="atlas-muted">{page.error}</p> : null}
      {!page.loading && !page.error && page.data.length === 0 ? (
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
