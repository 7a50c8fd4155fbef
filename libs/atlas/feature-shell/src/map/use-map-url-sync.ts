import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAtlasMap } from '@unfurl/map-react';
import { useAtlasServices } from '../services/services-context';
import { hasLegacyKeys, withoutLegacyKeys, writeMapUrlState } from '../url/map-url';

/** Delay before a map move is written to the address. */
export const URL_SYNC_DEBOUNCE_MS = 400;

/**
 * Keeps `pos` in the address as the map moves (replaceState, debounced) and removes
 * the old imagery-search keys from it.
 */
export function useMapUrlSync(): void {
  const map = useAtlasMap();
  const navigate = useNavigate();
  const location = useLocation();
  const { app } = useAtlasServices();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    if (!hasLegacyKeys(location.search)) return;
    void navigate(`${location.pathname}${withoutLegacyKeys(location.search)}`, {
      replace: true,
      state: location.state,
    });
  }, [location, navigate]);

  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = ({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) => {
      app.getState().setMapPosition({ lat, lng, zoom });
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { pathname, search, state } = locationRef.current;
        const next = writeMapUrlState(search, { pos: { lat, lng, zoom } });
        if (next !== search) void navigate(`${pathname}${next}`, { replace: true, state });
      }, URL_SYNC_DEBOUNCE_MS);
    };
    const off = map.on('moveend', write);
    // The address shows where the map is from the start, not only after the first move.
    write(map.getPosition());
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [map, navigate, app]);
}
