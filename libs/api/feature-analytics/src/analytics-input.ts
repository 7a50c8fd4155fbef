// Checks the schema cannot express: the WKT parses and lies in EPSG:4326, the preview is a link.
import { geometryPositions, parseWkt } from '@unfurl/domain';
import { InvalidGeometryWktError, InvalidPreviewUrlError } from './analytics-errors';

/** Throws 400 unless the text is WKT whose coordinates lie within -180..180 / -90..90. */
export function checkGeometryWkt(wkt: string): void {
  const geometry = parseWkt(wkt);
  if (!geometry)
    throw new InvalidGeometryWktError('is not valid WKT (e.g. POLYGON((lon lat, ...)))');
  const positions = geometryPositions(geometry);
  const outside = positions.some(
    ([lon, lat]) =>
      !Number.isFinite(lon) ||
      !Number.isFinite(lat) ||
      Math.abs(lon ?? NaN) > 180 ||
      Math.abs(lat ?? NaN) > 90,
  );
  if (outside) throw new InvalidGeometryWktError('must be lon lat within -180..180 / -90..90');
}

/** Throws 400 unless the text is an absolute http or https URL. */
export function checkPreviewUrl(text: string): void {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidPreviewUrlError();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidPreviewUrlError();
}
