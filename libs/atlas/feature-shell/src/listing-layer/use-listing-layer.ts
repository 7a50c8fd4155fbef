import { useEffect, useMemo, useRef, useState } from 'react';
import { isRemoteLayerType, type Listing, type RemoteLayer } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { MAP_UNAVAILABLE_MESSAGE } from '@unfurl/stores';
import { useAtlasServices } from '../services/services-context';
import { layerProblemMessage } from './layer-problem-message';
import { listingLayerSpec } from './listing-layer-spec';

/**
 * Draws an open listing as itself on the map at `opacity` (issue #4): fetches a remote layer's
 * description first; a layer that cannot be loaded shows 'The map you are looking for can not be
 * displayed'. A remote layer whose server refuses its tiles or images shows the layer's
 * title and the server's reason (`layerProblemMessage`), once per reason. Removed when the
 * listing closes.
 */
export function useListingLayer(
  listing: Listing | undefined,
  box: readonly number[] | undefined,
  opacity: number,
): void {
  const map = useAtlasMap();
  const { client, toasts } = useAtlasServices();
  const [remote, setRemote] = useState<{ id: number; layer: RemoteLayer } | undefined>();
  const id = listing?.id;
  const remoteType = listing ? isRemoteLayerType(listing.listingType) : false;

  useEffect(() => {
    if (id === undefined || !remoteType) return;
    const controller = new AbortController();
    client.uploads
      .remoteLayer(id, { signal: controller.signal })
      .then((layer) => setRemote({ id, layer }))
      .catch(() => {
        if (!controller.signal.aborted) toasts.getState().error(MAP_UNAVAILABLE_MESSAGE);
      });
    return () => controller.abort();
  }, [client, toasts, id, remoteType]);

  const layer = remote && remote.id === id ? remote.layer : undefined;
  const spec = useMemo(
    () => (listing ? listingLayerSpec(listing, box, layer) : null),
    [listing, box, layer],
  );

  useEffect(() => {
    // The map keeps the same layer for an equal spec, so opacity changes do not reload it.
    map?.showListingLayer(spec, opacity);
  }, [map, spec, opacity]);

  const title = listing?.title ?? '';
  const shown = useRef('');
  useEffect(() => {
    if (!map || id === undefined) return;
    shown.current = '';
    // A remote server's refusal names the layer and gives its reason, once per reason (a refused
    // tile per pan is one message, not dozens).
    const off = map.on('layererror', ({ message }) => {
      const text = remoteType ? layerProblemMessage(title, message) : MAP_UNAVAILABLE_MESSAGE;
      if (text === shown.current) return;
      shown.current = text;
      toasts.getState().error(text);
    });
    return off;
  }, [map, toasts, id, title, remoteType]);

  useEffect(() => {
    if (!map) return;
    return () => map.showListingLayer(null);
  }, [map]);
}
