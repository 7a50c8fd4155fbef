import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readBrowseUrl, sameBrowseSearch, useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { ListingsQuery } from '@unfurl/domain';
import { filtersFromQuery, filtersToQuery } from './browse-filters';

/**
 * Keeps the listings search on the address: whenever `q`, `category`, `sort` or `type` change
 * (a search, a filter, a reload, a shared link, Back or Forward) the list searches again, and
 * the map's footprints follow the list's filter. The address is the one source of the search.
 */
export function useBrowseUrlSync(): void {
  const { listings } = useAtlasServices();
  const { search } = useLocation();
  useEffect(() => {
    const wanted = readBrowseUrl(search);
    const { query } = listings.getState();
    const current = { ...filtersFromQuery(query), keywords: query.keywords?.trim() ?? '' };
    if (sameBrowseSearch(wanted, current)) return;
    const { keywords, ...filters } = wanted;
    // Fields set to undefined clear what the previous search had put in the query.
    void listings.getState().search({
      ...filtersToQuery(filters),
      keywords: keywords || undefined,
      offset: 0,
    } as Partial<ListingsQuery>);
  }, [search, listings]);
}
