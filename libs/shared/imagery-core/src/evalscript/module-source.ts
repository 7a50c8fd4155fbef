import { evaluatePixelIntoSource } from './fast-return';
import { EVALSCRIPT_KERNEL } from './kernel-source';
import type { ParsedEvalscript } from './parse-evalscript';
import { EVALSCRIPT_PRELUDE } from './prelude';
import { ROUND_HALF } from './sample-type';

/**
 * The script as a self-contained JavaScript function BODY that returns an {@link EvalscriptModule}.
 * Run it with `new Function(body)()` or, in an isolate, `(function(){ body })()`; it needs nothing
 * from the host. Layout: prelude helpers, then the user script in its own function scope (V1 gets
 * `setInputComponents`/`setOutputComponentCount`; a simple script becomes a function whose
 * parameters are its band globals, which the notes measured ~25× faster than `with`), then the
 * kernel that runs the pixel loop.
 */
export function buildModuleSource(source: string, parsed: ParsedEvalscript): string {
  const twin = parsed.kind === 'V3' ? parsesAlone(evaluatePixelIntoSource(source)) : undefined;
  const user =
    parsed.kind === 'SIMPLE'
      ? `var __user = {};\nvar __simple = function (${parsed.globalBands.join(', ')}) {\n${source}\n};`
      : `var __v1 = { inputs: null, count: null };
var __simple = undefined;
var __user = (function () {
  function setInputComponents(list) { __v1.inputs = list; }
  function setOutputComponentCount(count) { __v1.count = count; }
${source}
;${twin ?? ''}
return {
  evaluatePixelInto: typeof __evaluatePixelInto === 'function' ? __evaluatePixelInto : undefined,
  evaluatePixelAuto: typeof __evaluatePixelAuto === 'function' ? __evaluatePixelAuto : undefined,
  evaluatePixelBandsAuto: typeof __evaluatePixelBandsAuto === 'function' ? __evaluatePixelBandsAuto : undefined,
  setup: typeof setup === 'function' ? setup : undefined,
  evaluatePixel: typeof evaluatePixel === 'function' ? evaluatePixel : undefined,
  preProcessScenes: typeof preProcessScenes === 'function' ? preProcessScenes : undefined,
  updateOutput: typeof updateOutput === 'function' ? updateOutput : undefined,
  updateOutputMetadata: typeof updateOutputMetadata === 'function' ? updateOutputMetadata : undefined,
  filterScenes: typeof filterScenes === 'function' ? filterScenes : undefined
};
})();`;
  return `${EVALSCRIPT_PRELUDE}
var __round = Math.round, __floor = Math.floor;
// The largest double below 0.5: for 0 < v < 2^52, Math.floor(v + __HALF) === Math.round(v) (the
// sum never rounds across an integer; with v + 0.5 it would for v = __HALF itself).
var __HALF = ${ROUND_HALF};
var __kind = ${JSON.stringify(parsed.kind)};
var __globalBands = ${JSON.stringify(parsed.globalBands)};
${user}
${EVALSCRIPT_KERNEL}
${MODULE_API}`;
}

/** The twin only if it parses on its own (compiled, never run, here). */
function parsesAlone(twin: string | undefined): string | undefined {
  if (!twin) return undefined;
  try {
    new Function(twin);
    return twin;
  } catch {
    return undefined;
  }
}

const MODULE_API = String.raw`
function __clone(value) { return value === undefined ? undefined : JSON.parse(JSON.stringify(value)); }
function __filterScenes(collections) {
  var list = __sceneList(collections);
  var kept = __user.filterScenes(list.map(__datedScene), { from: __date(collections.from), to: __date(collections.to), serviceVersion: '1' });
  if (!__isArray(kept)) __fail('BAD_SETUP', 'filterScenes must return an array of the scenes it was given, but returned ' + __describe(kept) + '.');
  var orbits = kept.map(function (scene) {
    for (var i = 0; i < list.length; i++) {
      var e = list[i];
      if (scene && (scene.__index === e.__index || (scene.__index === undefined && scene.date instanceof Date && scene.date.getTime() === Date.parse(e.dateFrom || e.date)))) return e;
    }
    __fail('BAD_SETUP', 'filterScenes may only filter or reorder the scenes it was given.');
  });
  return { scenes: { orbits: orbits } };
}
return {
  kind: __kind,
  setup: function () {
    if (__kind === 'SIMPLE') return { input: [{ bands: __globalBands }], output: [], mosaicking: 'SIMPLE' };
    if (typeof __user.setup !== 'function') __fail('MISSING_FUNCTION', 'The script has no setup function.');
    if (__kind === 'V1') {
      var ds = new Proxy({}, { get: function (_t, key) { return String(key); } });
      __user.setup(ds);
      if (!__isArray(__v1.inputs)) __fail('BAD_SETUP', 'setup(ds) must call setInputComponents([ds.B04, ...]).');
      var count = __v1.count === null ? __v1.inputs.length : __v1.count;
      return { input: [{ bands: __v1.inputs.map(String) }], output: [{ id: 'default', bands: count }], mosaicking: 'ORBIT' };
    }
    return __clone(__user.setup());
  },
  preProcessScenes: function (collections) {
    if (__kind === 'V1' && typeof __user.filterScenes === 'function') return __filterScenes(collections);
    if (typeof __user.preProcessScenes !== 'function') return collections;
    var given = { scenes: collections.scenes, from: __date(collections.from), to: __date(collections.to) };
    var result = __user.preProcessScenes(given);
    return __clone(result === undefined ? given : result);
  },
  updateOutput: function (outputs, collection) {
    if (typeof __user.updateOutput !== 'function') return outputs;
    var scenes = collection && __isArray(collection.scenes) ? collection.scenes.map(__datedScene) : collection && collection.scenes;
    var result = __user.updateOutput(outputs, { scenes: scenes });
    return __clone(result && typeof result === 'object' ? result : outputs);
  },
  run: __run
};
`;
