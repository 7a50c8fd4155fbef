import { describe, expect, it } from 'vitest';
import { evaluatePixelIntoSource } from './fast-return';

describe('evaluatePixelIntoSource', () => {
  it('writes a single `return [..]` into a reused array, or straight into an AUTO output', () => {
    const twin = evaluatePixelIntoSource(
      'function evaluatePixel(s, scenes) {\n  return [f(s.B04, 2), [1, 2][0], s.dataMask];\n}',
    );
    expect(twin).toBe(`function __evaluatePixelInto(__out, s, scenes) {
  __out[0] = f(s.B04, 2);
  __out[1] = [1, 2][0];
  __out[2] = s.dataMask;
  return __out;
}
__evaluatePixelInto.size = 3;
function __evaluatePixelAuto(__T, __q, s, scenes) {
  var __v;
  __v = (f(s.B04, 2)) * 255;
  __T[__q + 0] = __v > 0 ? (__v < 255 ? __round(__v) : 255) : 0;
  __v = ([1, 2][0]) * 255;
  __T[__q + 1] = __v > 0 ? (__v < 255 ? __round(__v) : 255) : 0;
  __v = (s.dataMask) * 255;
  __T[__q + 2] = __v > 0 ? (__v < 255 ? __round(__v) : 255) : 0;
}`);
  });

  it('leaves other shapes alone', () => {
    for (const source of [
      'function evaluatePixel(s) { var x = 1; return [x]; }',
      'function evaluatePixel(s) { return { default: [1] }; }',
      'function evaluatePixel(s) { return [...s.list]; }',
      "function evaluatePixel(s) { return ['a']; }",
      'function evaluatePixel(s) { return [1]; }\nvar again = evaluatePixel;',
      'function evaluatePixel(s) { return [1] + [2]; }',
    ]) {
      expect(evaluatePixelIntoSource(source)).toBeUndefined();
    }
  });
});
