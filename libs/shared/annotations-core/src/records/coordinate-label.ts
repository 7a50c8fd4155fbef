import { formatDmsAngle, formatMgrs, latLngToUtm, utmBand } from '@unfurl/validators';
import { assertNever, type LngLat } from './annotation';
import type { CoordinateDisplay } from './coordinate-display';

/** The label of a position in one coordinate system of the coordinate tool. */
export function formatCoordinate(position: LngLat, display: CoordinateDisplay): string {
  const [lng, lat] = position;
  switch (display) {
    case 'WGS84 DD':
      return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
    case 'DMS':
      return `${formatDmsAngle(lat, 'lat')} ${formatDmsAngle(lng, 'lng')}`;
    case 'UTM': {
      const utm = latLngToUtm({ lat, lng });
      return `${utm.zone}${utmBand(lat) ?? utm.hemisphere} ${Math.round(utm.easting)}E ${Math.round(utm.northing)}N`;
    }
    case 'MGRS':
      return formatMgrs({ lat, lng });
    default:
      return assertNever(display);
  }
}
