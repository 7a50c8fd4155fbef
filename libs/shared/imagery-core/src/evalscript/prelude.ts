/**
 * The helper functions evalscripts expect (notes §1.4), as self-contained ES5 JavaScript that can be
 * evaluated in any context: `new Function`, a node:vm context or an isolated-vm isolate. Written
 * here from the documented behaviour:
 * - `index(a, b)` = (a − b) / (a + b).
 * - `valueInterpolate(v, limits, values)` and `colorBlend(v, limits, colors)`: linear between the
 *   limits, the first value below (and for NaN), the last above. `colorBlend` returns a new array.
 * - `combine(c1, c2, alpha)` = c1·alpha + c2·(1 − alpha), per channel.
 * - `ColorRampVisualizer(ramps, min?, max?)`: interpolated colours; colours are 0xRRGGBB numbers or
 *   [r, g, b] in 0..1; `process(v)` returns [r, g, b] in 0..1 (v clamped to min/max when given).
 * - `ColorMapVisualizer(pairs)`: discrete; the colour of the last stop ≤ v (the first below all);
 *   `ColorMapVisualizer.createDefaultColorMap()` is the 13-stop map from −1.0 black to 0.9 0x006600.
 * - `DefaultVisualizer(min = 0, max = 1, gamma = 1)`: ((v − min)/(max − min)) clamped to 0..1,
 *   raised to 1/gamma; `process(v)` → [x], `processList(vs)` → [x...].
 * - `HighlightCompressVisualizer(min = 0, max = 1)`: like DefaultVisualizer but values above 0.92
 *   are compressed smoothly towards 1 instead of clipped; `...Single` returns a number.
 * - `ColorGradientVisualizer(pairs, min = 0, max = 1)`, the older gradient that many published
 *   scripts still use: each pair's position p in 0..1 stands for the value min·p + max·(1 − p)
 *   (the pairs run from p = 1 at `min` to p = 0 at `max`); colours 0xRRGGBB or [r, g, b] in 0..1
 *   are blended in 0..255 and rounded per channel; at or below `min` the first colour, at or above
 *   `max` (and for NaN) the last. Presets `createWhiteGreen`, `createRedTemperature` and
 *   `createBlueRed` (min, max).
 * - `Identity()`: `process(v)` returns v as an array.
 * - `SampleType` and `Mosaicking`: the constants `setup()` may name instead of strings
 *   (`SampleType.UINT16`, `Mosaicking.ORBIT`).
 * - `decodeL8C2Qa(qa)`: the Landsat Collection 2 QA_PIXEL bits as USGS lays them out: flags fill
 *   (bit 0), dilatedCloud (1), cirrus (2), cloud (3), cloudShadow (4), snow (5), clear (6),
 *   water (7); confidences 0..3 cloudConfidence (bits 8-9), cloudShadowConfidence (10-11),
 *   snowIceConfidence (12-13), cirrusConfidence (14-15).
 * - `decodeLs8Qa(bqa)`: the Collection 1 BQA bits: designatedFill (0), terrainOcclusion (1),
 *   radiometricSaturation (2-3), cloud (4), cloudConfidence (5-6), cloudShadowConfidence (7-8),
 *   snowIceConfidence (9-10), cirrusConfidence (11-12).
 */
export const EVALSCRIPT_PRELUDE = String.raw`
function index(a, b) { return (a - b) / (a + b); }
function valueInterpolate(value, limits, values) {
  var n = limits.length;
  if (!(value > limits[0])) return values[0];
  if (value >= limits[n - 1]) return values[n - 1];
  for (var i = 1; i < n; i++) {
    if (value < limits[i]) {
      var t = (value - limits[i - 1]) / (limits[i] - limits[i - 1]);
      return values[i - 1] + (values[i] - values[i - 1]) * t;
    }
  }
  return values[n - 1];
}
function colorBlend(value, limits, colors) {
  var n = limits.length, m = colors[0].length, out = new Array(m), c, i, k;
  if (!(value > limits[0])) { c = colors[0]; for (k = 0; k < m; k++) out[k] = c[k]; return out; }
  if (value >= limits[n - 1]) { c = colors[n - 1]; for (k = 0; k < m; k++) out[k] = c[k]; return out; }
  for (i = 1; i < n; i++) {
    if (value < limits[i]) {
      var t = (value - limits[i - 1]) / (limits[i] - limits[i - 1]), a = colors[i - 1], b = colors[i];
      for (k = 0; k < m; k++) out[k] = a[k] + (b[k] - a[k]) * t;
      return out;
    }
  }
  c = colors[n - 1]; for (k = 0; k < m; k++) out[k] = c[k];
  return out;
}
function combine(color1, color2, alpha) {
  var out = new Array(color1.length);
  for (var k = 0; k < color1.length; k++) out[k] = color1[k] * alpha + color2[k] * (1 - alpha);
  return out;
}
function __rgb(color) {
  if (typeof color === 'number') return [((color >> 16) & 255) / 255, ((color >> 8) & 255) / 255, (color & 255) / 255];
  return [color[0], color[1], color[2]];
}
function ColorRampVisualizer(ramps, minVal, maxVal) {
  this.limits = ramps.map(function (r) { return r[0]; });
  this.colors = ramps.map(function (r) { return __rgb(r[1]); });
  this.minVal = minVal; this.maxVal = maxVal;
}
ColorRampVisualizer.prototype.process = function (value) {
  if (this.minVal !== undefined && value < this.minVal) value = this.minVal;
  if (this.maxVal !== undefined && value > this.maxVal) value = this.maxVal;
  return colorBlend(value, this.limits, this.colors);
};
function ColorMapVisualizer(pairs) {
  this.limits = pairs.map(function (r) { return r[0]; });
  this.colors = pairs.map(function (r) { return __rgb(r[1]); });
}
ColorMapVisualizer.prototype.process = function (value) {
  var found = 0;
  for (var i = 0; i < this.limits.length; i++) if (value >= this.limits[i]) found = i;
  var c = this.colors[found];
  return [c[0], c[1], c[2]];
};
ColorMapVisualizer.createDefaultColorMap = function () {
  return new ColorMapVisualizer([
    [-1.0, 0x000000], [-0.2, 0xff0000], [-0.1, 0x9a0000], [0.0, 0x660000], [0.1, 0xffff33],
    [0.2, 0xcccc33], [0.3, 0x666600], [0.4, 0x33ffff], [0.5, 0x33cccc], [0.6, 0x006666],
    [0.7, 0x33ff33], [0.8, 0x33cc33], [0.9, 0x006600]
  ]);
};
function __rgb255(color) {
  if (typeof color === 'number') return [(color >> 16) & 255, (color >> 8) & 255, color & 255];
  return [color[0] * 255, color[1] * 255, color[2] * 255];
}
function ColorGradientVisualizer(valColPairs, minVal, maxVal) {
  var lo = minVal === undefined ? 0 : minVal, hi = maxVal === undefined ? 1 : maxVal;
  this.minVal = lo; this.maxVal = hi;
  this.limits = valColPairs.map(function (p) { return lo * p[0] + hi * (1 - p[0]); });
  this.colors = valColPairs.map(function (p) { return __rgb255(p[1]); });
}
ColorGradientVisualizer.prototype.process = function (value) {
  var n = this.limits.length, c = this.colors[n - 1], i, k;
  if (value <= this.minVal) c = this.colors[0];
  else if (value < this.maxVal) {
    for (i = 1; i < n; i++) {
      if (value > this.limits[i - 1] && value <= this.limits[i]) {
        var t = (value - this.limits[i - 1]) / (this.limits[i] - this.limits[i - 1]);
        var a = this.colors[i - 1], b = this.colors[i], out = [0, 0, 0];
        for (k = 0; k < 3; k++) out[k] = Math.round(b[k] * t + a[k] * (1 - t)) / 255;
        return out;
      }
    }
  }
  return [Math.round(c[0]) / 255, Math.round(c[1]) / 255, Math.round(c[2]) / 255];
};
ColorGradientVisualizer.prototype.processList = function (values) {
  var self = this;
  return values.map(function (v) { return self.process(v); });
};
ColorGradientVisualizer.createWhiteGreen = function (minVal, maxVal) {
  return new ColorGradientVisualizer(
    [[1.0, 0x000000], [0.6, 0x006600], [0.3, 0x80b300], [0.0, 0xffffff]], minVal, maxVal);
};
ColorGradientVisualizer.createRedTemperature = function (minVal, maxVal) {
  return new ColorGradientVisualizer(
    [[1.0, 0x000000], [0.525, 0xae0000], [0.3, 0xff6e00], [0.25, 0xff8600], [0.0, 0xffffff]],
    minVal, maxVal);
};
ColorGradientVisualizer.createBlueRed = function (minVal, maxVal) {
  return new ColorGradientVisualizer(
    [[1.0, 0x000080], [0.875, 0x0000ff], [0.625, 0x00ffff], [0.375, 0xffff00], [0.125, 0xff0000],
      [0.0, 0x800000]], minVal, maxVal);
};
var SampleType = { AUTO: 'AUTO', UINT8: 'UINT8', UINT16: 'UINT16', INT8: 'INT8', INT16: 'INT16', FLOAT32: 'FLOAT32' };
var Mosaicking = { SIMPLE: 'SIMPLE', ORBIT: 'ORBIT', TILE: 'TILE' };
function decodeL8C2Qa(qa) {
  return {
    fill: qa & 1, dilatedCloud: (qa >> 1) & 1, cirrus: (qa >> 2) & 1, cloud: (qa >> 3) & 1,
    cloudShadow: (qa >> 4) & 1, snow: (qa >> 5) & 1, clear: (qa >> 6) & 1, water: (qa >> 7) & 1,
    cloudConfidence: (qa >> 8) & 3, cloudShadowConfidence: (qa >> 10) & 3,
    snowIceConfidence: (qa >> 12) & 3, cirrusConfidence: (qa >> 14) & 3
  };
}
function decodeLs8Qa(qa) {
  return {
    designatedFill: qa & 1, terrainOcclusion: (qa >> 1) & 1, radiometricSaturation: (qa >> 2) & 3,
    cloud: (qa >> 4) & 1, cloudConfidence: (qa >> 5) & 3, cloudShadowConfidence: (qa >> 7) & 3,
    snowIceConfidence: (qa >> 9) & 3, cirrusConfidence: (qa >> 11) & 3
  };
}
function Identity() {}
Identity.prototype.process = function (value) { return Array.isArray(value) ? value : [value]; };
function DefaultVisualizer(minValue, maxValue, gamma) {
  this.minValue = minValue === undefined ? 0 : minValue;
  this.maxValue = maxValue === undefined ? 1 : maxValue;
  this.gamma = gamma === undefined ? 1 : gamma;
}
DefaultVisualizer.prototype.stretch = function (value) {
  var x = (value - this.minValue) / (this.maxValue - this.minValue);
  x = x > 0 ? (x < 1 ? x : 1) : 0;
  return this.gamma === 1 ? x : Math.pow(x, 1 / this.gamma);
};
DefaultVisualizer.prototype.process = function (value) { return [this.stretch(value)]; };
DefaultVisualizer.prototype.processList = function (values) {
  var out = new Array(values.length);
  for (var i = 0; i < values.length; i++) out[i] = this.stretch(values[i]);
  return out;
};
function HighlightCompressVisualizerSingle(minValue, maxValue) {
  this.minValue = minValue === undefined ? 0 : minValue;
  this.maxValue = maxValue === undefined ? 1 : maxValue;
}
HighlightCompressVisualizerSingle.prototype.process = function (value) {
  var x = (value - this.minValue) / (this.maxValue - this.minValue);
  if (!(x > 0)) return 0;
  if (x <= 0.92) return x;
  return 0.92 + 0.08 * (1 - Math.exp(-(x - 0.92) / 0.08));
};
function HighlightCompressVisualizer(minValue, maxValue) {
  this.single = new HighlightCompressVisualizerSingle(minValue, maxValue);
}
HighlightCompressVisualizer.prototype.process = function (value) { return [this.single.process(value)]; };
HighlightCompressVisualizer.prototype.processList = function (values) {
  var out = new Array(values.length);
  for (var i = 0; i < values.length; i++) out[i] = this.single.process(values[i]);
  return out;
};
`;

/** Names the prelude defines (a script may shadow any of them). */
export const PRELUDE_NAMES = [
  'index',
  'valueInterpolate',
  'colorBlend',
  'combine',
  'ColorRampVisualizer',
  'ColorMapVisualizer',
  'DefaultVisualizer',
  'HighlightCompressVisualizer',
  'HighlightCompressVisualizerSingle',
  'ColorGradientVisualizer',
  'Identity',
  'SampleType',
  'Mosaicking',
  'decodeL8C2Qa',
  'decodeLs8Qa',
] as const;

/** An RGB(A) colour in 0..1, or 0xRRGGBB. */
export type PreludeColor = readonly number[] | number;

/** A visualizer object of the prelude. */
export interface PreludeVisualizer {
  process(value: number): number[];
  processList?(values: readonly number[]): number[];
}

/** A `ColorGradientVisualizer`: one colour per value. */
export interface GradientVisualizer {
  process(value: number): number[];
  processList(values: readonly number[]): number[][];
}

/** The prelude's helpers, typed, for use from TypeScript (the same code scripts get). */
export interface EvalscriptHelpers {
  index(a: number, b: number): number;
  valueInterpolate(value: number, limits: readonly number[], values: readonly number[]): number;
  colorBlend(
    value: number,
    limits: readonly number[],
    colors: readonly (readonly number[])[],
  ): number[];
  combine(color1: readonly number[], color2: readonly number[], alpha: number): number[];
  ColorRampVisualizer: new (
    ramps: readonly (readonly [number, PreludeColor])[],
    minVal?: number,
    maxVal?: number,
  ) => PreludeVisualizer;
  ColorMapVisualizer: (new (
    pairs: readonly (readonly [number, PreludeColor])[],
  ) => PreludeVisualizer) & {
    createDefaultColorMap(): PreludeVisualizer;
  };
  DefaultVisualizer: new (
    min?: number,
    max?: number,
    gamma?: number,
  ) => Required<PreludeVisualizer>;
  HighlightCompressVisualizer: new (min?: number, max?: number) => Required<PreludeVisualizer>;
  HighlightCompressVisualizerSingle: new (
    min?: number,
    max?: number,
  ) => { process(value: number): number };
  ColorGradientVisualizer: (new (
    pairs: readonly (readonly [number, PreludeColor])[],
    min?: number,
    max?: number,
  ) => GradientVisualizer) & {
    createWhiteGreen(min?: number, max?: number): GradientVisualizer;
    createRedTemperature(min?: number, max?: number): GradientVisualizer;
    createBlueRed(min?: number, max?: number): GradientVisualizer;
  };
  Identity: new () => { process(value: number | readonly number[]): number[] };
  SampleType: Readonly<Record<'AUTO' | 'UINT8' | 'UINT16' | 'INT8' | 'INT16' | 'FLOAT32', string>>;
  Mosaicking: Readonly<Record<'SIMPLE' | 'ORBIT' | 'TILE', string>>;
  decodeL8C2Qa(qa: number): Readonly<Record<string, number>>;
  decodeLs8Qa(qa: number): Readonly<Record<string, number>>;
}

let helpers: EvalscriptHelpers | undefined;

/** The prelude evaluated once in this context (trusted code: the prelude is ours). */
export function evalscriptHelpers(): EvalscriptHelpers {
  helpers ??= new Function(
    `${EVALSCRIPT_PRELUDE}\nreturn { ${PRELUDE_NAMES.join(', ')} };`,
  )() as EvalscriptHelpers;
  return helpers;
}
