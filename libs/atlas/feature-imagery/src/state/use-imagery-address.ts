import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BUILT_IN_SCRIPTS } from '@unfurl/imagery-core';
import { readShareParams } from '../share/share-links';
import { readImageryAddress, writeImageryAddress } from './imagery-address';
import type { ImageryAddress } from './imagery-address';
import type { ImageryState, ImageryStore } from './imagery-state';

/** Delay before a change is written to the address. */
const WRITE_DEBOUNCE_MS = 300;

const addressOf = (s: ImageryState): ImageryAddress => ({
  ...(s.area && !s.areaProblem ? { area: s.area, startDay: s.startDay, endDay: s.endDay } : {}),
  ...(s.selectedDay && s.image
    ? {
        day: s.selectedDay,
        scriptId: s.scriptId,
        opacity: s.layerOpacity[s.image.key] ?? 1,
      }
    : {}),
  maxCloudCover: s.maxCloudCover,
  footprintsShown: s.footprintsShown,
});

/**
 * Keeps the imagery search in the address (issue 11): area, dates, chosen day, script, opacity,
 * maximum cloud cover and footprints. When the panel opens (map ready, no share link in the
 * address) the search there is run again and its day shown; after that every change is written
 * back (replace, debounced), beside `pos` and the other keys.
 */
export function useImageryAddress(
  store: ImageryStore,
  fitArea: () => void,
  mapReady: boolean,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const locationRef = useRef(location);
  locationRef.current = location;
  const [initial] = useState(() => ({
    address: readImageryAddress(location.search),
    shared: readShareParams(location.search).kind !== 'none',
  }));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (restored || !mapReady) return;
    let cancelled = false;
    void (async () => {
      const { address, shared } = initial;
      const state = store.getState();
      if (!shared && address.area) {
        if (address.maxCloudCover !== undefined) state.setMaxCloudCover(address.maxCloudCover);
        if (address.footprintsShown === false) state.setFootprintsShown(false);
        state.setArea(address.area);
        if (address.startDay) state.setDates(address.startDay, address.endDay ?? address.startDay);
        fitArea();
        if (address.startDay && !store.getState().areaProblem) {
          const known = BUILT_IN_SCRIPTS.some((script) => script.id === address.scriptId);
          if (known && address.scriptId) store.setState({ scriptId: address.scriptId });
          await store.getState().search();
          if (!cancelled && address.day) {
            if (store.getState().days.some((g) => g.day === address.day)) {
              await store.getState().selectDay(address.day);
              const image = store.getState().image;
              if (image && address.opacity !== undefined) {
                store.getState().setLayerOpacity(image.key, address.opacity);
              }
            }
          }
        }
      } else if (!shared) {
        if (address.maxCloudCover !== undefined) state.setMaxCloudCover(address.maxCloudCover);
        if (address.footprintsShown === false) state.setFootprintsShown(false);
      }
      if (!cancelled) setRestored(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [restored, mapReady, initial, store, fitArea]);

  useEffect(() => {
    if (!restored) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { pathname, search, state } = locationRef.current;
        const next = writeImageryAddress(search, addressOf(store.getState()));
        if (next !== search) void navigate(`${pathname}${next}`, { replace: true, state });
      }, WRITE_DEBOUNCE_MS);
    };
    write();
    const unsubscribe = store.subscribe(write);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [restored, store, navigate]);
}
