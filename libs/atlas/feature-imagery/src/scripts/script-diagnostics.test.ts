import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { errorPosition, scriptDiagnostics } from './script-diagnostics';

const doc = Text.of([
  '//VERSION=3',
  'function evaluatePixel(s) {',
  '  return [s.B04 * nope];',
  '}',
]);

describe('script diagnostics', () => {
  it("reads the server's (line, column) from the end of the message", () => {
    expect(errorPosition('422: ReferenceError: nope is not defined (line 3, column 19)')).toEqual({
      line: 3,
      column: 19,
    });
    expect(errorPosition('422: Evalscript exceeded its time limit of 500 ms')).toBeUndefined();
  });

  it('marks from the column to the end of that line', () => {
    const [d] = scriptDiagnostics(doc, '422: nope is not defined (line 3, column 19)');
    expect(doc.sliceString(d!.from, d!.to)).toBe('nope];');
    expect(doc.lineAt(d!.from).number).toBe(3);
    expect(d!.message).toBe('nope is not defined (line 3, column 19)');
    expect(d!.severity).toBe('error');
  });

  it('marks nothing for a position outside the script', () => {
    expect(scriptDiagnostics(doc, 'x (line 9, column 1)')).toEqual([]);
  });
});
