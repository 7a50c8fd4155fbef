import LayerGroup from 'ol/layer/Group';
import { createListingLayer, type ListingLayerHandle } from './create-listing-layer';
import { listingLayerKey, type ListingLayerSpec } from './listing-layer-spec';

/**
 * The one listing drawn as itself on the map (between the base maps and the footprints): an
 * image, an animated GIF, tiles, WMS or WMTS. Showing another replaces it; opacity is per layer.
 */
export class ListingLayer {
  readonly group = new LayerGroup({ zIndex: 6, properties: { name: 'listing-layer' } });
  private current: ListingLayerHandle | undefined;
  private key = '';

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  /** Draws this listing layer (or none) at `opacity` (0..1). */
  show(spec: ListingLayerSpec | null, opacity = 1): void {
    this.group.setOpacity(Math.max(0, Math.min(1, opacity)));
    const key = listingLayerKey(spec);
    if (key === this.key) return;
    this.key = key;
    this.current?.dispose();
    this.current = spec ? createListingLayer(spec, this.onError) : undefined;
    const layers = this.group.getLayers();
    layers.clear();
    if (this.current) layers.push(this.current.layer);
  }

  /** The kind drawn now, or null. */
  shownKind(): ListingLayerSpec['kind'] | null {
    return this.key ? (JSON.parse(this.key) as ListingLayerSpec).kind : null;
  }

  dispose(): void {
    this.show(null);
  }
}
