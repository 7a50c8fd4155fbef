// The area of interest of a project search: WKT (as the listing search takes it) or a GeoJSON
// Polygon / MultiPolygon, in lon/lat; PostGIS reads it and a bad one is a 400 saying why.
import type { Queryable } from '@unfurl/api-db';
import { InvalidDrawAoiError } from './draw-errors';

const MAX_VERTICES = 10_000;

interface AoiRow {
  type: string;
  valid: boolean;
  reason: string;
  vertices: number;
  west: number;
  south: number;
  east: number;
  north: number;
  hex: string;
}

/** The checked area as EWKB hex, or an {@link InvalidDrawAoiError}. */
export async function readSearchAoi(db: Queryable, text: string): Promise<string> {
  const trimmed = text.trim();
  const isJson = trimmed.startsWith('{');
  const read = isJson ? 'ST_GeomFromGeoJSON($1)' : 'ST_GeomFromText($1)';
  let row: AoiRow | undefined;
  try {
    [row] = await db.query<AoiRow>(
      `SELECT GeometryType(g) AS type, ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason,
         ST_NPoints(g) AS vertices, ST_XMin(g) AS west, ST_YMin(g) AS south,
         ST_XMax(g) AS east, ST_YMax(g) AS north, encode(ST_AsEWKB(g), 'hex') AS hex
       FROM (SELECT ST_SetSRID(${read}, 4326) AS g) s`,
      [trimmed],
    );
  } catch {
    throw new InvalidDrawAoiError(
      isJson
        ? 'aoi is not a valid GeoJSON geometry'
        : 'aoi is not valid WKT (expected e.g. POLYGON((lon lat, ...)))',
    );
  }
  if (!row) throw new InvalidDrawAoiError('aoi could not be read');
  if (row.type !== 'POLYGON' && row.type !== 'MULTIPOLYGON') {
    throw new InvalidDrawAoiError('aoi must be a POLYGON or MULTIPOLYGON');
  }
  if (row.vertices > MAX_VERTICES) {
    throw new InvalidDrawAoiError(`aoi has more than ${MAX_VERTICES} vertices`);
  }
  if (row.west < -180 || row.east > 180 || row.south < -90 || row.north > 90) {
    throw new InvalidDrawAoiError(
      'aoi coordinates must be lon -180..180 and lat -90..90 (lon lat order)',
    );
  }
  if (!row.valid) throw new InvalidDrawAoiError(`aoi is not a valid polygon (${row.reason})`);
  return row.hex;
}
