import { UNFURL_AUTHOR, rgbHex } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const L2A = 'sentinel-2-l2a' as const;

/** NDVI colour stops of Enhanced Vegetation Health (ends as in notes §2; fewer stops, ours). */
export const NDVI_STOPS = [
  [-0.5, 0x0c0c0c],
  [0, 0xeaeaea],
  [0.1, 0xccc682],
  [0.2, 0x91bf51],
  [0.4, 0x4f892d],
  [0.6, 0x0f540a],
  [1, 0x004400],
] as const;

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}` as const;

/** Enhanced Vegetation Health: NDVI = index(B08, B04) on a colour ramp (notes §2, variant b). */
export const VEGETATION_HEALTH_S2: BuiltInScript = {
  id: 's2-enhanced-vegetation-health',
  name: 'Enhanced Vegetation Health',
  basicName: 'ndvi',
  sentinelSatelliteType: L2A,
  description:
    'NDVI: bare ground and water grey to white, sparse plants yellow, dense forest green.',
  author: UNFURL_AUTHOR,
  formula: 'NDVI = (B08 − B04)/(B08 + B04) through a 7-stop ramp from −0.5 #0c0c0c to 1 #004400',
  legend: {
    kind: 'ramp',
    quantity: 'NDVI',
    stops: NDVI_STOPS.map(([value, color]) => ({ value, color: hex(color) })),
  },
  script: `//VERSION=3
var ramp = new ColorRampVisualizer(${JSON.stringify(NDVI_STOPS)});
function setup() {
  return { input: ['B04', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var c = ramp.process(index(s.B08, s.B04));
  return [c[0], c[1], c[2], s.dataMask];
}`,
};

/** Scene classification colours, class 0..11 (notes §2, Landuse variant b). */
export const SCL_CLASSES = [
  ['No data', [0, 0, 0]],
  ['Saturated or defective', [255, 0, 0]],
  ['Dark area', [47, 47, 47]],
  ['Cloud shadow', [100, 50, 0]],
  ['Vegetation', [0, 160, 0]],
  ['Not vegetated', [255, 230, 90]],
  ['Water', [0, 0, 255]],
  ['Unclassified', [128, 128, 128]],
  ['Cloud, medium probability', [192, 192, 192]],
  ['Cloud, high probability', [255, 255, 255]],
  ['Thin cirrus', [100, 200, 255]],
  ['Snow or ice', [255, 150, 255]],
] as const;

/** Simplified Landuse Classification: the L2A scene classification as fixed colours. */
export const LANDUSE_S2: BuiltInScript = {
  id: 's2-simplified-landuse-classification',
  name: 'Simplified Landuse Classification',
  basicName: 'landuse',
  sentinelSatelliteType: L2A,
  description:
    'Each pixel coloured by its scene class: vegetation, bare soil, water, cloud, snow...',
  author: UNFURL_AUTHOR,
  formula:
    'SCL class 0..11 → fixed RGB (4 vegetation (0,160,0), 6 water (0,0,255), 9 cloud (255,255,255))',
  legend: {
    kind: 'categories',
    items: SCL_CLASSES.map(([label, [r, g, b]]) => ({ label, color: rgbHex(r, g, b) })),
  },
  script: `//VERSION=3
var COLORS = ${JSON.stringify(SCL_CLASSES.map(([, c]) => c))};
function setup() {
  return { input: [{ bands: ['SCL', 'dataMask'], units: 'DN' }], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var c = COLORS[Math.round(s.SCL)] || COLORS[0];
  return [c[0] / 255, c[1] / 255, c[2] / 255, s.dataMask];
}`,
};

/**
 * Leaf Area Index. The SNAP neural net of the reference needs weights and per-pixel angles the
 * notes do not give, so this uses the published empirical EVI relation (Boegh et al. 2002):
 * LAI = 3.618·EVI − 0.118, with EVI = 2.5·(B08 − B04)/(B08 + 6·B04 − 7.5·B02 + 1).
 */
export const LEAF_AREA_INDEX_S2: BuiltInScript = {
  id: 's2-leaf-area-index',
  name: 'Leaf Area Index',
  basicName: 'lai',
  sentinelSatelliteType: L2A,
  description: 'Leaf area per ground area, from 0 (bare) to 6 and more (dense canopy).',
  author: UNFURL_AUTHOR,
  formula:
    'LAI = 3.618·EVI − 0.118 (Boegh 2002), ramp 0 #8c5a2b, 1.5 #e8d67a, 3 #6cb84a, 6 #0b4d1a',
  legend: {
    kind: 'ramp',
    quantity: 'LAI (m²/m²)',
    stops: [
      { value: 0, color: '#8c5a2b' },
      { value: 1.5, color: '#e8d67a' },
      { value: 3, color: '#6cb84a' },
      { value: 6, color: '#0b4d1a' },
    ],
  },
  script: `//VERSION=3
var ramp = new ColorRampVisualizer([[0, 0x8c5a2b], [1.5, 0xe8d67a], [3, 0x6cb84a], [6, 0x0b4d1a]]);
function setup() {
  return { input: ['B02', 'B04', 'B08', 'dataMask'], output: [{ id: 'default', bands: 4 }, { id: 'index', bands: 1, sampleType: 'FLOAT32' }] };
}
function evaluatePixel(s) {
  var evi = 2.5 * (s.B08 - s.B04) / (s.B08 + 6 * s.B04 - 7.5 * s.B02 + 1);
  var lai = 3.618 * evi - 0.118;
  var c = ramp.process(lai);
  return { default: [c[0], c[1], c[2], s.dataMask], index: [lai] };
}`,
};

/** Artistic NDVI: NDVI(B8A, B04) on a 12-class palette over vegetation (SCL 4), else 3× RGB. */
export const ARTISTIC_NDVI_S2: BuiltInScript = {
  id: 's2-artistic-ndvi',
  name: 'Artistic NDVI',
  basicName: 'artistic-ndvi',
  sentinelSatelliteType: L2A,
  description: 'Vegetation painted by NDVI class on top of a natural-colour background.',
  author: UNFURL_AUTHOR,
  formula:
    'SCL = 4: ColorMap over index(B8A, B04) (−1 #000000, −0.2 #a50026 … 0.9 #006837); else [3·B04, 3·B03, 3·B02]',
  legend: {
    kind: 'ramp',
    quantity: 'NDVI (vegetation only)',
    stops: artisticStops().map(([value, color]) => ({ value, color: hex(color) })),
  },
  script: `//VERSION=3
var map = new ColorMapVisualizer(${JSON.stringify(artisticStops())});
function setup() {
  return { input: [{ bands: ['B02', 'B03', 'B04', 'B8A', 'dataMask'] }, { bands: ['SCL'], units: 'DN' }], output: { bands: 4 } };
}
function evaluatePixel(s) {
  if (s.SCL === 4) {
    var c = map.process(index(s.B8A, s.B04));
    return [c[0], c[1], c[2], s.dataMask];
  }
  return [3 * s.B04, 3 * s.B03, 3 * s.B02, s.dataMask];
}`,
};

/** The 12 discrete NDVI classes of Artistic NDVI (ColorBrewer RdYlGn steps). */
export function artisticStops(): [number, number][] {
  return [
    [-1, 0x000000],
    [-0.2, 0xa50026],
    [-0.1, 0xd73027],
    [0, 0xf46d43],
    [0.1, 0xfdae61],
    [0.2, 0xfee08b],
    [0.3, 0xffffbf],
    [0.4, 0xd9ef8b],
    [0.5, 0xa6d96a],
    [0.6, 0x66bd63],
    [0.7, 0x1a9850],
    [0.9, 0x006837],
  ];
}
