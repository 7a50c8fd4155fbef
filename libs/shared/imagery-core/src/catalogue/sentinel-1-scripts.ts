import { UNFURL_AUTHOR } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const S1 = 'sentinel-1-grd' as const;

/** Sentinel-1 processing defaults (notes §1.6: SH defaults). */
export const S1_PROCESSING = {
  orthorectify: false,
  backCoeff: 'GAMMA0_ELLIPSOID',
  demInstance: 'MAPZEN',
} as const;

/**
 * Radar Colored (notes §2, variant b, enhanced RGB ratio): [2.9·VV, 16·VH, 1.6·VH/VV], saturation
 * 1.2 around Rec.709 luma, Reinhard x/(1 + x)·(1 + 1/3), then ^0.8; black where VV or VH ≤ 0.
 */
export const RADAR_COLORED_S1: BuiltInScript = {
  id: 's1-radar-colored',
  name: 'Radar Colored',
  basicName: 'radar-colored',
  sentinelSatelliteType: S1,
  processing: S1_PROCESSING,
  description:
    'Radar backscatter in colour: VV red, VH green, their ratio blue. Sees through cloud.',
  author: UNFURL_AUTHOR,
  formula:
    '[2.9·VV, 16·VH, 1.6·VH/VV] → saturation 1.2 → x/(1+x)·4/3 → ^0.8; black if VV or VH ≤ 0',
  legend: {
    kind: 'categories',
    items: [
      { label: 'Red: VV (surface, urban)', color: '#ff0000' },
      { label: 'Green: VH (vegetation volume)', color: '#00ff00' },
      { label: 'Blue: VH/VV ratio', color: '#0000ff' },
    ],
  },
  script: `//VERSION=3
function setup() {
  return { input: ['VV', 'VH', 'dataMask'], output: { bands: 4 } };
}
function tone(x) {
  var y = Math.max(0, x);
  return Math.pow((y / (1 + y)) * (1 + 1 / 3), 0.8);
}
function evaluatePixel(s) {
  if (!(s.VV > 0) || !(s.VH > 0)) return [0, 0, 0, s.dataMask];
  var r = 2.9 * s.VV, g = 16 * s.VH, b = 1.6 * s.VH / s.VV;
  var l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return [tone(l + (r - l) * 1.2), tone(l + (g - l) * 1.2), tone(l + (b - l) * 1.2), s.dataMask];
}`,
};

/** Radar Grayscale (notes §2): v = max(0, ln(VV)·0.21714724095 + 1), i.e. dB/20 + 1. */
export const RADAR_GRAYSCALE_S1: BuiltInScript = {
  id: 's1-radar-grayscale',
  name: 'Radar Grayscale',
  basicName: 'radar-grayscale',
  sentinelSatelliteType: S1,
  processing: S1_PROCESSING,
  description: 'VV backscatter in decibels as grey: −20 dB black to 0 dB white.',
  author: UNFURL_AUTHOR,
  formula: 'v = max(0, ln(VV)·0.21714724095 + 1) → [v, v, v, dataMask]',
  legend: {
    kind: 'ramp',
    quantity: 'VV (dB)',
    stops: [
      { value: -20, color: '#000000' },
      { value: 0, color: '#ffffff' },
    ],
  },
  script: `//VERSION=3
function setup() {
  return { input: ['VV', 'dataMask'], output: { bands: 4 } };
}
function evaluatePixel(s) {
  var v = Math.max(0, Math.log(s.VV) * 0.21714724095 + 1);
  return [v, v, v, s.dataMask];
}`,
};
