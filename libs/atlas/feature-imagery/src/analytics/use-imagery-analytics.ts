import { useEffect } from 'react';
import { useAtlasAnalytics } from '@unfurl/atlas-feature-shell';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { IMAGERY_ACTION, imageryEventOf } from './imagery-event';
import type { ImageryAction } from './imagery-event';

/** Sends a VIEW each time a new preview (day and script) is shown on the map. */
export function useImageryViewEvents(store: ImageryStore, spec: FamilySpec): void {
  const analytics = useAtlasAnalytics();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (!state.image || state.image.key === previous.image?.key) return;
        const event = imageryEventOf(state, spec, IMAGERY_ACTION.view);
        if (event) analytics.imagery(event);
      }),
    [store, spec, analytics],
  );
}

/** A function sending one imagery action (download, share) of what the store shows. */
export function useImageryEvent(
  store: ImageryStore,
  spec: FamilySpec,
): (action: ImageryAction) => void {
  const analytics = useAtlasAnalytics();
  return (action) => {
    const event = imageryEventOf(store.getState(), spec, action);
    if (event) analytics.imagery(event);
  };
}
