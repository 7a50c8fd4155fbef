import { useEffect, useState } from 'react';
import type { AreaFollow, AreaWatch } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button, Spinner } from '@unfurl/ui-kit';

const WATCH_LABEL: Readonly<Record<AreaWatch, string>> = {
  listings: 'New maps',
  'sentinel-2-l2a': 'Sentinel-2',
  'landsat-ot-l1': 'Landsat',
  'sentinel-1-grd': 'Sentinel-1',
};

/**
 * The signed-in user's followed areas on their own profile: name, what each watches, and a
 * delete button (areas are followed from the browse map's "Follow this area").
 */
export function AreaFollowsList() {
  const { client, toasts } = useAtlasServices();
  const [areas, setAreas] = useState<readonly AreaFollow[] | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    client.areaFollows.list().then(
      (answer) => live && setAreas(answer.areaFollows),
      () => live && setAreas(null),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const remove = async (area: AreaFollow) => {
    try {
      await client.areaFollows.remove(area.id);
      setAreas((now) => now?.filter((a) => a.id !== area.id));
    } catch {
      toasts.getState().error(`Failed to stop following "${area.name}"`);
    }
  };

  return (
    <section
      className="account-area-follows"
      data-testid="area-follows"
      aria-label="Followed areas"
    >
      <h3 className="account-page__subtitle">Followed areas</h3>
      {areas === undefined ? <Spinner /> : null}
      {areas === null ? (
        <p className="account-page__text">Failed to load your followed areas.</p>
      ) : null}
      {areas && areas.length === 0 ? (
        <p className="account-page__text">
          No followed areas yet: use "Follow this area" on the map.
        </p>
      ) : null}
      {areas && areas.length > 0 ? (
        <ul className="account-area-follows__list">
          {areas.map((area) => (
            <li key={area.id} data-testid="area-follow">
              <span className="account-area-follows__name">{area.name}</span>
              <span className="account-area-follows__watch">
                {area.watch.map((w) => WATCH_LABEL[w]).join(' · ')}
              </span>
              <Button
                variant="ghost"
                aria-label={`Stop following ${area.name}`}
                onClick={() => void remove(area)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
