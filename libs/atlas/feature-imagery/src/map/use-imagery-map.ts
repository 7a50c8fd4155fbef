import { useCallback, useEffect } from 'react';
import type { ImageryBbox } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import type { ImageryStore } from '../state/imagery-state';

const toBounds = ([west, south, east, north]: ImageryBbox) => ({ west, south, east, north });

/**
 * Binds the imagery store to the map: the area box, box select (a drag on the map sets the area
 * and ends box select), the rendered image with its layer opacity (above the listing footprints,
 * which are outlined only while it is shown, or switched off), and the map zoom. Everything
 * is removed from the map when the panel closes. Returns a function that fits the map to the area.
 */
export function useImageryMap(store: ImageryStore): () => void {
  const map = useAtlasMap();

  useEffect(() => {
    if (!map) return;
    const overlay = map.imagery();
    let boxSelect = false;
    const apply = () => {
      const s = store.getState();
      overlay.setArea(s.area && s.area.every(Number.isFinite) ? toBounds(s.area) : null);
      if (s.boxSelectActive !== boxSelect) {
        boxSelect = s.boxSelectActive;
        if (boxSelect) {
          overlay.startBoxSelect((bounds) => {
            store.getState().setArea([bounds.west, bounds.south, bounds.east, bounds.north]);
            store.getState().endBoxSelect();
          });
        } else overlay.stopBoxSelect();
      }
      // Footprints never tint the imagery: outlines only while an image is shown, or none.
      map.setFootprintsMode(!s.footprintsShown ? 'hidden' : s.image ? 'outline' : 'normal');
      overlay.setImage(
        s.image
          ? { url: s.image.url, bounds: toBounds(s.image.bbox), opacity: s.selectedOpacity() }
          : null,
      );
    };
    apply();
    const unsubscribe = store.subscribe(apply);
    store.getState().setMapZoom(map.getZoom());
    const offMove = map.on('moveend', ({ zoom }) => store.getState().setMapZoom(zoom));
    return () => {
      unsubscribe();
      offMove();
      overlay.stopBoxSelect();
      overlay.setArea(null);
      overlay.setImage(null);
      map.setFootprintsMode('normal');
    };
  }, [map, store]);

  return useCallback(() => {
    const area = store.getState().area;
    if (map && area && area.every(Number.isFinite)) map.fitTo(toBounds(area), { maxZoom: 13 });
  }, [map, store]);
}
