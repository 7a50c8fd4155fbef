import './footprints-toggle.css';
import { useStore } from 'zustand';
import type { ImageryStore } from '../state/imagery-state';

/**
 * Switches the listing footprints of the map on or off on the imagery pages. While an image is
 * shown they are outlines only, beneath it, so they never tint the imagery.
 */
export function FootprintsToggle({ store }: { readonly store: ImageryStore }) {
  const shown = useStore(store, (s) => s.footprintsShown);
  return (
    <label className="imagery-footprints">
      <input
        type="checkbox"
        checked={shown}
        data-testid="footprints-toggle"
        onChange={(e) => store.getState().setFootprintsShown(e.target.checked)}
      />
      <span>Show map listings (footprints) on the map</span>
    </label>
  );
}
