/**
 * The pixel loop, as plain JavaScript that runs in the same context as the script (so an isolate
 * runs the whole loop inside itself: one call per render, not one per pixel). For speed the loop is
 * generated per render with `new Function`: band reads, the reused sample object(s) and the output
 * conversion are unrolled with constant property names, so V8 inlines `evaluatePixel` and keeps
 * every access monomorphic. Expects `__user`, `__kind`, `__simple`, `__round`, `__floor` and `__HALF` in scope.
 * Multi-scene scripts get their `scenes` argument from `__scenesArgument` (below).
 *
 * Errors it throws carry `[CODE] ` in front of their message (see `toEvalscriptError`).
 */
export const EVALSCRIPT_KERNEL = String.raw`
var __isArray = Array.isArray, __json = JSON.stringify, __Fn = Function;
var __TYPED = { AUTO: Uint8Array, UINT8: Uint8Array, UINT16: Uint16Array, INT8: Int8Array, INT16: Int16Array, FLOAT32: Float32Array };
var __loops = {}, __loopCount = 0;
function __fail(code, message) { throw new Error('[' + code + '] ' + message); }
function __describe(value) {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (__isArray(value)) return 'an array of ' + value.length + ' value' + (value.length === 1 ? '' : 's');
  if (typeof value === 'object') return 'an object with keys ' + __json(Object.keys(value));
  return __json(value);
}
// Dates as scripts expect them: collections.from/to and a scene's date are Date objects (the
// host passes ISO strings); an empty or unreadable value stays as it is.
function __date(value) {
  if (value instanceof Date || typeof value !== 'string' || value === '') return value;
  var d = new Date(value);
  return isNaN(d.getTime()) ? value : d;
}
function __sceneList(collections) {
  var s = collections && collections.scenes;
  return s ? (__isArray(s) ? s : s.orbits || s.tiles || []) : [];
}
// A scene as V1 scripts (and scripts converted from V1) read it: { date: Date, cloudCoverage }.
function __datedScene(entry) {
  var tile = (entry.tiles && entry.tiles[0]) || entry, out = {};
  for (var key in entry) out[key] = entry[key];
  out.date = __date(entry.dateFrom || entry.date);
  out.cloudCoverage = tile.cloudCoverage;
  return out;
}
// The scenes argument of evaluatePixel: V1 gets the dated list; V3 gets { orbits } or { tiles }
// as documented, which is also that dated list, for scripts converted from V1.
function __scenesArgument(scenes) {
  var list = __sceneList({ scenes: scenes }).map(__datedScene);
  if (__kind === 'V1' || !scenes || __isArray(scenes)) return list;
  if (scenes.orbits) list.orbits = scenes.orbits;
  if (scenes.tiles) list.tiles = scenes.tiles;
  return list;
}
function __convert(sampleType, source, target) {
  switch (sampleType) {
    // AUTO and UINT8 targets are Uint8ClampedArray views (see __storeView): the store clamps to
    // 0..255 and turns NaN into 0 without a branch, and F(v + H) (floor of v + the largest double
    // below 0.5) is Math.round(v) for every v the store does not clamp, also without a branch:
    // V8's Math.round branches on the fraction, a coin toss on real imagery (~3x slower).
    case 'AUTO': return target + '=F((' + source + ')*255+H);';
    case 'UINT8': return target + '=F(+(' + source + ')+H);';
    case 'UINT16': return 'v=+(' + source + ');' + target + '=v>0?(v<65535?F(v+H):65535):0;';
    case 'INT8': return 'v=+(' + source + ');' + target + '=v>-128?(v<127?R(v):127):(v<=-128?-128:0);';
    case 'INT16': return 'v=+(' + source + ');' + target + '=v>-32768?(v<32767?R(v):32767):(v<=-32768?-32768:0);';
    default: return target + '=' + source + ';';
  }
}
function __storeView(sampleType, data) {
  return sampleType === 'AUTO' || sampleType === 'UINT8' ? new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) : data;
}
function __buildLoop(names, sceneCount, mode, outputs, scales, offsets, into) {
  var auto = into === 'AUTO' || into === 'BANDS';
  var s = ['var v, r, x;'], k, b, q, j, nb = names.length;
  for (k = 0; k < sceneCount; k++) for (b = 0; b < nb; b++) {
    q = k * nb + b;
    s.push('var a' + q + '=A[' + q + '],k' + q + '=K[' + q + '],o' + q + '=O[' + q + '];');
  }
  function val(q) {
    var kk = scales[q], oo = offsets[q];
    if (!isFinite(kk) || !isFinite(oo)) return 'a' + q + '[i]*k' + q + '+o' + q;
    if (kk === 0) return '(' + oo + ')';
    return 'a' + q + '[i]' + (kk === 1 ? '' : '*(' + kk + ')') + (oo === 0 ? '' : '+(' + oo + ')');
  }
  for (j = 0; j < outputs.length; j++) s.push('var T' + j + '=T[' + j + '];');
  var fields = names.map(function (n) { return __json(n) + ':0.5'; }).join(',');
  var fresh = into && mode === 'OBJECT' && into !== 'BANDS';
  if (mode !== 'SIMPLE_SCRIPT' && !fresh && into !== 'BANDS') for (k = 0; k < sceneCount; k++) s.push('var s' + k + '={' + fields + '};');
  if (mode === 'ARRAY') s.push('var ss=[];');
  if (into && !auto) s.push('var buf=[' + new Array(outputs[0].bands).fill('0.5').join(',') + '];');
  s.push('for (var i = 0; i < n; i++) {');
  if (mode === 'SIMPLE_SCRIPT') {
    var args = [];
    for (b = 0; b < nb; b++) args.push(val(b));
    s.push('r=L(' + args.join(',') + ');');
  } else {
    if (fresh) {
      // A fresh literal per pixel: once evaluatePixel is inlined V8 may remove it (escape analysis;
      // not reliably: whether it does depends on what ran before), hence BANDS where it applies.
      s.push('var s0={' + names.map(function (n, b) { return __json(n) + ':' + val(b); }).join(',') + '};');
    } else if (into !== 'BANDS') for (k = 0; k < sceneCount; k++) for (b = 0; b < nb; b++) {
      q = k * nb + b;
      s.push('s' + k + '[' + __json(names[b]) + ']=' + val(q) + ';');
    }
    if (mode === 'ARRAY') {
      s.push('ss.length=' + sceneCount + ';');
      for (k = 0; k < sceneCount; k++) s.push('ss[' + k + ']=s' + k + ';');
      s.push(auto ? 'ep(T0,i*' + outputs[0].bands + ',ss,scn,im,cd,om);' : into ? 'ep(buf,ss,scn,im,cd,om);' : 'r=ep(ss,scn,im,cd,om);');
    } else if (into === 'BANDS') {
      // No sample object at all: the fields the script reads are passed as arguments.
      var fieldArgs = __user.evaluatePixelBandsAuto.fields.map(function (f) { return val(names.indexOf(f)) + ','; }).join('');
      s.push('ep(T0,i*' + outputs[0].bands + ',' + fieldArgs + 'scn,im,cd,om);');
    } else s.push(auto ? 'ep(T0,i*' + outputs[0].bands + ',s0,scn,im,cd,om);' : into ? 'ep(buf,s0,scn,im,cd,om);' : 'r=ep(s0,scn,im,cd,om);');
  }
  for (j = 0; j < (auto ? 0 : outputs.length); j++) {
    var out = outputs[j], id = __json(out.id);
    if (into) s.push('x=buf;');
    else {
      // A one-band output also takes a bare number (visualizers whose process returns one).
      if (outputs.length === 1) s.push('x=__isArray(r)?r:' + (out.bands === 1 ? "typeof r==='number'?[r]:" : '') + '(r!=null?r[' + id + ']:undefined);');
      else s.push('x=r!=null&&!__isArray(r)?r[' + id + ']:undefined;');
      s.push('if(x==null||x.length!==' + out.bands + ')fail(i,r,' + j + ');');
    }
    s.push('q=i*' + out.bands + ';');
    for (b = 0; b < out.bands; b++) s.push(__convert(out.sampleType, 'x[' + b + ']', 'T' + j + '[q+' + b + ']'));
  }
  s.push('}');
  s[0] = 'var v, r, x, q;';
  return new __Fn('n', 'A', 'K', 'O', 'ep', 'scn', 'im', 'cd', 'om', 'T', 'R', 'F', 'H', 'fail', '__isArray', 'L', s.join('\n'));
}
function __run(job) {
  var n = job.width * job.height, outputs = job.outputs, mode;
  if (__kind === 'SIMPLE') mode = 'SIMPLE_SCRIPT';
  else if (__kind === 'V1' || job.mosaicking !== 'SIMPLE') mode = 'ARRAY';
  else mode = 'OBJECT';
  var nb = job.names.length, om = {};
  var into = mode !== 'SIMPLE_SCRIPT' && outputs.length === 1 && typeof __user.evaluatePixelInto === 'function' && __user.evaluatePixelInto.size === outputs[0].bands;
  if (into && outputs[0].sampleType === 'AUTO' && typeof __user.evaluatePixelAuto === 'function') into = 'AUTO';
  var bandsTwin = __user.evaluatePixelBandsAuto;
  if (into === 'AUTO' && mode === 'OBJECT' && typeof bandsTwin === 'function' && bandsTwin.fields.every(function (f) { return job.names.indexOf(f) >= 0; })) into = 'BANDS';
  var ep = into === 'BANDS' ? bandsTwin : into === 'AUTO' ? __user.evaluatePixelAuto : into ? __user.evaluatePixelInto : __user.evaluatePixel;
  if (mode === 'SIMPLE_SCRIPT') {
    var args = [];
    for (var b = 0; b < nb; b++) args.push(job.scales[b] === 0 ? job.offsets[b] : job.arrays[b][0] * job.scales[b] + job.offsets[b]);
    var first = n > 0 ? __simple.apply(undefined, args) : [];
    if (!__isArray(first)) __fail('OUTPUT_LENGTH', 'The script must return an array of values, but returned ' + __describe(first) + '.');
    if (first.length < 1) __fail('OUTPUT_LENGTH', 'The script returned an empty array; return at least one value.');
    outputs = [{ id: 'default', bands: first.length, sampleType: 'AUTO' }];
  } else if (typeof ep !== 'function') {
    __fail('MISSING_FUNCTION', 'The script has no evaluatePixel function.');
  }
  var T = outputs.map(function (o) { return new __TYPED[o.sampleType](n * o.bands); });
  function fail(i, r, j) {
    var o = outputs[j === null ? 0 : j];
    var where = 'pixel ' + i + ' (x ' + (i % job.width) + ', y ' + Math.floor(i / job.width) + ')';
    if (outputs.length > 1 && (r == null || __isArray(r)))
      __fail('OUTPUT_LENGTH', 'evaluatePixel must return an object keyed by output id (' + outputs.map(function (p) { return p.id; }).join(', ') + ') but returned ' + __describe(r) + ' at ' + where + '.');
    var got = outputs.length === 1 && (r === null || typeof r !== 'object' || __isArray(r)) ? r : r[o.id];
    __fail('OUTPUT_LENGTH', 'Output "' + o.id + '" has ' + o.bands + ' band' + (o.bands === 1 ? '' : 's') + ' but evaluatePixel returned ' + __describe(got) + ' at ' + where + '.');
  }
  var sceneCount = mode === 'ARRAY' ? job.sceneCount : 1;
  var key = __json([job.names, sceneCount, mode, outputs, job.scales, job.offsets, into]);
  var loop = __loops[key];
  if (!loop) {
    loop = __buildLoop(job.names, sceneCount, mode, outputs, job.scales, job.offsets, into);
    if (__loopCount++ > 32) { __loops = {}; __loopCount = 0; }
    __loops[key] = loop;
  }
  var stores = T.map(function (t, j) { return __storeView(outputs[j].sampleType, t); });
  var scn = mode === 'ARRAY' ? __scenesArgument(job.scenes) : job.scenes;
  loop(n, job.arrays, job.scales, job.offsets, ep, scn, job.inputMetadata, job.customData, om, stores, __round, __floor, __HALF, fail, __isArray, __simple);
  if (typeof __user.updateOutputMetadata === 'function') __user.updateOutputMetadata(scn, job.inputMetadata, om);
  return { data: T, bands: outputs.map(function (o) { return o.bands; }), userData: om.userData };
}
`;
