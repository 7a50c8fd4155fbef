/** Angle in decimal degrees (branded so it cannot be mixed with metres by accident). */
export type Degrees = number & { readonly __unit: 'degrees' };

/** Length in metres (branded). */
export type Meters = number & { readonly __unit: 'meters' };

/** Brands a number as degrees. */
export function degrees(value: number): Degrees {
  return value as Degrees;
}

/** Brands a number as metres. */
export function meters(value: number): Meters {
  return value as Meters;
}

/** A geographic position in WGS84 decimal degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** A bounding box in WGS84: [minLng, minLat, maxLng, maxLat]. */
export type BoundingBox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];
