import { parseEvalscript } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { evalscriptInputBands } from '../render/evalscript-stage';

/** Index scripts measured as Sentinel Hub's Statistical API does: one FLOAT32 value + dataMask. */
const INDEX_FORMULAS: Readonly<Record<string, { input: readonly string[]; value: string }>> = {
  's2-enhanced-vegetation-health': { input: ['B04', 'B08'], value: 'index(s.B08, s.B04)' },
  's2-artistic-ndvi': { input: ['B04', 'B8A'], value: 'index(s.B8A, s.B04)' },
  's2-panchromatic': {
    input: ['B01', 'B02', 'B03', 'B08'],
    value: '(s.B01 + s.B02 + s.B03 + s.B08) / 4',
  },
  's1-radar-grayscale': { input: ['VV'], value: '10 * Math.log(s.VV) / Math.LN10' },
};

/** A V3 statistics evalscript: `{ default: [value], dataMask: [s.dataMask] }`, FLOAT32. */
function indexScript(input: readonly string[], value: string): string {
  return `//VERSION=3
function setup() {
  return {
    input: [{ bands: ${JSON.stringify([...input, 'dataMask'])} }],
    output: [{ id: 'default', bands: 1, sampleType: 'FLOAT32' }, { id: 'dataMask', bands: 1 }]
  };
}
function evaluatePixel(s) {
  var v = ${value};
  return { default: [v], dataMask: [s.dataMask && isFinite(v) ? 1 : 0] };
}`;
}

/**
 * Per-band reflectance of a visual script's inputs: one FLOAT32 output per band, named after it
 * (`B04`, `B03`, ...), as the Statistical API would chart a composite.
 */
function reflectanceScript(bands: readonly string[]): string {
  const outputs = bands.map((b) => `{ id: '${b}', bands: 1, sampleType: 'FLOAT32' }`);
  const values = bands.map((b) => `${b}: [s.${b}]`);
  return `//VERSION=3
function setup() {
  return {
    input: [{ bands: ${JSON.stringify([...bands, 'dataMask'])} }],
    output: [${outputs.join(', ')}, { id: 'dataMask', bands: 1 }]
  };
}
function evaluatePixel(s) {
  return { ${values.join(', ')}, dataMask: [s.dataMask] };
}`;
}

/**
 * What a built-in script's statistics measure: the script itself when it has an `index` output
 * (FLOAT32 values already); the index behind a colour ramp (NDVI, VV dB, ...); else the
 * reflectance of each band a visual script reads. Never the bytes of the rendered picture.
 */
export function statisticsSourceOf(script: BuiltInScript): string {
  const formula = INDEX_FORMULAS[script.id];
  if (formula) return indexScript(formula.input, formula.value);
  if (hasIndexOutput(script.script)) return script.script;
  return reflectanceScript(evalscriptInputBands(script.script));
}

function hasIndexOutput(source: string): boolean {
  return parseEvalscript(source).kind === 'V3' && /id:\s*'index'/.test(source);
}
