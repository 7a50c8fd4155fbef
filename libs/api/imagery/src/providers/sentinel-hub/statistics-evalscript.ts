/** True when a script's setup already declares an output with id `dataMask`. */
export function hasDataMaskOutput(source: string): boolean {
  return /\bid\s*:\s*(['"`])dataMask\1/.test(source);
}

const HOOKS = ['preProcessScenes', 'updateOutput', 'updateOutputMetadata'] as const;

/**
 * The script Sentinel Hub's Statistical API can run: it requires a `dataMask` output (the pixels
 * that count), which display scripts (the built-ins among them) do not declare. A V3 script
 * without one is wrapped: its own code runs in a function scope, `setup()` gains the `dataMask`
 * input band and an output `{ id: 'dataMask', bands: 1 }` (a single output becomes `default`),
 * and `evaluatePixel` returns its outputs plus `dataMask` (the sample's, or for ORBIT/TILE
 * mosaicking 1 when any scene has data) — what our own statistics count. Its optional hooks are
 * forwarded. Scripts with a `dataMask` output and non-V3 scripts are returned unchanged.
 */
export function withDataMaskOutput(source: string): string {
  if (hasDataMaskOutput(source)) return source;
  if (!/^\s*\/\/\s*VERSION\s*=\s*3\b/.test(source) || !/\bfunction\s+setup\b/.test(source)) {
    return source;
  }
  const hooks = HOOKS.filter((h) => new RegExp(`\\bfunction\\s+${h}\\b`).test(source));
  return `//VERSION=3
// Unfurl: the script below with a dataMask output, as the Statistical API requires.
var __unfurlScript = (function () {
${source}
;return {
  setup: setup,
  evaluatePixel: evaluatePixel${hooks.map((h) => `,\n  ${h}: ${h}`).join('')}
};
})();
function setup() {
  var s = __unfurlScript.setup();
  var input = Array.isArray(s.input) ? s.input.slice() : [s.input];
  if (typeof input[0] === 'string') {
    if (input.indexOf('dataMask') < 0) input.push('dataMask');
  } else {
    var first = Object.assign({}, input[0]);
    var bands = first.bands.slice();
    if (bands.indexOf('dataMask') < 0) {
      bands.push('dataMask');
      if (Array.isArray(first.units)) first.units = first.units.concat(['DN']);
    }
    first.bands = bands;
    input[0] = first;
  }
  var outputs = (Array.isArray(s.output) ? s.output : [s.output]).map(function (o) {
    return Object.assign({ id: 'default' }, o);
  });
  outputs.push({ id: 'dataMask', bands: 1, sampleType: 'UINT8' });
  return Object.assign({}, s, { input: input, output: outputs });
}
function evaluatePixel(samples, scenes, inputMetadata, customData, outputMetadata) {
  var result = __unfurlScript.evaluatePixel(samples, scenes, inputMetadata, customData, outputMetadata);
  var out = Array.isArray(result) ? { default: result } : Object.assign({}, result);
  var mask = Array.isArray(samples)
    ? (samples.some(function (x) { return x.dataMask; }) ? 1 : 0)
    : samples.dataMask;
  out.dataMask = [mask];
  return out;
}
${hooks
  .map((h) => `function ${h}(a, b, c) {\n  return __unfurlScript.${h}(a, b, c);\n}`)
  .join('\n')}
`;
}
