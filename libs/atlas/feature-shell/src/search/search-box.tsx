import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAtlasMap } from '@unfurl/map-react';
import { useAtlasServices } from '../services/services-context';
import { useCarryNavigate } from '../navigation/use-carry-navigate';
import { BROWSE_QUERY_KEYS, readBrowseUrl, writeBrowseUrl } from '../url/browse-url';
import type { SearchIntent } from './interpret-search';

/**
 * The search box: keywords search listings (`/maps?q=...`, a new history entry, so Back
 * returns to the previous search); coordinates (DMS, decimal, UTM, MGRS) fly the map there and
 * mark the point with the coordinate as typed, until the next search or the user clears it.
 */
export function SearchBox() {
  const { pathname, search } = useLocation();
  const keywords = readBrowseUrl(search).keywords;
  const [text, setText] = useState(keywords);
  const map = useAtlasMap();
  const { toasts, shell } = useAtlasServices();
  const go = useCarryNavigate();
  const navigate = useNavigate();

  // The box shows the address's keywords: after a reload, a shared link, Back and Forward.
  useEffect(() => setText(keywords), [keywords]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The coordinate parsers (proj4, mgrs) are a chunk of their own, loaded by the first search.
    void import('./interpret-search').then(({ COORDINATE_SEARCH_ZOOM, interpretSearch }) =>
      follow(interpretSearch(text), COORDINATE_SEARCH_ZOOM),
    );
  };

  const follow = (intent: SearchIntent, coordinateZoom: number) => {
    if (intent.kind !== 'invalid-coordinates') map?.showSearchMarker(null);
    switch (intent.kind) {
      case 'empty':
        // Clearing the box clears the keyword search (the filters stay).
        if (keywords) void navigate({ pathname, search: writeBrowseUrl(search, { keywords: '' }) });
        return;
      case 'coordinates':
        map?.setPosition({ ...intent.position, zoom: coordinateZoom });
        map?.showSearchMarker({ ...intent.position, label: text.trim() });
        return;
      case 'invalid-coordinates':
        toasts.getState().error(intent.reason);
        return;
      case 'keywords':
        shell.getState().setDrawerCollapsed(false);
        go(`/maps?${BROWSE_QUERY_KEYS.keywords}=${encodeURIComponent(intent.keywords)}`);
        return;
      default: {
        const unhandled: never = intent;
        return unhandled;
      }
    }
  };

  return (
    <form className="atlas-search" role="search" onSubmit={submit}>
      <input
        className="uk-input atlas-search__input"
        data-testid="search-box"
        type="search"
        aria-label="Search maps or go to a coordinate"
        placeholder="Search maps, or lat,lng / DMS / UTM / MGRS"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
