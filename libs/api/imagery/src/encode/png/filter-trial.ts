import { deflateBand } from './deflate-band';
import { FILTER_SET, filterRows } from './png-filter';
import type { FilterSet } from './png-filter';

/** Rows of a band, `[first, end)`, in an image of rows of `rowBytes` and `bpp` bytes a pixel. */
export interface BandRows {
  readonly pixels: Uint8Array;
  readonly rowBytes: number;
  readonly bpp: number;
  readonly first: number;
  readonly end: number;
}

/** A trial sample is a 32nd of the band, at least this many bytes (or the whole band). */
const SAMPLE_MIN_BYTES = 32 * 1024;

/**
 * Which filter set packs a band smaller at `level`: the rows in the middle of the band (a
 * 32nd of it, at least 32 KB) filtered with each set and deflated on the threadpool, the
 * smaller kept (ties: without Paeth, the cheaper to filter). About 1/16 more deflate work for a
 * choice that is worth 3-15% of the PNG either way on our imagery (see `png-filter.ts`).
 */
export async function chooseFilterSet(band: BandRows, level: number): Promise<FilterSet> {
  const stride = band.rowBytes + 1;
  const rows = band.end - band.first;
  const wanted = Math.max(Math.ceil(rows / 32), Math.ceil(SAMPLE_MIN_BYTES / stride));
  const count = Math.min(rows, wanted);
  const first = band.first + Math.floor((rows - count) / 2);
  const sizeWith = (set: FilterSet) => {
    const sample = new Uint8Array(count * stride);
    filterRows(band.pixels, band.rowBytes, band.bpp, { first, end: first + count, set }, sample, 0);
    return deflateBand(sample, { level, dictionary: new Uint8Array(0), last: true }).then(
      (piece) => piece.length,
    );
  };
  const [withPaeth, withoutPaeth] = await Promise.all([
    sizeWith(FILTER_SET.withPaeth),
    sizeWith(FILTER_SET.withoutPaeth),
  ]);
  return withPaeth < withoutPaeth ? FILTER_SET.withPaeth : FILTER_SET.withoutPaeth;
}
