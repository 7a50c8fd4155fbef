/** Where in the user's own script an error happened: 1-based line and column. */
export interface ScriptLocation {
  readonly line: number;
  readonly column: number;
}

/** The file name the user's script runs under inside the isolate (stack frames name it). */
export const SCRIPT_FILENAME = 'evalscript';

/**
 * The lines of `code` before `marker`: the user's script is evaluated with this many lines
 * taken off (`lineOffset`), so the isolate's positions are the user's own lines.
 */
export function linesBefore(code: string, marker: string): number {
  const at = code.indexOf(marker);
  if (at < 0) return 0;
  let lines = 0;
  for (let i = code.indexOf('\n'); i >= 0 && i < at; i = code.indexOf('\n', i + 1)) lines++;
  return lines;
}

const POSITION = new RegExp(`${SCRIPT_FILENAME}:(\\d+):(\\d+)`, 'g');

/**
 * The first position of an isolate error (a syntax error's `[evalscript:L:C]`, then the stack
 * frames) that falls inside the user's script of `userLines` lines; prelude, kernel and generated
 * code positions are skipped. Undefined when none does.
 */
export function scriptLocation(error: unknown, layout: ScriptLayout): ScriptLocation | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = `${error.message}\n${error.stack ?? ''}`;
  for (const match of text.matchAll(POSITION)) {
    const line = Number(match[1]);
    const column = Number(match[2]);
    if (line >= 1 && line <= layout.userLines) return { line, column };
    // The runtime's twin of a one-return evaluatePixel: the error is in that return.
    if (line > layout.userLines && line <= layout.twinEnd && layout.returnAt) {
      return layout.returnAt;
    }
  }
  return undefined;
}

/** How the user's script sits in the isolate's code, in the user's own line numbers. */
export interface ScriptLayout {
  readonly userLines: number;
  /** Last line of the runtime's generated twin of `evaluatePixel` (= userLines without one). */
  readonly twinEnd: number;
  /** The `return` of `evaluatePixel`, where the twin's errors belong. */
  readonly returnAt: ScriptLocation | undefined;
}

/** The layout of `source` in `code` (the isolate's code, evaluated `before` lines up). */
export function scriptLayout(source: string, code: string, before: number): ScriptLayout {
  const userLines = source.split('\n').length;
  const end = linesBefore(code, '\nreturn {\n  evaluatePixelInto:') - before + 1;
  const found = /function\s+evaluatePixel\s*\([^)]*\)\s*\{\s*(return)\b/.exec(source);
  let returnAt: ScriptLocation | undefined;
  if (found) {
    const at = found.index + found[0].length - 'return'.length;
    const lines = source.slice(0, at).split('\n');
    returnAt = { line: lines.length, column: lines.at(-1)!.length + 1 };
  }
  return { userLines, twinEnd: Math.max(userLines, end), returnAt };
}

/** The message with its location appended as ` (line L, column C)`, which the editor reads. */
export function withLocation(message: string, location: ScriptLocation | undefined): string {
  if (!location) return message;
  const clean = message.replace(new RegExp(`\\s*\\[${SCRIPT_FILENAME}:\\d+:\\d+\\]`, 'g'), '');
  return `${clean} (line ${location.line}, column ${location.column})`;
}
