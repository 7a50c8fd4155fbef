import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { DRAWER_MODE_TITLES, useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { Bundle, ListingsQuery } from '@unfurl/domain';
import { Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';
import { BrowseFilterBar } from '../filters/browse-filter-bar';
import {
  filtersActive,
  filtersFromQuery,
  filtersToQuery,
  type BrowseFilters,
} from '../filters/browse-filters';
import { BundleView } from './bundle-view';

function keywordsOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as { keywords?: unknown }).keywords;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The maps drawer: the filter bar (category, sort, map type), then the results when searching or
 * filtering, and the bundles in the spec's order.
 */
export function MapsPanel() {
  const { bundles, listings, isOrganisationSite } = useAtlasServices();
  const location = useLocation();
  const keywords = keywordsOf(location.state);
  const globalBundles = useStore(bundles, (s) => s.globalBundles);
  const results = useStore(listings, (s) => s.listings);
  const total = useStore(listings, (s) => s.total);
  const searching = useStore(listings, (s) => s.loading);
  const query = useStore(listings, (s) => s.query);
  const filters = filtersFromQuery(query);
  const showResults = Boolean(keywords) || filtersActive(filters);
  const [bundle, setBundle] = useState<Bundle | null>(null);

  useEffect(() => {
    void bundles.getState().fetchGlobalBundles();
  }, [bundles]);

  useEffect(() => {
    if (keywords && listings.getState().query.keywords !== keywords) {
      void listings.getState().search({ keywords, offset: 0 });
    }
  }, [keywords, listings]);

  const applyFilters = (next: BrowseFilters) =>
    // Fields set to undefined clear what the previous filters or search had put in the query.
    void listings
      .getState()
      .search({ ...filtersToQuery(next), keywords, offset: 0 } as Partial<ListingsQuery>);

  if (bundle) return <BundleView bundle={bundle} onBack={() => setBundle(null)} />;

  const title = DRAWER_MODE_TITLES[isOrganisationSite ? 'SUBDOMAIN_MAPS' : 'MAPS'];
  return (
    <section className="atlas-panel" data-testid="maps-panel">
      <h2 className="atlas-panel__title">{title}</h2>
      <BrowseFilterBar filters={filters} onChange={applyFilters} />
      {showResults ? (
        <>
          <h3 className="atlas-panel__subtitle" data-testid="results-title">
            {keywords ? `Results for “${keywords}”` : 'Filtered maps'}{' '}
            {searching ? '' : `(${total})`}
          </h3>
          {searching && results.length === 0 ? (
            <Spinner />
          ) : results.length === 0 ? (
            <p className="atlas-muted" data-testid="no-results">
              {keywords
                ? `No maps match “${keywords}”. Try other words, or clear the search to browse the bundles.`
                : 'No maps match these filters. Choose other filters to see more.'}
            </p>
          ) : (
            <ListingList listings={results} label="Search results" />
          )}
        </>
      ) : null}
      <h3 className="atlas-panel__subtitle">Bundles</h3>
      {globalBundles.loading ? <Spinner /> : null}
      <ul className="browse-bundles" aria-label="Bundles">
        {globalBundles.data.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className="browse-bundle"
              data-bundle-id={b.id}
              onClick={() => setBundle(b)}
            >
              <span className="browse-bundle__title">{b.title}</span>
              {b.description ? (
                <span className="browse-bundle__description">{b.description}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
