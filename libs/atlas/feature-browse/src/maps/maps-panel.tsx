import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import {
  DRAWER_MODE_TITLES,
  readBrowseUrl,
  useAtlasServices,
  writeBrowseUrl,
} from '@unfurl/atlas-feature-shell';
import type { Bundle } from '@unfurl/domain';
import { Spinner } from '@unfurl/ui-kit';
import { ListingList } from '../cards/listing-list';
import { BrowseFilterBar } from '../filters/browse-filter-bar';
import { filtersActive, type BrowseFilters } from '../filters/browse-filters';
import { BundleView } from './bundle-view';

/**
 * The maps drawer: the filter bar (category, sort, map type), then the results when searching or
 * filtering, and the bundles in the spec's order. The search lives in the address (`q`,
 * `category`, `sort`, `type`): a filter change is a new history entry, and the list (with the
 * map) follows the address (`useBrowseUrlSync`).
 */
export function MapsPanel() {
  const { bundles, listings, isOrganisationSite } = useAtlasServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { keywords, ...filters } = readBrowseUrl(search);
  const globalBundles = useStore(bundles, (s) => s.globalBundles);
  const results = useStore(listings, (s) => s.listings);
  const total = useStore(listings, (s) => s.total);
  const totalIsEstimate = useStore(listings, (s) => s.totalIsEstimate);
  const searching = useStore(listings, (s) => s.loading);
  const showResults = Boolean(keywords) || filtersActive(filters);
  const [bundle, setBundle] = useState<Bundle | null>(null);

  useEffect(() => {
    void bundles.getState().fetchGlobalBundles();
  }, [bundles]);

  const applyFilters = (next: BrowseFilters) =>
    void navigate({ pathname, search: writeBrowseUrl(search, next) });

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
            {searching ? '' : `(${totalIsEstimate ? 'about ' : ''}${total})`}
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
