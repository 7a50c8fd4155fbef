// Public API of @unfurl/imagery-core. Exports are listed by name, each with a one-line TSDoc.

// --- imagery rules (spec 2 sections 5 and 9) ---
/** Search hits grouped per UTC day with the average cloud cover to two decimals, newest first. */
export { groupByDay, roundTo2, type DayGroup } from './search/day-groups';
/** The search limit sent (requested or 20, plus 30) and the share-link one-month search. */
export { searchRequestLimit, shareLinkSearch, type ShareLinkSearch } from './search/search-request';
/** Render request rules: pixel size per side, thumbnail dimensions, the session cache key. */
export {
  renderSizeProblem,
  renderRequestProblem,
  thumbnailDimensions,
  renderCacheKey,
  fnv1a,
  BAD_IMAGE_SIZE,
  type RenderCacheKeyParts,
} from './search/render-request';
/** Metres per pixel of each satellite type: Sentinel-2 10 m, Landsat 30 m, Sentinel-1 10 m. */
export {
  NATIVE_RESOLUTION,
  SENTINEL_2_RESOLUTION,
  SENTINEL_1_RESOLUTION,
} from './search/native-resolution';

// --- evalscript runtime ---
/** Runs an evalscript (V3, V1/V2 or simple) over band arrays with Sentinel Hub semantics. */
export {
  runEvalscript,
  type RunEvalscriptOptions,
  type EvalscriptOutput,
  type EvalscriptResult,
} from './evalscript/run-evalscript';
/** Detects a script's kind (V3, V1, SIMPLE), its functions and its band globals. */
export {
  parseEvalscript,
  EVALSCRIPT_KIND,
  GLOBAL_BAND_NAMES,
  type EvalscriptKind,
  type ParsedEvalscript,
  type EvalscriptFunction,
} from './evalscript/parse-evalscript';
/** The helper functions scripts expect, as a JavaScript string and as typed functions. */
export {
  EVALSCRIPT_PRELUDE,
  PRELUDE_NAMES,
  evalscriptHelpers,
  type EvalscriptHelpers,
  type PreludeColor,
  type PreludeVisualizer,
} from './evalscript/prelude';
/** The whole script (prelude, script, pixel loop) as one self-contained function body. */
export { buildModuleSource } from './evalscript/module-source';
/** The compile seam: default `new Function`; the server substitutes an isolate. */
export {
  compileWithFunction,
  type CompileEvalscript,
  type EvalscriptModule,
  type PixelJob,
  type PixelResult,
  type LoopOutput,
  type BandArray,
} from './evalscript/compile';
/** Typed evalscript errors with a code and a message saying what is wrong. */
export {
  EvalscriptError,
  isEvalscriptError,
  toEvalscriptError,
  EVALSCRIPT_ERROR_CODE,
  type EvalscriptErrorCode,
} from './evalscript/evalscript-error';
/** Output sample types and their conversion rule. */
export {
  SAMPLE_TYPE,
  isSampleType,
  convertSample,
  ROUND_HALF,
  type SampleType,
} from './evalscript/sample-type';
/** setup() checking: mosaicking modes and the normalised setup. */
export {
  normalizeSetup,
  MOSAICKING,
  type Mosaicking,
  type NormalizedSetup,
  type SetupBand,
  type SetupOutput,
} from './evalscript/normalize-setup';
/** Band inputs: raw data with scale/offset/noData; reflectance per DN. */
export { REFLECTANCE_PER_DN, type BandInput, type BandSource } from './evalscript/band-sources';
/** Scenes for ORBIT/TILE mosaicking and their order. */
export { MOSAICKING_ORDER, type MosaickingOrder, type SceneInput } from './evalscript/scenes';

// --- catalogue ---
/** The built-in scripts, the default and quick list, and the overlay wiring. */
export {
  SENTINEL_SCRIPTS,
  LANDSAT_SCRIPTS,
  BUILT_IN_SCRIPTS,
  QUICK_SCRIPTS,
  OVERLAY_SCRIPT_IDS,
  scriptsOf,
  scriptById,
  scriptByName,
  defaultScript,
  overlay,
  type Overlay,
  type ScriptFamily,
} from './catalogue/catalogue';
/** A built-in script and its structured legend. */
export {
  UNFURL_AUTHOR,
  type BuiltInScript,
  type ScriptLegend,
  type HexColor,
} from './catalogue/built-in-script';
