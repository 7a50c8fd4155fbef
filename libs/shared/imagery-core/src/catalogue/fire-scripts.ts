import { UNFURL_AUTHOR } from './built-in-script';
import type { BuiltInScript, ScriptLegend } from './built-in-script';

/** Bands of the fire formula: S2 names, or their Landsat 8/9 equivalents (notes §2 band map). */
interface FireBands {
  readonly red: string;
  readonly green: string;
  readonly blue: string;
  readonly nir: string;
  readonly swir1: string;
  readonly swir2: string;
}

/**
 * The enhanced fire formula (notes §2, Markuse): background [2.9·R, 3.1·G, 3.0·B] clamped to 0..1; where
 * SWIR1 + SWIR2 > 1.0 the fire colour [s(2.1·R + 0.5·SWIR2) + 1.1, s(2.2·G + 0.5·NIR), s(2.1·B)]
 * with s(v) = (v − 0.01)/(0.99 − 0.01) clamped to 0..1; green + 0.25 above 1.5 and + 0.5 above 2.0.
 */
export function fireScriptSource(b: FireBands): string {
  const bands = [b.blue, b.green, b.red, b.nir, b.swir1, b.swir2];
  return `//VERSION=3
function setup() {
  return { input: ${JSON.stringify([...bands, 'dataMask'])}, output: { bands: 4 } };
}
function st(v) {
  var x = (v - 0.01) / 0.98;
  return x > 0 ? (x < 1 ? x : 1) : 0;
}
function c01(v) {
  return v > 0 ? (v < 1 ? v : 1) : 0;
}
function evaluatePixel(s) {
  var sum = s.${b.swir1} + s.${b.swir2};
  if (sum > 1.0) {
    var boost = sum > 2.0 ? 0.5 : sum > 1.5 ? 0.25 : 0;
    return [st(2.1 * s.${b.red} + 0.5 * s.${b.swir2}) + 1.1, st(2.2 * s.${b.green} + 0.5 * s.${b.nir}) + boost, st(2.1 * s.${b.blue}), s.dataMask];
  }
  return [c01(2.9 * s.${b.red}), c01(3.1 * s.${b.green}), c01(3.0 * s.${b.blue}), s.dataMask];
}`;
}

const FIRE_LEGEND: ScriptLegend = {
  kind: 'categories',
  items: [
    { label: 'Active fire (SWIR sum > 1.0)', color: '#ff8000' },
    { label: 'Intense fire (> 1.5)', color: '#ffbf00' },
    { label: 'Very intense fire (> 2.0)', color: '#ffff40' },
  ],
};

/** Enhanced Fire Detection for Sentinel-2. */
export const FIRE_DETECTION_S2: BuiltInScript = {
  id: 's2-enhanced-fire-detection',
  name: 'Enhanced Fire Detection',
  basicName: 'fire-detection',
  sentinelSatelliteType: 'sentinel-2-l2a',
  description:
    'Active fires in orange to yellow by short-wave infrared strength, over natural colour.',
  author: UNFURL_AUTHOR,
  formula: 'B11 + B12 > 1.0 / 1.5 / 2.0 → fire tiers; background [2.9·B04, 3.1·B03, 3.0·B02]',
  legend: FIRE_LEGEND,
  script: fireScriptSource({
    red: 'B04',
    green: 'B03',
    blue: 'B02',
    nir: 'B08',
    swir1: 'B11',
    swir2: 'B12',
  }),
};

/** Fire Detection for Landsat 8/9: the same formula with B12→B07, B11→B06, B08→B05. */
export const FIRE_DETECTION_LANDSAT: BuiltInScript = {
  id: 'landsat-fire-detection',
  name: 'Fire Detection',
  basicName: 'fire-detection',
  sentinelSatelliteType: 'landsat-ot-l1',
  description:
    'Active fires in orange to yellow by short-wave infrared strength, over natural colour.',
  author: UNFURL_AUTHOR,
  formula: 'B06 + B07 > 1.0 / 1.5 / 2.0 → fire tiers; background [2.9·B04, 3.1·B03, 3.0·B02]',
  legend: FIRE_LEGEND,
  script: fireScriptSource({
    red: 'B04',
    green: 'B03',
    blue: 'B02',
    nir: 'B05',
    swir1: 'B06',
    swir2: 'B07',
  }),
};
