import { describe, expect, it } from 'vitest';
import { parseCoordinateSearch } from '@unfurl/validators';
import { COORDINATE_DISPLAY, COORDINATE_DISPLAYS } from './coordinate-display';
import { formatCoordinate } from './coordinate-label';
import { validateAnnotation } from './annotation.schema';

describe('coordinate tool labels', () => {
  it('defaults to WGS84 DD (R-372) and offers DMS, UTM and MGRS', () => {
    expect(COORDINATE_DISPLAYS).toEqual(['WGS84 DD', 'DMS', 'UTM', 'MGRS']);
    const read = validateAnnotation({ id: 'c', kind: 'coordinate', position: [2.2945, 48.8584] });
    expect(read.ok && read.value).toMatchObject({ display: COORDINATE_DISPLAY.dd });
  });

  it('writes each system so that the search box reads the same place back', () => {
    const position = [2.2945, 48.8584] as const;
    for (const display of COORDINATE_DISPLAYS) {
      const label = formatCoordinate(position, display);
      const back = parseCoordinateSearch(label);
      expect(back.ok, `${display}: ${label}`).toBe(true);
      if (!back.ok) continue;
      expect(Math.abs(back.position.lat - position[1])).toBeLessThan(1e-4);
      expect(Math.abs(back.position.lng - position[0])).toBeLessThan(1e-4);
    }
    expect(formatCoordinate(position, 'WGS84 DD')).toBe('48.858400, 2.294500');
  });
});
