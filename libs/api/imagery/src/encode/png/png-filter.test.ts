import { describe, expect, it } from 'vitest';
import {
  FILTER_SET,
  PNG_FILTER,
  chooseRowFilter,
  filterRows,
  paeth,
  writeFilteredRow,
} from './png-filter';
import type { PngFilter } from './png-filter';

/** The spec's reconstruction of one filtered row (PNG §9.2), written apart from the encoder. */
function unfilter(filtered: Uint8Array, prev: Uint8Array, bpp: number): Uint8Array {
  const type = filtered[0]!;
  const x = filtered.subarray(1);
  const out = new Uint8Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const a = i >= bpp ? out[i - bpp]! : 0;
    const b = prev[i]!;
    const c = i >= bpp ? prev[i - bpp]! : 0;
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    const predictor = [
      0,
      a,
      b,
      Math.floor((a + b) / 2),
      pa <= pb && pa <= pc ? a : pb <= pc ? b : c,
    ][type]!;
    out[i] = (x[i]! + predictor) & 255;
  }
  return out;
}

const noise = (n: number, seed: number) => {
  const out = new Uint8Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) out[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
  return out;
};

describe('PNG row filters', () => {
  it('every filter type reconstructs the row by the spec, for 3 and 4 bytes a pixel', () => {
    for (const bpp of [3, 4]) {
      const prev = noise(12 * bpp, 1);
      const row = noise(12 * bpp, 2);
      for (const filter of Object.values(PNG_FILTER)) {
        const out = new Uint8Array(row.length + 1);
        writeFilteredRow(row, prev, bpp, filter, out, 0);
        expect(out[0]).toBe(filter);
        expect(unfilter(out, prev, bpp)).toEqual(row);
      }
    }
  });

  it('the Paeth predictor is the spec’s p = a + b - c and nearest neighbour', () => {
    const values = noise(3000, 3);
    for (let i = 0; i < values.length; i += 3) {
      const [a, b, c] = [values[i]!, values[i + 1]!, values[i + 2]!];
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      expect(paeth(a, b, c)).toBe(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
    }
  });

  it('picks the filter with the smallest signed residuals: Sub on a ramp, Up under a copy', () => {
    const ramp = Uint8Array.from({ length: 30 }, (_, i) => (i * 40) & 255);
    const zeros = new Uint8Array(30);
    const pick = (row: Uint8Array, prev: Uint8Array): PngFilter =>
      chooseRowFilter(row, prev, 3, FILTER_SET.withPaeth);
    expect(pick(zeros, zeros)).toBe(PNG_FILTER.none);
    expect(
      pick(
        Uint8Array.from({ length: 30 }, (_, i) => Math.floor(i / 3) * 20),
        zeros,
      ),
    ).toBe(PNG_FILTER.sub);
    expect(pick(ramp, ramp)).toBe(PNG_FILTER.up);
    const smooth = Uint8Array.from({ length: 30 }, (_, i) => 100 + Math.floor(i / 3));
    expect(
      chooseRowFilter(
        smooth,
        smooth.map((v) => v + 1),
        3,
        FILTER_SET.withoutPaeth,
      ),
    ).not.toBe(PNG_FILTER.paeth);
  });

  it('filters a block of rows with row 0 predicted from zeros', () => {
    const [w, h, bpp] = [5, 4, 3];
    const pixels = noise(w * h * bpp, 4);
    const out = new Uint8Array((w * bpp + 1) * (h - 1));
    filterRows(pixels, w * bpp, bpp, { first: 1, end: h, set: FILTER_SET.withPaeth }, out, 0);
    for (let y = 1; y < h; y++) {
      const filtered = out.subarray((y - 1) * (w * bpp + 1), y * (w * bpp + 1));
      const prev = pixels.subarray((y - 1) * w * bpp, y * w * bpp);
      expect(unfilter(filtered, prev, bpp)).toEqual(
        pixels.subarray(y * w * bpp, (y + 1) * w * bpp),
      );
    }
    const first = new Uint8Array(w * bpp + 1);
    filterRows(pixels, w * bpp, bpp, { first: 0, end: 1, set: FILTER_SET.withoutPaeth }, first, 0);
    expect(unfilter(first, new Uint8Array(w * bpp), bpp)).toEqual(pixels.subarray(0, w * bpp));
  });
});
