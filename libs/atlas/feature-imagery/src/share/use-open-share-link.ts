import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { MESSAGES } from '@unfurl/domain';
import type { ScriptFamily } from '@unfurl/imagery-core';
import type { ImageryStore } from '../state/imagery-state';
import { readShareParams, scriptIdForLayers, withoutShareParams } from './share-links';

/**
 * Opens the share link in the address once, when the panel mounts (2§4): a `shareId` loads the
 * record, searches a month from the image date and selects the image; a legacy `service` link
 * selects its box, dates and layer. The share parameters are then removed from the address.
 */
export function useOpenShareLink(
  store: ImageryStore,
  family: ScriptFamily,
  fitArea: () => void,
  mapReady: boolean,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toasts } = useAtlasServices();
  // Read at first render: the shell removes legacy keys from the address right after.
  const [params] = useState(() => readShareParams(location.search));
  const [done, setDone] = useState(params.kind === 'none');

  useEffect(() => {
    if (done || !mapReady) return;
    setDone(true);
    const clearAddress = () => {
      const { pathname, search } = window.location;
      const rest = withoutShareParams(search);
      if (rest !== search) void navigate(`${pathname}${rest}`, { replace: true });
    };
    void (async () => {
      if (params.kind === 'shareId') {
        const opened = await store.getState().openShareLink(params.id);
        fitArea();
        if (!opened) toasts.getState().error(store.getState().error || MESSAGES.invalidShareId);
      } else if (params.kind === 'legacy') {
        const { share } = params;
        store.getState().setArea(share.bbox);
        fitArea();
        if (share.startDay)
          store.getState().setDates(share.startDay, share.endDay || share.startDay);
        const scriptId = scriptIdForLayers(share.layers, family);
        if (scriptId) store.setState({ scriptId });
        if (!store.getState().areaProblem) {
          await store.getState().search();
          const first = store.getState().days[0];
          if (first) await store.getState().selectDay(first.day);
        }
      }
      clearAddress();
    })();
  }, [done, mapReady, params, store, family, fitArea, navigate, toasts]);
}
