import { useEffect, useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';
import { loadHomeLists } from './load-home-lists';
import type { HomeLists } from './load-home-lists';

/** The home page lists: six featured, six new and up to 25 worldwide listings (1§2). */
export function HomePanel() {
  const { client, toasts } = useAtlasServices();
  const [lists, setLists] = useState<HomeLists | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadHomeLists(client, controller.signal)
      .then(setLists)
      .catch(() => {
        if (!controller.signal.aborted) toasts.getState().error();
      });
    return () => controller.abort();
  }, [client, toasts]);

  if (!lists) {
    return (
      <section className="atlas-panel" aria-busy="true">
        <Spinner />
      </section>
    );
  }
  return (
    <section className="atlas-panel" data-testid="home-panel">
      <h2 className="atlas-panel__title">Explore the atlas</h2>
      {lists.featured.length > 0 ? (
        <>
          <h3 className="atlas-panel__subtitle">Featured</h3>
          <ListingList listings={lists.featured} label="Featured maps" />
        </>
      ) : null}
      <h3 className="atlas-panel__subtitle">New</h3>
      <ListingList listings={lists.newest} label="New maps" />
      <h3 className="atlas-panel__subtitle">Worldwide</h3>
      <ListingList listings={lists.worldwide} label="Maps worldwide" />
    </section>
  );
}
