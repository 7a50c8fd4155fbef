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
 * The Natural Earth countries (world-atlas 1:50m, public domain, simplified for world and
 * continent zooms by scripts/simplify-countries.ts): a static TopoJSON file (`.tjson`: compact, an
 * extension Prettier leaves alone) the build emits with a content hash, fetched after the first paint. It ships with the app, so the map is never blank
 * without internet.
 */
export const OFFLINE_COUNTRIES_URL = new URL('./countries.tjson', import.meta.url).href;

/** Reads a JSON document (the browser's fetch by default). */
export type JsonLoader = (url: string) => Promise<unknown>;

const fetchJson: JsonLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<unknown>;
};

/**
 * Loads the offline countries into `source`. A failure leaves the source empty: the map keeps its
 * plain ocean background (and any internet base layer) instead of failing.
 */
export async function loadOfflineCountries(
  source: VectorSource,
  load: JsonLoader = fetchJson,
): Promise<void> {
  let topology: Topology;
  try {
    topology = (await load(OFFLINE_COUNTRIES_URL)) as Topology;
  } catch {
    return;
  }
  const countries = topology.objects['countries'] as GeometryCollection;
  const geojson = feature(topology, countries);
  for (const country of geojson.features) unwrapGeometry(country.geometry);
  const features = new GeoJSON().readFeatures(geojson, {
    dataProjection: 'EPSG:4326',
    featureProjection: 'EPSG:3857',
  });
  source.addFeatures(features);
}

/**
 * The offline countries as one vector source shared by every map on the page; it fills when
 * {@link OFFLINE_COUNTRIES_URL} arrives (never on the critical path of the first paint).
 */
export function offlineCountriesSource(): VectorSource {
  if (sharedSource) return sharedSource;
  const source = new VectorSource({ wrapX: true });
  sharedSource = source;
  void loadOfflineCountries(source);
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
