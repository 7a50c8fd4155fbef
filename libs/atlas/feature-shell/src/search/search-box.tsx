import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtlasMap } from '@unfurl/map-react';
import { useAtlasServices } from '../services/services-context';
import { useCarryNavigate } from '../navigation/use-carry-navigate';
import { COORDINATE_SEARCH_ZOOM, interpretSearch } from './interpret-search';

/** The search box: keywords search listings, coordinates (DMS, decimal, UTM, MGRS) fly the map. */
export function SearchBox() {
  const [text, setText] = useState('');
  const map = useAtlasMap();
  const { toasts, listings, shell } = useAtlasServices();
  const go = useCarryNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const intent = interpretSearch(text);
    switch (intent.kind) {
      case 'empty':
        return;
      case 'coordinates':
        map?.setPosition({ ...intent.position, zoom: COORDINATE_SEARCH_ZOOM });
        return;
      case 'invalid-coordinates':
        toasts.getState().error(intent.reason);
        return;
      case 'keywords':
        shell.getState().setDrawerCollapsed(false);
        void listings.getState().search({ keywords: intent.keywords, offset: 0 });
        go('/maps', { state: { keywords: intent.keywords } });
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
