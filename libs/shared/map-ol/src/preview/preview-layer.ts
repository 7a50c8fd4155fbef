import ImageLayer from 'ol/layer/Image';
import Static from 'ol/source/ImageStatic';
import type { Bounds } from '../view/bounds';

/** A listing's preview image laid over its bounds (WGS84; reprojected to the map's view). */
export interface MapPreview {
  readonly url: string;
  readonly bounds: Bounds;
  /** Layer opacity 0..1; 1 by default. */
  readonly opacity?: number | undefined;
}

/** The layer that shows one preview image at a time, between the base maps and the footprints. */
export class PreviewLayer {
  readonly layer = new ImageLayer({ zIndex: 5, properties: { name: 'listing-preview' } });
  private current: string | null = null;

  /** Shows this preview, or none. */
  show(preview: MapPreview | null): void {
    this.layer.setOpacity(Math.max(0, Math.min(1, preview?.opacity ?? 1)));
    const key = preview ? `${preview.url}|${JSON.stringify(preview.bounds)}` : null;
    if (key === this.current) return;
    this.current = key;
    if (!preview) {
      this.layer.setSource(null);
      return;
    }
    const { west, south, east, north } = preview.bounds;
    this.layer.setSource(
      new Static({
        url: preview.url,
        imageExtent: [west, south, east, north],
        projection: 'EPSG:4326',
        interpolate: true,
      }),
    );
  }
}
