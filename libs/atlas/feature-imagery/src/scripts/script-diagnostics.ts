import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';

/** A 1-based position in the user's script. */
export interface ScriptPosition {
  readonly line: number;
  readonly column: number;
}

/**
 * Where the imagery service placed a script error: its 4xx message ends in
 * `(line L, column C)`, in the user's own lines (the server maps the isolate's positions back).
 */
export function errorPosition(message: string): ScriptPosition | undefined {
  const match = /\(line (\d+), column (\d+)\)\s*$/.exec(message);
  if (!match) return undefined;
  return { line: Number(match[1]), column: Number(match[2]) };
}

/**
 * The editor diagnostic of a script error: from the column to the end of its line (the whole
 * line at column 1), or none when the message has no position inside `doc`.
 */
export function scriptDiagnostics(doc: Text, message: string): Diagnostic[] {
  const position = errorPosition(message);
  if (!position || position.line > doc.lines) return [];
  const line = doc.line(position.line);
  const at = Math.min(line.to, line.from + Math.max(0, position.column - 1));
  // At the end of the line (or past it), the whole line.
  const from = at < line.to ? at : line.from;
  return [
    {
      from,
      to: line.to,
      severity: 'error',
      message: message.replace(/^\d{3}: /, ''),
      source: 'imagery service',
    },
  ];
}
