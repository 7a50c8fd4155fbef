import { UNFURL_AUTHOR, channelsLegend } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const L2A = 'sentinel-2-l2a' as const;

/**
 * Selective Enhancement (notes §2): NDWI2 = index(B03, B08); water-ish (> 0.1) gets the red-edge
 * natural mix, the rest the near-infrared mix; then a 0.05..0.95 stretch and saturation 1.10.
 */
export const SELECTIVE_ENHANCEMENT_S2: BuiltInScript = {
  id: 's2-selective-enhancement',
  name: 'Selective Enhancement',
  basicName: 'selective-enhancement',
  sentinelSatelliteType: L2A,
  description: 'Natural colour tuned separately for water (red edge) and land (near infrared).',
  author: UNFURL_AUTHOR,
  formula:
    'NDWI2 = (B03 − B08)/(B03 + B08); > 0.1: [4·B04, 2.8·B03 + 1.5·B06, 3.5·B02] else [3·B04 + B05, 3·B03 + B08, 3.5·B02]; stretch (v − 0.05)/0.9; saturation 1.1 around the mean',
  legend: channelsLegend('B04 (+ B05)', 'B03 + B06 or B08', 'B02'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B05', 'B06', 'B08', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var r, g, b;
  if (index(s.B03, s.B08) > 0.1) {
    r = 4.0 * s.B04; g = 2.8 * s.B03 + 1.5 * s.B06; b = 3.5 * s.B02;
  } else {
    r = 3.0 * s.B04 + 1.0 * s.B05; g = 3.0 * s.B03 + 1.0 * s.B08; b = 3.5 * s.B02;
  }
  r = (r - 0.05) / 0.9; g = (g - 0.05) / 0.9; b = (b - 0.05) / 0.9;
  var m = (r + g + b) / 3;
  return [m + (r - m) * 1.1, m + (g - m) * 1.1, m + (b - m) * 1.1, s.dataMask];
}`,
};

/**
 * Tonemapped Natural Color (notes §2): atmosphere offset, sun colour, gain 1.5, saturation 2 around
 * Rec.709 luma, the Uncharted 2 filmic curve (white 2.5) and the sRGB transfer. The filmic curve
 * is applied per RGB channel (no AP0 round trip), a documented simplification.
 */
export const TONEMAPPED_NATURAL_COLOR_S2: BuiltInScript = {
  id: 's2-tonemapped-natural-color',
  name: 'Tonemapped Natural Color',
  basicName: 'tonemapped-natural-color',
  sentinelSatelliteType: L2A,
  description:
    'Natural colour with haze removed and a film-like tone curve for high contrast scenes.',
  author: UNFURL_AUTHOR,
  formula:
    'c = (B − 0.025·[1, 2, 3.25]) / (1 − 0.025·[1, 2, 3.25])² × [1, 0.939, 0.779] × 1.5; saturation 2 (Rec.709 luma); Uncharted2(c)/Uncharted2(2.5) per channel; sRGB',
  legend: channelsLegend('B04', 'B03', 'B02'),
  script: `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'dataMask'], output: { bands: 4 } };
}
function filmic(x) {
  var A = 0.15, B = 0.5, C = 0.1, D = 0.2, E = 0.02, F = 0.3;
  return (x * (A * x + C * B) + D * E) / (x * (A * x + B) + D * F) - E / F;
}
var WHITE = filmic(2.5);
function srgb(v) {
  if (!(v > 0)) return 0;
  return v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
}
function channel(value, c0, sun) {
  return ((value - c0) / ((1 - c0) * (1 - c0))) * sun * 1.5;
}
function evaluatePixel(s) {
  var r = channel(s.B04, 0.025, 1), g = channel(s.B03, 0.05, 0.939), b = channel(s.B02, 0.08125, 0.779);
  var l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  r = l + (r - l) * 2; g = l + (g - l) * 2; b = l + (b - l) * 2;
  return [
    srgb(filmic(Math.max(0, r)) / WHITE),
    srgb(filmic(Math.max(0, g)) / WHITE),
    srgb(filmic(Math.max(0, b)) / WHITE),
    s.dataMask
  ];
}`,
};
