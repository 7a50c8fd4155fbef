import { useEffect, useMemo, useRef, useState } from 'react';
import { isRemoteLayerType, type Listing, type RemoteLayer } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { MAP_UNAVAILABLE_MESSAGE } from '@unfurl/stores';
import { useAtlasServices } from '../services/services-context';
import { layerProblemMessage } from './layer-problem-message';
import { listingLayerSpec, previewLayerSpec } from './listing-layer-spec';

/** The notice of a listing drawn as its preview because its own layer could not be loaded. */
export const PREVIEW_ONLY_MESSAGE =
  "This map's own layer could not be loaded: its preview is shown instead.";

/**
 * Draws an open listing as itself on the map at `opacity` (issue #4): fetches a remote layer's
 * description first; a layer that cannot be loaded shows 'The map you are looking for can not be
 * displayed'. A remote layer whose server refuses its tiles or images shows the layer's
 * title and the server's reason (`layerProblemMessage`), once per reason. A listing whose own
 * layer cannot be loaded at all (a remote layer without its description, a GIF without its file)
 * but that has a preview is drawn as that preview, with a notice saying so, instead of an empty
 * map. Removed when the listing closes.
 */
export function useListingLayer(
  listing: Listing | undefined,
  box: readonly number[] | undefined,
  opacity: number,
): void {
  const map = useAtlasMap();
  const { client, toasts } = useAtlasServices();
  const [remote, setRemote] = useState<{ id: number; layer: RemoteLayer } | undefined>();
  // The listing drawn as its preview because its own layer could not be loaded.
  const [previewOnly, setPreviewOnly] = useState<number | undefined>();
  const id = listing?.id;
  const remoteType = listing ? isRemoteLayerType(listing.listingType) : false;
  const hasPreview = Boolean(listing?.previewUrl);
  const gifType = listing?.listingType === 'GIF';

  /** Its own layer failed: the preview, said in a notice, or else R-231's message. */
  const unavailable = useRef<() => void>(() => undefined);
  unavailable.current = () => {
    if (id === undefined) return;
    if (hasPreview && previewOnly !== id) {
      setPreviewOnly(id);
      toasts.getState().info(PREVIEW_ONLY_MESSAGE);
    } else toasts.getState().error(MAP_UNAVAILABLE_MESSAGE);
  };

  useEffect(() => {
    if (id === undefined || !remoteType) return;
    const controller = new AbortController();
    client.uploads
      .remoteLayer(id, { signal: controller.signal })
      .then((layer) => setRemote({ id, layer }))
      .catch(() => {
        if (!controller.signal.aborted) unavailable.current();
      });
    return () => controller.abort();
  }, [client, toasts, id, remoteType]);

  const layer = remote && remote.id === id ? remote.layer : undefined;
  const asPreview = previewOnly !== undefined && previewOnly === id;
  const spec = useMemo(() => {
    if (!listing) return null;
    return asPreview ? previewLayerSpec(listing, box) : listingLayerSpec(listing, box, layer);
  }, [listing, box, layer, asPreview]);

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
      // A GIF's own file that does not load: its preview instead (once).
      if (gifType && !asPreview) return unavailable.current();
      const text = remoteType ? layerProblemMessage(title, message) : MAP_UNAVAILABLE_MESSAGE;
      if (text === shown.current) return;
      shown.current = text;
      toasts.getState().error(text);
    });
    return off;
  }, [map, toasts, id, title, remoteType, gifType, asPreview]);

  useEffect(() => {
    if (!map) return;
    return () => map.showListingLayer(null);
  }, [map]);
}
