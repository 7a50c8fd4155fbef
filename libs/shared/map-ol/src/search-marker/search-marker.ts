import './search-marker.css';
import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';

/** Colour of the searched point: a bright pink no basemap, footprint or imagery uses. */
export const SEARCH_MARKER_COLOR = '#ff2d95';

/** A searched point: where, the label shown beside it, and what the label's clear button does. */
export interface SearchMarkerSpec {
  readonly lat: number;
  readonly lng: number;
  /** The coordinate as the user typed it (or formatted). */
  readonly label: string;
  readonly onClear?: () => void;
}

const STYLE = new Style({
  image: new Circle({
    radius: 9,
    fill: new Fill({ color: SEARCH_MARKER_COLOR }),
    stroke: new Stroke({ color: '#ffffff', width: 3 }),
  }),
});

/**
 * The marker and label of a coordinate search: a dot drawn above everything at the point and a
 * label (text and a clear button) beside it. The map element carries `data-search-marker`
 * ("lat,lng") while one is shown.
 */
export class SearchMarker {
  private readonly source = new VectorSource();
  private readonly layer = new VectorLayer({ source: this.source, style: STYLE, zIndex: 1000 });
  private readonly overlay: Overlay;
  private readonly element = document.createElement('div');

  constructor(
    private readonly map: OlMap,
    private readonly target: HTMLElement,
  ) {
    this.element.className = 'atlas-search-marker';
    this.element.setAttribute('data-testid', 'search-marker-label');
    this.overlay = new Overlay({
      element: this.element,
      positioning: 'bottom-center',
      offset: [0, -16],
      stopEvent: true,
    });
    this.map.addLayer(this.layer);
  }

  /** Puts the marker at a point (replacing any other). */
  show(spec: SearchMarkerSpec): void {
    const at = fromLonLat([spec.lng, spec.lat]);
    this.source.clear();
    this.source.addFeature(new Feature(new Point(at)));
    this.element.replaceChildren(this.labelText(spec.label), this.clearButton(spec.onClear));
    this.overlay.setPosition(at);
    if (!this.map.getOverlays().getArray().includes(this.overlay))
      this.map.addOverlay(this.overlay);
    this.target.dataset['searchMarker'] = `${spec.lat},${spec.lng}`;
  }

  /** Removes the marker and its label. */
  clear(): void {
    this.source.clear();
    this.map.removeOverlay(this.overlay);
    delete this.target.dataset['searchMarker'];
  }

  dispose(): void {
    this.clear();
    this.map.removeLayer(this.layer);
  }

  private labelText(label: string): HTMLElement {
    const text = document.createElement('span');
    text.className = 'atlas-search-marker__text';
    text.textContent = label;
    return text;
  }

  private clearButton(onClear: (() => void) | undefined): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'atlas-search-marker__clear';
    button.setAttribute('aria-label', 'Clear the marker');
    button.textContent = '×';
    button.addEventListener('click', () => {
      this.clear();
      onClear?.();
    });
    return button;
  }
}
