import fc from 'fast-check';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EVALSCRIPT_PRELUDE, PRELUDE_NAMES, evalscriptHelpers } from './prelude';

const h = evalscriptHelpers();

describe('evalscript prelude', () => {
  it('evaluates on its own in an empty context (no host objects needed)', () => {
    const context = vm.createContext({});
    const result = vm.runInContext(
      `${EVALSCRIPT_PRELUDE}\n[index(3, 1), typeof ${PRELUDE_NAMES.join(', typeof ')}].join(',')`,
      context,
    ) as string;
    const constants: readonly string[] = ['SampleType', 'Mosaicking'];
    expect(result).toBe(
      `0.5,${PRELUDE_NAMES.map((n) => (constants.includes(n) ? 'object' : 'function')).join(',')}`,
    );
  });

  it('index is the normalised difference', () => {
    expect(h.index(0.375, 0.125)).toBe(0.5);
    expect(Number.isNaN(h.index(0, 0))).toBe(true);
  });

  it('valueInterpolate and colorBlend interpolate linearly and clamp at the ends', () => {
    expect(h.valueInterpolate(0.25, [0, 1], [10, 20])).toBe(12.5);
    expect(h.valueInterpolate(-1, [0, 1], [10, 20])).toBe(10);
    expect(h.valueInterpolate(5, [0, 1, 2], [0, 10, 0])).toBe(0);
    expect(
      h.colorBlend(
        0.5,
        [0, 1],
        [
          [0, 0, 0],
          [1, 0.5, 0],
        ],
      ),
    ).toEqual([0.5, 0.25, 0]);
    expect(
      h.colorBlend(
        Number.NaN,
        [0, 1],
        [
          [1, 1, 1],
          [0, 0, 0],
        ],
      ),
    ).toEqual([1, 1, 1]);
    const first = [0, 0, 1];
    const out = h.colorBlend(-5, [0, 1], [first, [1, 1, 1]]);
    expect(out).not.toBe(first);
  });

  it('combine mixes two colours by alpha', () => {
    expect(h.combine([1, 0, 0], [0, 0, 1], 0.25)).toEqual([0.25, 0, 0.75]);
  });

  it('ColorRampVisualizer takes hex or normalised colours and clamps to min/max', () => {
    const ramp = new h.ColorRampVisualizer([
      [0, 0x000000],
      [1, [1, 1, 1]],
    ]);
    expect(ramp.process(0.5)).toEqual([0.5, 0.5, 0.5]);
    const clamped = new h.ColorRampVisualizer(
      [
        [0, 0xff0000],
        [1, 0x0000ff],
      ],
      0.5,
      0.75,
    );
    expect(clamped.process(0)).toEqual([0.5, 0, 0.5]);
  });

  it('ColorMapVisualizer is discrete: 199, 200, 250, 299 → red, 300 → blue', () => {
    const map = new h.ColorMapVisualizer([
      [200, 0xff0000],
      [300, 0x0000ff],
    ]);
    expect([199, 200, 250, 299].map((v) => map.process(v))).toEqual(Array(4).fill([1, 0, 0]));
    expect(map.process(300)).toEqual([0, 0, 1]);
    const ndvi = h.ColorMapVisualizer.createDefaultColorMap();
    expect(ndvi.process(-1)).toEqual([0, 0, 0]);
    expect(ndvi.process(0.95)).toEqual([0, 0.4, 0]);
  });

  it('DefaultVisualizer stretches min..max to 0..1 and clamps', () => {
    const viz = new h.DefaultVisualizer(0, 0.4);
    expect(viz.processList([0.1, 0.5, -1])).toEqual([0.25, 1, 0]);
    expect(new h.DefaultVisualizer(0, 1, 2).process(0.25)).toEqual([0.5]);
  });

  it('HighlightCompressVisualizer is linear to 0.92, then compresses below 1', () => {
    const viz = new h.HighlightCompressVisualizerSingle(0, 1);
    expect(viz.process(0.5)).toBe(0.5);
    fc.assert(
      fc.property(fc.double({ min: 0.92, max: 100, noNaN: true }), (v) => {
        const y = viz.process(v);
        expect(y).toBeGreaterThanOrEqual(0.92);
        expect(y).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('ColorGradientVisualizer places its pairs from min (p = 1) to max (p = 0) and rounds colours', () => {
    const viz = new h.ColorGradientVisualizer(
      [
        [1, 0x000000],
        [0.5, 0xff0000],
        [0, 0xffffff],
      ],
      -1,
      1,
    );
    expect(viz.process(-2)).toEqual([0, 0, 0]);
    expect(viz.process(-1)).toEqual([0, 0, 0]);
    // Halfway from black (-1) to red (0): 127.5 rounds to 128.
    expect(viz.process(-0.5)).toEqual([128 / 255, 0, 0]);
    expect(viz.process(0)).toEqual([1, 0, 0]);
    expect(viz.process(0.5)).toEqual([1, 128 / 255, 128 / 255]);
    expect(viz.process(1)).toEqual([1, 1, 1]);
    expect(viz.process(Number.NaN)).toEqual([1, 1, 1]);
    expect(viz.processList([-1, 1])).toEqual([
      [0, 0, 0],
      [1, 1, 1],
    ]);
  });

  it('ColorGradientVisualizer presets run black to white, navy to maroon', () => {
    const green = h.ColorGradientVisualizer.createWhiteGreen(-1, 1);
    expect(green.process(-1)).toEqual([0, 0, 0]);
    // p = 0.6 stands for -1·0.6 + 1·0.4 = -0.2: the dark green stop.
    expect(green.process(-0.2).map((c) => Math.round(c * 255))).toEqual([0, 0x66, 0]);
    expect(green.process(1)).toEqual([1, 1, 1]);
    const temperature = h.ColorGradientVisualizer.createRedTemperature(0, 1);
    expect(temperature.process(0.475).map((c) => Math.round(c * 255))).toEqual([0xae, 0, 0]);
    const blueRed = h.ColorGradientVisualizer.createBlueRed();
    expect(blueRed.process(0).map((c) => Math.round(c * 255))).toEqual([0, 0, 0x80]);
    expect(blueRed.process(1).map((c) => Math.round(c * 255))).toEqual([0x80, 0, 0]);
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), (v) => {
        for (const c of h.ColorGradientVisualizer.createBlueRed(-1, 1).process(v)) {
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('Identity returns a value as an array, and an array as it is', () => {
    const identity = new h.Identity();
    expect(identity.process(0.3)).toEqual([0.3]);
    expect(identity.process([0.1, 0.2])).toEqual([0.1, 0.2]);
  });

  it('decodes the Landsat QA bits of Collections 2 and 1', () => {
    // Cloud (bit 3) with high cloud confidence (bits 8-9 = 3) and low cirrus confidence (14-15 = 1).
    const c2 = h.decodeL8C2Qa((1 << 3) | (3 << 8) | (1 << 14));
    expect(c2).toMatchObject({
      fill: 0,
      cloud: 1,
      clear: 0,
      cloudConfidence: 3,
      cirrusConfidence: 1,
    });
    expect(h.decodeL8C2Qa(1 << 6)).toMatchObject({ clear: 1, cloud: 0, water: 0 });
    expect(h.decodeL8C2Qa((1 << 7) | (2 << 12))).toMatchObject({ water: 1, snowIceConfidence: 2 });
    const c1 = h.decodeLs8Qa(1 | (1 << 4) | (3 << 5) | (2 << 11));
    expect(c1).toMatchObject({
      designatedFill: 1,
      cloud: 1,
      cloudConfidence: 3,
      cirrusConfidence: 2,
    });
    expect(h.SampleType.UINT16).toBe('UINT16');
    expect(h.Mosaicking.ORBIT).toBe('ORBIT');
  });

  it('colorBlend stays within the colours it blends', () => {
    fc.assert(
      fc.property(fc.double({ min: -2, max: 2, noNaN: true }), (v) => {
        const [r, g, b] = h.colorBlend(
          v,
          [-1, 0, 1],
          [
            [0, 0, 0],
            [1, 0.5, 0],
            [1, 1, 1],
          ],
        );
        for (const c of [r, g, b]) expect(c).toBeGreaterThanOrEqual(0);
        for (const c of [r, g, b]) expect(c).toBeLessThanOrEqual(1);
      }),
    );
  });
});
