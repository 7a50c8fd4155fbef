import { Link, useLocation } from 'react-router';
import { carryMapQuery } from '../url/map-url';

/**
 * The drawer panel of an address the atlas does not know: says so, names the address and links
 * back to the map (keeping its position and base map).
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <section className="atlas-panel atlas-not-found" data-testid="not-found">
      <h2 className="atlas-panel__title">Page not found</h2>
      <p className="atlas-muted">
        There is no page at <code className="atlas-not-found__path">{pathname}</code>. The address
        may be mistyped, or the page may have moved.
      </p>
      <Link
        className="uk-button uk-button--primary atlas-not-found__home"
        to={carryMapQuery(search, '/')}
      >
        Back to the map
      </Link>
    </section>
  );
}
