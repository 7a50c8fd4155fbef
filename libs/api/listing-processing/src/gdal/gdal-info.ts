import type { Polygon } from 'geojson';

/** A coordinate system as `gdalinfo -json -proj4` reports it. */
export interface GdalCoordinateSystem {
  readonly wkt: string;
  readonly proj4?: string;
}

/** One ground control point: pixel/line in the image, x/y in the GCP coordinate system. */
export interface GdalGcp {
  readonly pixel: number;
  readonly line: number;
  readonly x: number;
  readonly y: number;
}

/** One band as `gdalinfo -json` reports it. */
export interface GdalBand {
  readonly band: number;
  readonly type: string;
  readonly colorInterpretation?: string;
  readonly noDataValue?: number | string;
  readonly overviews?: readonly { readonly size: readonly [number, number] }[];
  readonly colorTable?: unknown;
}

/** The parts of `gdalinfo -json -proj4` output that processing reads. */
export interface GdalInfo {
  readonly driverShortName: string;
  readonly size: readonly [number, number];
  readonly coordinateSystem?: GdalCoordinateSystem;
  readonly geoTransform?: readonly [number, number, number, number, number, number];
  readonly gcps?: {
    readonly coordinateSystem?: GdalCoordinateSystem;
    readonly gcpList: readonly GdalGcp[];
  };
  readonly wgs84Extent?: Polygon;
  readonly bands: readonly GdalBand[];
  readonly metadata?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
