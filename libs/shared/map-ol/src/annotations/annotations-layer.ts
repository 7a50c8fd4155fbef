import type OlMap from 'ol/Map';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';

/** A GeoJSON Feature pinned to a map by a comment (WGS 84 longitude, latitude). */
export interface MapAnnotation {
  readonly type: 'Feature';
  readonly geometry: { readonly type: string; readonly coordinates: unknown };
  readonly properties: Readonly<Record<string, unknown>> | null;
}

/** Colour of comment annotations: amber, apart from footprints, imagery and the search pink. */
export const ANNOTATION_COLOR = '#ffb020';

const STYLE = new Style({
  stroke: new Stroke({ color: ANNOTATION_COLOR, width: 2 }),
  fill: new Fill({ color: 'rgba(255, 176, 32, 0.15)' }),
  image: new Circle({
    radius: 6,
    fill: new Fill({ color: ANNOTATION_COLOR }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});

/**
 * The annotations of a listing's comments, drawn above the listing and its footprints. The map
 * element carries `data-annotations` (how many are drawn) while any are shown.
 */
export class AnnotationsLayer {
  private readonly source = new VectorSource();
  private readonly layer = new VectorLayer({ source: this.source, style: STYLE, zIndex: 900 });
  private readonly format = new GeoJSON({
    dataProjection: 'EPSG:4326',
    featureProjection: 'EPSG:3857',
  });

  constructor(
    private readonly map: OlMap,
    private readonly target: HTMLElement,
  ) {
    this.map.addLayer(this.layer);
  }

  /** Draws exactly these annotations (replacing the ones before); unreadable ones are skipped. */
  show(annotations: readonly MapAnnotation[]): void {
    this.source.clear();
    const features = annotations.flatMap((annotation) => {
      try {
        return this.format.readFeatures(annotation);
      } catch {
        return [];
      }
    });
    this.source.addFeatures(features);
    if (features.length > 0) this.target.dataset['annotations'] = String(features.length);
    else delete this.target.dataset['annotations'];
  }

  /** Removes every annotation. */
  clear(): void {
    this.source.clear();
    delete this.target.dataset['annotations'];
  }

  dispose(): void {
    this.clear();
    this.map.removeLayer(this.layer);
  }
}
