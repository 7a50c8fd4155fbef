import { UNFURL_AUTHOR } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const L2A = 'sentinel-2-l2a' as const;

/**
 * Water Detection (notes §2, variant b): water where MNDWI = index(B03, B11) > 0.1, or
 * NDWI = index(B03, B08) > 0.2, or SWI = index(B05, B11) > 0.03, shown blue; elsewhere 2× RGB.
 */
export const WATER_DETECTION_S2: BuiltInScript = {
  id: 's2-water-detection',
  name: 'Water Detection',
  basicName: 'water-detection',
  sentinelSatelliteType: L2A,
  description: 'Open water in bright blue over a natural-colour background.',
  author: UNFURL_AUTHOR,
  formula:
    'MNDWI(B03,B11) > 0.1 or NDWI(B03,B08) > 0.2 or SWI(B05,B11) > 0.03 → [0, 0, 1]; else [2·B04, 2·B03, 2·B02]',
  legend: {
    kind: 'categories',
    items: [
      { label: 'Water', color: '#0000ff' },
      { label: 'Land (natural colour)', color: '#8a7f62' },
    ],
  },
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B05', 'B08', 'B11', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  if (index(s.B03, s.B11) > 0.1 || index(s.B03, s.B08) > 0.2 || index(s.B05, s.B11) > 0.03) {
    return [0, 0, 1, s.dataMask];
  }
  return [2 * s.B04, 2 * s.B03, 2 * s.B02, s.dataMask];
}`,
};

/** Chlorophyll (MCI) colour stops of Enhanced Water Color (range from notes §2; colours ours). */
const MCI_STOPS = [
  [-0.005, 0x0b1e6e],
  [0.01, 0x0096c8],
  [0.025, 0x1acc4d],
  [0.05, 0xe6e619],
] as const;

/**
 * Enhanced Water Color (notes §2): over water (NDWI(B03, B08) > 0) the maximum chlorophyll index
 * MCI = B05 − (0.035/0.075)·B04 − (1 − 0.035/0.075)·B06 on a ramp over −0.005..0.05; land keeps
 * 2.5× natural colour.
 */
export const ENHANCED_WATER_COLOR_S2: BuiltInScript = {
  id: 's2-enhanced-water-color',
  name: 'Enhanced Water Color',
  basicName: 'water-color',
  sentinelSatelliteType: L2A,
  description:
    'Chlorophyll in water from deep blue (clear) to yellow (rich), land in natural colour.',
  author: UNFURL_AUTHOR,
  formula:
    'NDWI(B03,B08) > 0: MCI = B05 − 0.4667·B04 − 0.5333·B06 on a ramp −0.005..0.05; else [2.5·B04, 2.5·B03, 2.5·B02]',
  legend: {
    kind: 'ramp',
    quantity: 'MCI (chlorophyll)',
    stops: MCI_STOPS.map(([value, color]) => ({
      value,
      color: `#${color.toString(16).padStart(6, '0')}` as const,
    })),
  },
  script: `//VERSION=3
var ramp = new ColorRampVisualizer(${JSON.stringify(MCI_STOPS)});
var K = (0.74 - 0.705) / (0.74 - 0.665);
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B05', 'B06', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  if (index(s.B03, s.B08) > 0) {
    var c = ramp.process(s.B05 - K * s.B04 - (1 - K) * s.B06);
    return [c[0], c[1], c[2], s.dataMask];
  }
  return [2.5 * s.B04, 2.5 * s.B03, 2.5 * s.B02, s.dataMask];
}`,
};

/** Chlorophyll-a stops in µg/L of Algae Detection (colours ours). */
const CHL_STOPS = [
  [0, 0x0033cc],
  [10, 0x00cccc],
  [30, 0x33e633],
  [60, 0xffff00],
  [120, 0xff8000],
  [300, 0xff0000],
] as const;

/**
 * Algae Detection (notes §2, variant b): NDCI = index(B05, B04); chlorophyll-a
 * = 826.57·N³ − 176.43·N² + 19·N + 4.071 µg/L over water (MNDWI(B03, B11) > 0.42 or
 * NDWI(B03, B08) > 0.4); land 2.5× natural colour.
 */
export const ALGAE_DETECTION_S2: BuiltInScript = {
  id: 's2-algae-detection',
  name: 'Algae Detection',
  basicName: 'algae-detection',
  sentinelSatelliteType: L2A,
  description: 'Chlorophyll-a in water from the NDCI: blue clear water to red algal blooms.',
  author: UNFURL_AUTHOR,
  formula:
    'water: chl = 826.57·N³ − 176.43·N² + 19·N + 4.071, N = (B05 − B04)/(B05 + B04), ramp 0..300 µg/L',
  legend: {
    kind: 'ramp',
    quantity: 'chlorophyll-a (µg/L)',
    stops: CHL_STOPS.map(([value, color]) => ({
      value,
      color: `#${color.toString(16).padStart(6, '0')}` as const,
    })),
  },
  script: `//VERSION=3
var ramp = new ColorRampVisualizer(${JSON.stringify(CHL_STOPS)});
function setup() {
  return {
    input: ['B02', 'B03', 'B04', 'B05', 'B08', 'B11', 'dataMask'],
    output: [{ id: 'default', bands: 4 }, { id: 'index', bands: 1, sampleType: 'FLOAT32' }]
  };
}
function evaluatePixel(s) {
  if (index(s.B03, s.B11) > 0.42 || index(s.B03, s.B08) > 0.4) {
    var n = index(s.B05, s.B04);
    var chl = 826.57 * n * n * n - 176.43 * n * n + 19 * n + 4.071;
    var c = ramp.process(chl);
    return { default: [c[0], c[1], c[2], s.dataMask], index: [chl] };
  }
  return { default: [2.5 * s.B04, 2.5 * s.B03, 2.5 * s.B02, s.dataMask], index: [NaN] };
}`,
};
