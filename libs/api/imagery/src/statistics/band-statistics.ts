/** Statistics of one output band over an area, as Sentinel Hub's Statistical API names them. */
export interface BandStatistics {
  /** null when every pixel is no data. */
  readonly min: number | null;
  readonly max: number | null;
  readonly mean: number | null;
  /** Population standard deviation. */
  readonly stDev: number | null;
  /** All pixels of the area. */
  readonly sampleCount: number;
  /** Pixels without data (masked, or a NaN value). */
  readonly noDataCount: number;
  /** The 10th, 50th (median) and 90th percentiles (nearest rank); null without data. */
  readonly percentiles: {
    readonly '10.0': number | null;
    readonly '50.0': number | null;
    readonly '90.0': number | null;
  };
}

/** Percentiles reported, as keys. */
const PERCENTILES = [10, 50, 90] as const;

/**
 * Statistics of band `band` of a pixel-interleaved output (`bands` values per pixel) over the
 * pixels whose `mask` is not 0; NaN values count as no data. Mean and stDev in double precision
 * (Welford), percentiles by nearest rank over the sorted valid values.
 */
export function bandStatistics(
  data: ArrayLike<number>,
  bands: number,
  band: number,
  mask: ArrayLike<number>,
): BandStatistics {
  const pixels = mask.length;
  const values = new Float64Array(pixels);
  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let p = 0; p < pixels; p++) {
    if (mask[p] === 0) continue;
    const v = data[p * bands + band]!;
    if (v !== v) continue;
    values[count++] = v;
    const delta = v - mean;
    mean += delta / count;
    m2 += delta * (v - mean);
  }
  const sorted = values.subarray(0, count).sort();
  const rank = (q: number) =>
    count === 0
      ? null
      : sorted[Math.min(count - 1, Math.max(0, Math.ceil((q / 100) * count) - 1))]!;
  const [p10, p50, p90] = PERCENTILES.map(rank) as [number | null, number | null, number | null];
  return {
    min: count === 0 ? null : sorted[0]!,
    max: count === 0 ? null : sorted[count - 1]!,
    mean: count === 0 ? null : mean,
    stDev: count === 0 ? null : Math.sqrt(m2 / count),
    sampleCount: pixels,
    noDataCount: pixels - count,
    percentiles: { '10.0': p10, '50.0': p50, '90.0': p90 },
  };
}
