import type { BandStatistics } from './band-statistics';

/** One day of the time series, shaped as a Sentinel Hub Statistical API interval. */
export interface StatisticsInterval {
  readonly interval: { readonly from: string; readonly to: string };
  readonly outputs: Record<
    string,
    { readonly bands: Record<string, { readonly stats: BandStatistics }> }
  >;
}

/** The response: intervals oldest first, as the Statistical API. */
export interface StatisticsResponse {
  readonly data: readonly StatisticsInterval[];
  readonly status: 'OK';
}
