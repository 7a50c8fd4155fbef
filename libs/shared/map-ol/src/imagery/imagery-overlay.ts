import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { always } from 'ol/events/condition';
import { fromExtent } from 'ol/geom/Polygon';
import DragBox from 'ol/interaction/DragBox';
import DragPan from 'ol/interaction/DragPan';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import { transformExtent } from 'ol/proj';
import Static from 'ol/source/ImageStatic';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import type { Bounds } from '../view/bounds';
import type RenderEvent from 'ol/render/Event';

/** A rendered satellite image laid over its WGS84 box. */
export interface MapImage {
  /** Image URL (an object URL of the rendered PNG/JPEG, or any image address). */
  readonly url: string;
  readonly bounds: Bounds;
  /** 0..1 (default 1). */
  readonly opacity?: number;
}

/** Load state of the rendered image, also written to the map element as `data-imagery-image`. */
export type MapImageState = 'none' | 'loading' | 'loaded' | 'error';

const AREA_STYLE = new Style({
  stroke: new Stroke({ color: '#38bdf8', width: 2, lineDash: [8, 5] }),
  fill: new Fill({ color: 'rgba(56, 189, 248, 0.06)' }),
});

function toMapExtent(bounds: Bounds): number[] {
  return transformExtent(
    [bounds.west, bounds.south, bounds.east, bounds.north],
    'EPSG:4326',
    'EPSG:3857',
  );
}

/**
 * The imagery search overlay of the atlas map: the selected area as a dashed box, a box-select
 * interaction (drag on the map draws the area; panning pauses meanwhile) and the rendered image
 * laid over its box with its own opacity, above the base maps and the listing footprints.
 */
export class ImageryOverlay {
  private readonly areaSource = new VectorSource();
  private readonly areaLayer = new VectorLayer({
    source: this.areaSource,
    style: AREA_STYLE,
    zIndex: 14,
    properties: { name: 'imagery-area' },
  });
  // Above the listing footprints (10-12) and the listing layer (6): nothing tints the imagery.
  private readonly imageLayer = new ImageLayer({
    zIndex: 13,
    properties: { name: 'imagery-image' },
  });
  private dragBox: DragBox | null = null;
  private imageKey: string | null = null;
  /** Compare mode: the layers by key (bottom first) and the swipe position of the top one. */
  private compareLayers: { key: string; layer: ImageLayer<Static> }[] = [];
  private swipe = 0.5;

  constructor(
    private readonly map: OlMap,
    private readonly target: HTMLElement,
  ) {
    map.addLayer(this.imageLayer);
    map.addLayer(this.areaLayer);
    this.setImageState('none');
  }

  /** Shows the selected area as a dashed box, or none. */
  setArea(bounds: Bounds | null): void {
    this.areaSource.clear();
    if (bounds) this.areaSource.addFeature(new Feature(fromExtent(toMapExtent(bounds))));
  }

  /**
   * Starts box select: the next drag on the map draws a box and calls `onBox` with its WGS84
   * bounds; panning is paused until {@link stopBoxSelect}.
   */
  startBoxSelect(onBox: (bounds: Bounds) => void): void {
    this.stopBoxSelect();
    const dragBox = new DragBox({ condition: always, className: 'ol-dragbox imagery-dragbox' });
    dragBox.on('boxend', () => {
      const extent = dragBox.getGeometry().getExtent();
      const [west = 0, south = 0, east = 0, north = 0] = transformExtent(
        extent,
        'EPSG:3857',
        'EPSG:4326',
      );
      onBox({ west, south, east, north });
    });
    this.setPanning(false);
    this.map.addInteraction(dragBox);
    this.dragBox = dragBox;
    this.target.dataset['boxSelect'] = 'on';
  }

  /** Ends box select and resumes panning. */
  stopBoxSelect(): void {
    if (this.dragBox) this.map.removeInteraction(this.dragBox);
    this.dragBox = null;
    this.setPanning(true);
    delete this.target.dataset['boxSelect'];
  }

  /** Lays the rendered image over its box, or removes it (null). */
  setImage(image: MapImage | null): void {
    const key = image ? `${image.url}|${JSON.stringify(image.bounds)}` : null;
    if (image) this.imageLayer.setOpacity(image.opacity ?? 1);
    if (key === this.imageKey) return;
    this.imageKey = key;
    if (!image) {
      this.imageLayer.setSource(null);
      this.setImageState('none');
      return;
    }
    const { west, south, east, north } = image.bounds;
    const source = new Static({
      url: image.url,
      imageExtent: [west, south, east, north],
      projection: 'EPSG:4326',
      interpolate: true,
    });
    this.setImageState('loading');
    source.on('imageloadend', () => this.setImageState('loaded'));
    source.on('imageloaderror', () => this.setImageState('error'));
    this.imageLayer.setSource(source);
  }

  /**
   * Compare mode (EO Browser's): lays these images (bottom first, each at its opacity) instead of
   * the rendered image, the top one clipped to the left of the swipe (`swipe` 0..1 of the map
   * width), so the one beneath shows on the right; null leaves compare mode. Written to the map
   * element as `data-compare` (the number of images) and `data-swipe`.
   */
  setCompare(images: readonly MapImage[] | null, swipe = 0.5): void {
    this.swipe = Math.min(1, Math.max(0, swipe));
    const wanted = images ?? [];
    const keys = wanted.map((image) => `${image.url}|${JSON.stringify(image.bounds)}`);
    const same =
      keys.length === this.compareLayers.length &&
      keys.every((key, i) => this.compareLayers[i]?.key === key);
    if (!same) {
      for (const { layer } of this.compareLayers) this.map.removeLayer(layer);
      this.compareLayers = wanted.map((image, i) => {
        const { west, south, east, north } = image.bounds;
        const layer = new ImageLayer({
          zIndex: 13,
          properties: { name: `imagery-compare-${i}` },
          source: new Static({
            url: image.url,
            imageExtent: [west, south, east, north],
            projection: 'EPSG:4326',
            interpolate: true,
          }),
        });
        if (i === wanted.length - 1 && wanted.length > 1) {
          layer.on('prerender', (event) => this.clipToSwipe(event));
          layer.on('postrender', (event) => (event.context as CanvasRenderingContext2D).restore());
        }
        this.map.addLayer(layer);
        return { key: keys[i] ?? '', layer };
      });
    }
    wanted.forEach((image, i) => this.compareLayers[i]?.layer.setOpacity(image.opacity ?? 1));
    this.imageLayer.setVisible(images === null);
    this.compareLayers.at(-1)?.layer.changed();
    if (images) {
      this.target.dataset['compare'] = String(wanted.length);
      this.target.dataset['swipe'] = String(Math.round(this.swipe * 100));
    } else {
      delete this.target.dataset['compare'];
      delete this.target.dataset['swipe'];
    }
  }

  private clipToSwipe(event: RenderEvent): void {
    const context = event.context as CanvasRenderingContext2D;
    const { width, height } = context.canvas;
    context.save();
    context.beginPath();
    context.rect(0, 0, width * this.swipe, height);
    context.clip();
  }

  /** Opacity of the rendered image, 0..1. */
  setImageOpacity(opacity: number): void {
    this.imageLayer.setOpacity(Math.min(1, Math.max(0, opacity)));
  }

  /** Opacity of the rendered image, 0..1. */
  getImageOpacity(): number {
    return this.imageLayer.getOpacity();
  }

  /** Removes the layers and the interaction. */
  dispose(): void {
    this.stopBoxSelect();
    this.setCompare(null);
    this.map.removeLayer(this.imageLayer);
    this.map.removeLayer(this.areaLayer);
  }

  private setImageState(state: MapImageState): void {
    this.target.dataset['imageryImage'] = state;
  }

  private setPanning(active: boolean): void {
    this.map.getInteractions().forEach((interaction) => {
      if (interaction instanceof DragPan) interaction.setActive(active);
    });
  }
}
