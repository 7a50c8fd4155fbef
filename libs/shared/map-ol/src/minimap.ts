import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { fromExtent } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { createOfflineBasemapLayer } from './offline/offline-basemap';
import { OFFLINE_COLORS } from './offline/offline-style';
import type { MoveEndEvent } from './atlas-map';
import type { LatLng } from './view/mercator';

/** Options of createMinimap. */
export interface MinimapOptions {
  readonly target: HTMLElement;
  /** Keeps the overview centre inside a range (the spec's minimap clamp, 1§5). */
  readonly clamp: (position: LatLng) => LatLng;
  /** How many zoom levels the overview sits below the main map. */
  readonly zoomOffset?: number;
  /** Called with the clicked position, e.g. to fly the main map there. */
  readonly onClick?: (position: LatLng) => void;
}

/** A small overview map of the offline basemap with the main view's extent drawn on it. */
export interface Minimap {
  /** Follows the main map after it moved. */
  follow(event: MoveEndEvent): void;
  destroy(): void;
}

/** Creates an interaction-free overview map in `target`. */
export function createMinimap(options: MinimapOptions): Minimap {
  const frame = new VectorSource();
  const map = new OlMap({
    target: options.target,
    controls: [],
    interactions: [],
    layers: [
      createOfflineBasemapLayer(),
      new VectorLayer({
        source: frame,
        style: new Style({
          stroke: new Stroke({ color: '#38bdf8', width: 1.5 }),
          fill: new Fill({ color: 'rgba(56, 189, 248, 0.12)' }),
        }),
      }),
    ],
    view: new View({ center: [0, 0], zoom: 0, minZoom: 0, enableRotation: false }),
  });
  options.target.style.background = OFFLINE_COLORS.ocean;
  if (options.onClick) {
    const onClick = options.onClick;
    map.on('click', (event) => {
      const [lng = 0, lat = 0] = toLonLat(event.coordinate);
      onClick({ lat, lng });
    });
  }
  const offset = options.zoomOffset ?? 4;
  return {
    follow(event) {
      const center = options.clamp({ lat: event.lat, lng: event.lng });
      const view = map.getView();
      view.setCenter(fromLonLat([center.lng, center.lat]));
      view.setZoom(Math.max(0, event.zoom - offset));
      const { west, south, east, north } = event.bounds;
      frame.clear();
      if (east - west < 300) {
        const extent = transformExtent([west, south, east, north], 'EPSG:4326', 'EPSG:3857');
        frame.addFeature(new Feature(fromExtent(extent)));
      }
    },
    destroy() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
