import { UNFURL_AUTHOR, channelsLegend } from './built-in-script';
import type { BuiltInScript } from './built-in-script';

const LANDSAT = 'landsat-ot-l1' as const;

function visualized(bands: readonly [string, string, string]): string {
  const sorted = [...new Set(bands)].sort();
  return `//VERSION=3
var viz = new DefaultVisualizer(0, 0.4);
function setup() {
  return { input: ${JSON.stringify([...sorted, 'dataMask'])}, output: { bands: 4 } };
}
function evaluatePixel(s) {
  var c = viz.processList([s.${bands[0]}, s.${bands[1]}, s.${bands[2]}]);
  c.push(s.dataMask);
  return c;
}`;
}

/** Landsat True Color: DefaultVisualizer(0, 0.4) over [B04, B03, B02] (notes §2). */
export const TRUE_COLOR_LANDSAT: BuiltInScript = {
  id: 'landsat-true-color',
  name: 'True Color',
  basicName: 'true-color',
  sentinelSatelliteType: LANDSAT,
  description:
    'Landsat 8/9 red, green and blue, reflectance 0 to 0.4 stretched to full brightness.',
  author: UNFURL_AUTHOR,
  formula: 'DefaultVisualizer(0, 0.4).processList([B04, B03, B02]) + dataMask',
  legend: channelsLegend('B04 (red)', 'B03 (green)', 'B02 (blue)'),
  script: visualized(['B04', 'B03', 'B02']),
};

/** Landsat False Color: DefaultVisualizer(0, 0.4) over [B05, B04, B03] (notes §2). */
export const FALSE_COLOR_LANDSAT: BuiltInScript = {
  id: 'landsat-false-color',
  name: 'False Color',
  basicName: 'false-color',
  sentinelSatelliteType: LANDSAT,
  description: 'Near-infrared as red: healthy vegetation shows bright red.',
  author: UNFURL_AUTHOR,
  formula: 'DefaultVisualizer(0, 0.4).processList([B05, B04, B03]) + dataMask',
  legend: channelsLegend('B05 (near infrared)', 'B04 (red)', 'B03 (green)'),
  script: visualized(['B05', 'B04', 'B03']),
};

/** Landsat Geology: the S2 12,11,2 composite mapped to Landsat [B07, B06, B02] (notes §2). */
export const GEOLOGY_LANDSAT: BuiltInScript = {
  id: 'landsat-geology',
  name: 'Geology',
  basicName: 'geology',
  sentinelSatelliteType: LANDSAT,
  description: 'Short-wave infrared bands (7, 6, 2) bring out rock, soil and mineral differences.',
  author: UNFURL_AUTHOR,
  formula: 'DefaultVisualizer(0, 0.4).processList([B07, B06, B02]) + dataMask',
  legend: channelsLegend('B07 (SWIR 2)', 'B06 (SWIR 1)', 'B02 (blue)'),
  script: visualized(['B07', 'B06', 'B02']),
};
