// Types for @terraformer/wkt, which ships none. Only what @unfurl/domain uses.
declare module '@terraformer/wkt' {
  import type { Geometry } from 'geojson';

  /** Parses WKT (upper-case keywords, no SRID prefix) to a GeoJSON geometry; throws when invalid. */
  export function wktToGeoJSON(wkt: string): Geometry & { properties?: unknown };

  /** Writes a GeoJSON geometry as WKT. */
  export function geojsonToWKT(geometry: Geometry): string;
}
