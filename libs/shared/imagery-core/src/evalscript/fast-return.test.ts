import { describe, expect, it } from 'vitest';
import { evaluatePixelIntoSource } from './fast-return';

describe('evaluatePixelIntoSource', () => {
  it('writes a single `return [..]` into a reused array, or straight into an AUTO output (clamped store)', () => {
    const twin = evaluatePixelIntoSource(
      'function evaluatePixel(s, scenes) {\n  return [f(s.B04, 2), [1, 2][0], s.dataMask];\n}',
    );
    expect(twin).toBe(`function __evaluatePixelBandsAuto(__T, __q, __s_B04, __s_dataMask, scenes) {
  __T[__q + 0] = __floor((f(__s_B04, 2)) * 255 + 0.49999999999999994);
  __T[__q + 1] = __floor(([1, 2][0]) * 255 + 0.49999999999999994);
  __T[__q + 2] = __floor((__s_dataMask) * 255 + 0.49999999999999994);
}
__evaluatePixelBandsAuto.fields = ["B04","dataMask"];
function __evaluatePixelInto(__out, s, scenes) {
  __out[0] = f(s.B04, 2);
  __out[1] = [1, 2][0];
  __out[2] = s.dataMask;
  return __out;
}
__evaluatePixelInto.size = 3;
function __evaluatePixelAuto(__T, __q, s, scenes) {
  __T[__q + 0] = __floor((f(s.B04, 2)) * 255 + 0.49999999999999994);
  __T[__q + 1] = __floor(([1, 2][0]) * 255 + 0.49999999999999994);
  __T[__q + 2] = __floor((s.dataMask) * 255 + 0.49999999999999994);
}`);
  });

  it('keeps the sample object when the sample is used other than as sample.NAME', () => {
    for (const body of [
      'return [s.B04, f(s)];',
      'return [s.B04, s["B03"]];',
      'return [s.B04, [1].map((s) => s.x)[0]];',
      'return [s.B04, typeof /s.B03/];',
      'return [s.B04, arguments.length];',
      'return [s.B04, a.s + s .B03];',
    ]) {
      const twin = evaluatePixelIntoSource(`function evaluatePixel(s) { ${body} }`) ?? '';
      expect(twin, body).not.toContain('__evaluatePixelBandsAuto');
    }
    const divided = evaluatePixelIntoSource(
      'function evaluatePixel(s) { return [s.B04 / s.B03]; }',
    );
    expect(divided).toContain('__floor((__s_B04 / __s_B03) * 255');
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
