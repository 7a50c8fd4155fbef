import { UNFURL_AUTHOR, channelsLegend } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const L2A = 'sentinel-2-l2a' as const;

/** True Color: 2.5 × reflectance of B04, B03, B02 (notes §2). */
export const TRUE_COLOR_S2: BuiltInScript = {
  id: 's2-true-color',
  name: 'True Color',
  basicName: 'true-color',
  sentinelSatelliteType: L2A,
  description: 'Red, green and blue bands brightened 2.5 times: the Earth as the eye would see it.',
  author: UNFURL_AUTHOR,
  formula: '[2.5·B04, 2.5·B03, 2.5·B02, dataMask]',
  legend: channelsLegend('B04 (red)', 'B03 (green)', 'B02 (blue)'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  return [2.5 * s.B04, 2.5 * s.B03, 2.5 * s.B02, s.dataMask];
}`,
};

/** False Color: near infrared, red, green × 2.5 (notes §2). */
export const FALSE_COLOR_S2: BuiltInScript = {
  id: 's2-false-color',
  name: 'False Color',
  basicName: 'false-color',
  sentinelSatelliteType: L2A,
  description:
    'Near-infrared as red: healthy vegetation shows bright red, cities cyan, water dark.',
  author: UNFURL_AUTHOR,
  formula: '[2.5·B08, 2.5·B04, 2.5·B03, dataMask]',
  legend: channelsLegend('B08 (near infrared)', 'B04 (red)', 'B03 (green)'),
  script: `//VERSION=3
function setup() {
  return { input: ['B03', 'B04', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  return [2.5 * s.B08, 2.5 * s.B04, 2.5 * s.B03, s.dataMask];
}`,
};

/** Enhanced Natural Color: the Markuse enhanced natural colours mix (notes §2, variant b). */
export const ENHANCED_NATURAL_COLOR_S2: BuiltInScript = {
  id: 's2-enhanced-natural-color',
  name: 'Enhanced Natural Color',
  basicName: 'enhanced-natural-color',
  sentinelSatelliteType: L2A,
  description:
    'Natural colour with a touch of red edge and near infrared for livelier vegetation and water.',
  author: UNFURL_AUTHOR,
  formula: '[2.8·B04 + 0.1·B05, 2.8·B03 + 0.15·B08, 2.8·B02, dataMask] (notes §2 variant b)',
  legend: channelsLegend('B04 + B05', 'B03 + B08', 'B02'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B05', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  return [2.8 * s.B04 + 0.1 * s.B05, 2.8 * s.B03 + 0.15 * s.B08, 2.8 * s.B02, s.dataMask];
}`,
};

/** Geology: SWIR 2, SWIR 1, blue (RGB 12, 11, 2) × 2.5 (notes §2). */
export const GEOLOGY_S2: BuiltInScript = {
  id: 's2-geology',
  name: 'Geology',
  basicName: 'geology',
  sentinelSatelliteType: L2A,
  description:
    'Short-wave infrared bands (12, 11, 2) bring out rock, soil and mineral differences.',
  author: UNFURL_AUTHOR,
  formula: '[2.5·B12, 2.5·B11, 2.5·B02, dataMask] (composite 12,11,2 with the True Color gain)',
  legend: channelsLegend('B12 (SWIR 2)', 'B11 (SWIR 1)', 'B02 (blue)'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B11', 'B12', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  return [2.5 * s.B12, 2.5 * s.B11, 2.5 * s.B02, s.dataMask];
}`,
};

/** Enhanced Urban Natural Color: 0.3·B08 + 3.5·Bx + 0.3·B12 per channel (notes §2, variant a). */
export const ENHANCED_URBAN_S2: BuiltInScript = {
  id: 's2-enhanced-urban-natural-color',
  name: 'Enhanced Urban Natural Color',
  basicName: 'enhanced-urban-natural-color',
  sentinelSatelliteType: L2A,
  description:
    'Natural colour lifted with near and short-wave infrared so built-up areas stand out.',
  author: UNFURL_AUTHOR,
  formula: 'channel = 0.3·B08 + 3.5·Bx + 0.3·B12 for x = 04, 03, 02',
  legend: channelsLegend('B04 + B08 + B12', 'B03 + B08 + B12', 'B02 + B08 + B12'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B08', 'B12', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var ir = 0.3 * s.B08 + 0.3 * s.B12;
  return [ir + 3.5 * s.B04, ir + 3.5 * s.B03, ir + 3.5 * s.B02, s.dataMask];
}`,
};

/** Panchromatic: mean of B01, B02, B03, B08 × 2.5 in grey (notes §2). */
export const PANCHROMATIC_S2: BuiltInScript = {
  id: 's2-panchromatic',
  name: 'Panchromatic',
  basicName: 'panchromatic',
  sentinelSatelliteType: L2A,
  description: 'A grey image from the mean of the coastal, blue, green and near-infrared bands.',
  author: UNFURL_AUTHOR,
  formula: 'pan = (B01 + B02 + B03 + B08) / 4 → [2.5·pan, 2.5·pan, 2.5·pan, dataMask]',
  legend: {
    kind: 'ramp',
    quantity: 'mean reflectance',
    stops: [
      { value: 0, color: '#000000' },
      { value: 0.4, color: '#ffffff' },
    ],
  },
  script: `//VERSION=3
function setup() {
  return { input: ['B01', 'B02', 'B03', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var v = 2.5 * (s.B01 + s.B02 + s.B03 + s.B08) / 4;
  return [v, v, v, s.dataMask];
}`,
};

/** Synthwave Neon: [3·(B12 − B04) − 0.35, 2.5·B03 − 0.35, 4.2·B02 − 0.35] (notes §2). */
export const SYNTHWAVE_NEON_S2: BuiltInScript = {
  id: 's2-synthwave-neon',
  name: 'Synthwave Neon',
  basicName: 'synthwave-neon',
  sentinelSatelliteType: L2A,
  description: 'An aesthetic neon palette: bare ground glows magenta, water deep blue.',
  author: UNFURL_AUTHOR,
  formula: '[3·(B12 − B04) − 0.35, 2.5·B03 − 0.35, 4.2·B02 − 0.35, dataMask]',
  legend: channelsLegend('B12 − B04', 'B03', 'B02'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B12', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  return [3 * (s.B12 - s.B04) - 0.35, 2.5 * s.B03 - 0.35, 4.2 * s.B02 - 0.35, s.dataMask];
}`,
};
