/** Word lists of the generated demo listings: each subject carries its category, type and tags. */
export interface DemoSubject {
  readonly title: string;
  readonly category: string;
  readonly tags: readonly string[];
}

/** Subjects of generated maps; the index also picks the category. */
export const DEMO_SUBJECTS: readonly DemoSubject[] = [
  { title: 'Crop health (NDVI)', category: 'agriculture', tags: ['ndvi', 'crops', 'farming'] },
  { title: 'Irrigated fields', category: 'agriculture', tags: ['irrigation', 'water', 'farming'] },
  { title: 'Temperature anomaly', category: 'climate', tags: ['temperature', 'warming'] },
  { title: 'Rainfall outlook', category: 'climate', tags: ['rain', 'precipitation', 'forecast'] },
  { title: 'Heritage sites', category: 'culture', tags: ['heritage', 'monuments'] },
  { title: 'Population density', category: 'demographics', tags: ['population', 'census'] },
  { title: 'Desert patterns', category: 'earth-art', tags: ['desert', 'dunes', 'patterns'] },
  { title: 'Trade corridors', category: 'economic', tags: ['trade', 'ports', 'economy'] },
  { title: 'Wildfire burn scar', category: 'environment', tags: ['wildfire', 'fire', 'burn'] },
  { title: 'Flood extent', category: 'environment', tags: ['flood', 'water', 'disaster'] },
  { title: 'Forest loss', category: 'environment', tags: ['forest', 'deforestation'] },
  { title: 'Geological map', category: 'geology', tags: ['rocks', 'faults', 'minerals'] },
  { title: 'Historic city plan', category: 'history', tags: ['historic', 'old map', 'city'] },
  { title: 'Battlefield survey', category: 'history', tags: ['battle', 'historic'] },
  { title: 'True colour mosaic', category: 'imagery', tags: ['satellite', 'true colour'] },
  { title: 'False colour infrared', category: 'imagery', tags: ['satellite', 'infrared'] },
  { title: 'Bathymetry chart', category: 'marine-nautical', tags: ['bathymetry', 'ocean', 'depth'] },
  { title: 'Shipping lanes', category: 'marine-nautical', tags: ['shipping', 'ocean', 'ports'] },
  { title: 'Election results', category: 'politics', tags: ['election', 'votes'] },
  { title: 'Radar backscatter', category: 'radar', tags: ['sar', 'radar', 'sentinel-1'] },
  { title: 'Elevation model', category: 'elevation-topography', tags: ['dem', 'elevation', 'terrain'] },
  { title: 'Glacier retreat', category: 'elevation-topography', tags: ['glacier', 'ice', 'climate'] },
  { title: 'Road network', category: 'transport', tags: ['roads', 'traffic'] },
  { title: 'Rail lines', category: 'transport', tags: ['rail', 'trains'] },
  { title: 'Urban heat island', category: 'urban', tags: ['heat', 'city', 'temperature'] },
  { title: 'Building footprints', category: 'urban', tags: ['buildings', 'city'] },
];

/** Places of generated maps: name, longitude, latitude. */
export const DEMO_PLACES: readonly (readonly [string, number, number])[] = [
  ['Iceland', -18.6, 64.9], ['Norway', 8.5, 61.0], ['Scotland', -4.2, 56.8], ['Ireland', -8.0, 53.2],
  ['Paris', 2.35, 48.86], ['the Alps', 10.0, 46.5], ['Rome', 12.5, 41.9], ['Andalusia', -4.7, 37.4],
  ['Berlin', 13.4, 52.5], ['Poland', 19.1, 52.0], ['Greece', 22.0, 39.0], ['Istanbul', 29.0, 41.0],
  ['Cairo', 31.2, 30.0], ['the Nile Delta', 31.0, 31.0], ['the Sahara', 2.0, 23.0], ['Morocco', -6.0, 31.8],
  ['Lagos', 3.4, 6.5], ['Kenya', 37.9, 0.0], ['Ethiopia', 39.5, 9.1], ['Madagascar', 46.9, -18.8],
  ['Cape Town', 18.4, -33.9], ['Namibia', 17.0, -22.5], ['the Congo Basin', 22.0, -1.0], ['Dubai', 55.3, 25.2],
  ['Tehran', 51.4, 35.7], ['the Himalaya', 86.9, 27.9], ['Delhi', 77.2, 28.6], ['Mumbai', 72.9, 19.1],
  ['Bangladesh', 90.4, 23.7], ['Sri Lanka', 80.7, 7.9], ['Bangkok', 100.5, 13.8], ['the Mekong', 105.8, 10.0],
  ['Jakarta', 106.8, -6.2], ['Borneo', 114.0, 1.0], ['Manila', 121.0, 14.6], ['Beijing', 116.4, 39.9],
  ['Shanghai', 121.5, 31.2], ['Seoul', 127.0, 37.6], ['Tokyo', 139.7, 35.7], ['Hokkaido', 142.8, 43.2],
  ['Kamchatka', 159.0, 56.0], ['Siberia', 105.0, 62.0], ['Mongolia', 103.8, 46.9], ['Kazakhstan', 66.9, 48.0],
  ['Sydney', 151.2, -33.9], ['the Great Barrier Reef', 147.0, -18.0], ['Perth', 115.9, -31.9],
  ['New Zealand', 172.0, -42.0], ['Fiji', 178.0, -17.8], ['Hawaii', -155.5, 19.9], ['Alaska', -150.0, 64.0],
  ['Vancouver', -123.1, 49.3], ['California', -119.4, 36.8], ['Arizona', -111.9, 34.0], ['Texas', -99.0, 31.0],
  ['Chicago', -87.6, 41.9], ['New York', -74.0, 40.7], ['Florida', -81.5, 27.7], ['Quebec', -71.2, 46.8],
  ['Greenland', -42.0, 72.0], ['Mexico City', -99.1, 19.4], ['the Yucatan', -89.0, 20.0], ['Cuba', -79.5, 21.5],
  ['Colombia', -74.3, 4.6], ['the Amazon', -62.0, -3.5], ['Lima', -77.0, -12.0], ['the Andes', -70.0, -20.0],
  ['Sao Paulo', -46.6, -23.5], ['Buenos Aires', -58.4, -34.6], ['Patagonia', -70.0, -46.0],
  ['Antarctica', 0.0, -75.0], ['the North Sea', 3.0, 56.0], ['the Mediterranean', 18.0, 35.0],
];

/** Listing types of generated maps with their weights (out of 100). */
export const DEMO_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['IMAGE', 25], ['COG', 15], ['TILE_LAYER', 15], ['WMS', 10], ['WMTS', 5], ['LO_FI', 10],
  ['GIF', 8], ['EXTERNAL_TILE_LAYER', 7], ['ORDER', 3], ['NOT_SUPPORTED', 2],
];

/** Opening sentences of generated descriptions. */
export const DEMO_DESCRIPTIONS: readonly string[] = [
  'A detailed map compiled from public sources and field notes.',
  'Derived from multi-temporal satellite observations, cloud-masked and mosaicked.',
  'Digitised from an archival paper sheet and georeferenced with ground control points.',
  'A quick low-fidelity sketch for planning, not for navigation.',
  'Animated sequence showing change over several seasons.',
  'Processed at 10 m resolution with atmospheric correction.',
];
