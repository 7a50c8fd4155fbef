/**
 * PNG row filters (PNG spec §9) over flat pixel arrays: each output row is one filter-type byte
 * then the row's bytes minus the filter's prediction, modulo 256.
 *
 * A row's filter is the one with the smallest sum of filtered bytes read as signed, libpng's
 * default heuristic, over one of two sets: all five filters (`withPaeth`, as libpng and so GDAL
 * choose) or all but Paeth (`withoutPaeth`). On our Sentinel-2 renders the heuristic picks Paeth
 * for nearly every row, yet deflate packs the rows it picks without Paeth 3-4% smaller (Average
 * rows, mostly); on upsampled Landsat renders Paeth rows are 3% smaller. So `encode-png.ts`
 * tries both sets on a sample of each band and keeps the smaller.
 */

/** PNG filter types. */
export const PNG_FILTER = { none: 0, sub: 1, up: 2, average: 3, paeth: 4 } as const;

/** One filter type. */
export type PngFilter = (typeof PNG_FILTER)[keyof typeof PNG_FILTER];

/** The filters a row may get. */
export const FILTER_SET = { withPaeth: 'with-paeth', withoutPaeth: 'without-paeth' } as const;

/** One filter set. */
export type FilterSet = (typeof FILTER_SET)[keyof typeof FILTER_SET];

/** |v| of a byte difference read as a signed byte, as libpng's heuristic sums it. */
const signedAbs = (v: number): number => {
  const d = (v << 24) >> 24;
  return (d ^ (d >> 31)) - (d >> 31);
};

/** The Paeth predictor of a byte from its left (a), upper (b) and upper-left (c) neighbours. */
export const paeth = (a: number, b: number, c: number): number => {
  const pa = Math.abs(b - c);
  const pb = Math.abs(a - c);
  const pc = Math.abs(a + b - c - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Sums of signed residuals over one row, by filter type (Paeth's only when asked). */
const sums = new Float64Array(5);

function residualSums(row: Uint8Array, prev: Uint8Array, bpp: number, withPaeth: boolean): void {
  let none = 0;
  let sub = 0;
  let up = 0;
  let average = 0;
  let paethSum = 0;
  for (let i = 0; i < bpp; i++) {
    const x = row[i]!;
    const b = prev[i]!;
    none += signedAbs(x);
    sub += signedAbs(x);
    up += signedAbs(x - b);
    average += signedAbs(x - (b >> 1));
    paethSum += signedAbs(x - b);
  }
  if (withPaeth) {
    for (let i = bpp; i < row.length; i++) {
      const x = row[i]!;
      const a = row[i - bpp]!;
      const b = prev[i]!;
      none += signedAbs(x);
      sub += signedAbs(x - a);
      up += signedAbs(x - b);
      average += signedAbs(x - ((a + b) >> 1));
      paethSum += signedAbs(x - paeth(a, b, prev[i - bpp]!));
    }
  } else {
    for (let i = bpp; i < row.length; i++) {
      const x = row[i]!;
      const a = row[i - bpp]!;
      const b = prev[i]!;
      none += signedAbs(x);
      sub += signedAbs(x - a);
      up += signedAbs(x - b);
      average += signedAbs(x - ((a + b) >> 1));
    }
  }
  sums[0] = none;
  sums[1] = sub;
  sums[2] = up;
  sums[3] = average;
  sums[4] = withPaeth ? paethSum : Infinity;
}

/** The filter with the smallest sum of signed residuals over one row; ties go to the first. */
export function chooseRowFilter(
  row: Uint8Array,
  prev: Uint8Array,
  bpp: number,
  set: FilterSet,
): PngFilter {
  residualSums(row, prev, bpp, set === FILTER_SET.withPaeth);
  let best: PngFilter = PNG_FILTER.none;
  for (const filter of [PNG_FILTER.sub, PNG_FILTER.up, PNG_FILTER.average, PNG_FILTER.paeth]) {
    if (sums[filter]! < sums[best]!) best = filter;
  }
  return best;
}

/** Writes `row` filtered with `filter` (type byte first) into `out` at `at`. */
export function writeFilteredRow(
  row: Uint8Array,
  prev: Uint8Array,
  bpp: number,
  filter: PngFilter,
  out: Uint8Array,
  at: number,
): void {
  out[at] = filter;
  const o = at + 1;
  const n = row.length;
  switch (filter) {
    case PNG_FILTER.none:
      out.set(row, o);
      return;
    case PNG_FILTER.sub:
      for (let i = 0; i < bpp; i++) out[o + i] = row[i]!;
      for (let i = bpp; i < n; i++) out[o + i] = row[i]! - row[i - bpp]!;
      return;
    case PNG_FILTER.up:
      for (let i = 0; i < n; i++) out[o + i] = row[i]! - prev[i]!;
      return;
    case PNG_FILTER.average:
      for (let i = 0; i < bpp; i++) out[o + i] = row[i]! - (prev[i]! >> 1);
      for (let i = bpp; i < n; i++) out[o + i] = row[i]! - ((row[i - bpp]! + prev[i]!) >> 1);
      return;
    case PNG_FILTER.paeth:
      for (let i = 0; i < bpp; i++) out[o + i] = row[i]! - prev[i]!;
      for (let i = bpp; i < n; i++)
        out[o + i] = row[i]! - paeth(row[i - bpp]!, prev[i]!, prev[i - bpp]!);
      return;
    default: {
      const never: never = filter;
      throw new Error(`Unknown PNG filter ${String(never)}`);
    }
  }
}

/**
 * Filters rows `[firstRow, endRow)` of `pixels` (rows of `rowBytes`, `bpp` bytes a pixel) into
 * `out`, row `y` at `(y - firstRow) × (rowBytes + 1)` from `at`. Row 0's previous row is zeros.
 */
export function filterRows(
  pixels: Uint8Array,
  rowBytes: number,
  bpp: number,
  rows: { readonly first: number; readonly end: number; readonly set: FilterSet },
  out: Uint8Array,
  at: number,
): void {
  const zeros = new Uint8Array(rowBytes);
  for (let y = rows.first; y < rows.end; y++) {
    const row = pixels.subarray(y * rowBytes, (y + 1) * rowBytes);
    const prev = y === 0 ? zeros : pixels.subarray((y - 1) * rowBytes, y * rowBytes);
    const filter = chooseRowFilter(row, prev, bpp, rows.set);
    writeFilteredRow(row, prev, bpp, filter, out, at + (y - rows.first) * (rowBytes + 1));
  }
}
