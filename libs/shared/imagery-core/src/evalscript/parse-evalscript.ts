/** How a script is run. */
export const EVALSCRIPT_KIND = {
  /** `//VERSION=3`: `setup()` returns `{ input, output, mosaicking }`. */
  V3: 'V3',
  /** V1/V2 custom script: `setup(ds)` calls `setInputComponents` and `setOutputComponentCount`. */
  V1: 'V1',
  /** Simple script: the body uses band globals (`B04`) and returns an array. */
  SIMPLE: 'SIMPLE',
} as const;

/** One script kind. */
export type EvalscriptKind = (typeof EVALSCRIPT_KIND)[keyof typeof EVALSCRIPT_KIND];

/** What {@link parseEvalscript} finds in a source. */
export interface ParsedEvalscript {
  readonly kind: EvalscriptKind;
  /** The source starts with a `//VERSION=3` comment. */
  readonly versionHeader: boolean;
  /** Which of the known functions the source defines. */
  readonly defines: Readonly<Record<EvalscriptFunction, boolean>>;
  /** Band globals a simple script uses, in order of first use (comments ignored). */
  readonly globalBands: readonly string[];
}

/** Functions a script can define. */
export type EvalscriptFunction =
  | 'setup'
  | 'evaluatePixel'
  | 'preProcessScenes'
  | 'updateOutput'
  | 'updateOutputMetadata'
  | 'filterScenes';

const FUNCTIONS: readonly EvalscriptFunction[] = [
  'setup',
  'evaluatePixel',
  'preProcessScenes',
  'updateOutput',
  'updateOutputMetadata',
  'filterScenes',
];

/** Band and meta-band names a legacy script may use as globals (all collections of notes §1.6). */
export const GLOBAL_BAND_NAMES: readonly string[] = [
  ...['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B8A', 'B09', 'B10', 'B11', 'B12'],
  ...['VV', 'VH', 'HH', 'HV', 'SCL', 'SNW', 'CLD', 'CLP', 'CLM', 'AOT', 'BQA', 'QA_RADSAT'],
  ...['VAA', 'VZA', 'SAA', 'SZA', 'sunAzimuthAngles', 'sunZenithAngles', 'viewAzimuthMean'],
  ...['viewZenithMean', 'localIncidenceAngle', 'scatteringArea', 'shadowMask', 'dataMask'],
];

const GLOBAL_BAND = new RegExp(`(?<![\\w$.])(${GLOBAL_BAND_NAMES.join('|')})(?![\\w$])`, 'g');

/** A comment or a string literal (a string's quotes included). */
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** The source without comments and string contents (good enough for scanning identifiers). */
export function stripComments(source: string): string {
  return source.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? ' ' : '""'));
}

/** The source without comments, strings kept. */
function withoutComments(source: string): string {
  return source.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? ' ' : m));
}

function defines(code: string, name: string): boolean {
  return new RegExp(
    `function\\s+${name}\\s*\\(|(?:var|let|const)\\s+${name}\\s*=|(?<![\\w$.])${name}\\s*=\\s*(?:function|\\()`,
  ).test(code);
}

/**
 * Detects the kind of an evalscript (notes §1.5): V3 with a `//VERSION=3` header and a
 * parameterless `setup`; V1/V2 when `setup` takes a parameter or the script calls
 * `setInputComponents`; otherwise a simple script using band globals (also when a `//VERSION=3`
 * header sits on a script that defines neither `setup` nor `evaluatePixel`). A script with
 * `setup` and `evaluatePixel` but no header is run as V3.
 */
export function parseEvalscript(source: string): ParsedEvalscript {
  const versionHeader = /^\s*\/\/\s*VERSION\s*=\s*3\b/.test(source);
  const code = stripComments(source);
  const found = Object.fromEntries(FUNCTIONS.map((f) => [f, defines(code, f)])) as Record<
    EvalscriptFunction,
    boolean
  >;
  const v1 = /setInputComponents\s*\(/.test(code) || /function\s+setup\s*\(\s*[\w$]/.test(code);
  let kind: EvalscriptKind = EVALSCRIPT_KIND.SIMPLE;
  if (found.setup && v1) kind = EVALSCRIPT_KIND.V1;
  else if (found.setup || found.evaluatePixel) kind = EVALSCRIPT_KIND.V3;
  const globalBands: string[] = [];
  if (kind === EVALSCRIPT_KIND.SIMPLE) {
    // A script that evaluates text (eval, Function) may name bands only inside its strings.
    const scanned = /(?<![\w$.])(?:eval|Function)\s*\(/.test(code) ? withoutComments(source) : code;
    for (const m of scanned.matchAll(GLOBAL_BAND)) {
      const band = m[1];
      if (band && !globalBands.includes(band)) globalBands.push(band);
    }
  }
  return { kind, versionHeader, defines: found, globalBands };
}
