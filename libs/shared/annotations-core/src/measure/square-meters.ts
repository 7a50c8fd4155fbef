/** Area in square metres (branded, so it cannot be passed where metres are expected). */
export type SquareMeters = number & { readonly __unit: 'squareMeters' };

/** Brands a number as square metres. */
export function squareMeters(value: number): SquareMeters {
  return value as SquareMeters;
}
