import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { feature } from 'topojson-client';
import type { Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { OFFLINE_COLORS } from './offline-style';
import { unwrapRing } from './unwrap-ring';

const COUNTRY_STYLE = new Style({
  fill: new Fill({ color: OFFLINE_COLORS.land }),
  stroke: new Stroke({ color: OFFLINE_COLORS.border, width: 0.6 }),
});

let sharedSource: VectorSource | undefined;

/**
 * The Natural Earth countries (world-atlas, 1:50m, public domain) as one vector source shared by
 * every map on the page. The TopoJSON is a separate lazily loaded chunk; it ships with the app,
 * so the map is never blank without internet.
 */
export function offlineCountriesSource(): VectorSource {
  if (sharedSource) return sharedSource;
  const source = new VectorSource({ wrapX: true });
  sharedSource = source;
  void import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology;
    const countries = topology.objects['countries'] as GeometryCollection;
    const geojson = feature(topology, countries);
    for (const country of geojson.features) unwrapGeometry(country.geometry);
    const features = new GeoJSON().readFeatures(geojson, {
      dataProjection: 'EPSG:4326',
      featureProjection: 'EPSG:3857',
    });
    source.addFeatures(features);
  });
  return source;
}

/** Unwraps the rings of a (multi)polygon in place (see unwrapRing). */
function unwrapGeometry(geometry: Geometry | null): void {
  if (!geometry) return;
  if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(unwrapRing);
  if (geometry.type === 'MultiPolygon') {
    geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrapRing));
  }
}

/** A layer drawing the offline countries; it sits beneath every internet base layer. */
export function createOfflineBasemapLayer(): VectorLayer {
  return new VectorLayer({
    source: offlineCountriesSource(),
    style: COUNTRY_STYLE,
    zIndex: 0,
    updateWhileAnimating: true,
    updateWhileInteracting: true,
    properties: { name: 'offline-basemap' },
  });
}
