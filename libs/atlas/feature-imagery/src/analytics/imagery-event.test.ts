import { describe, expect, it } from 'vitest';
import { FAMILY_SPECS } from '../state/imagery-family';
import { bboxWkt, imageryEventOf } from './imagery-event';

const state = {
  area: [10, 20, 11, 21] as const,
  selectedDay: '2026-11-01',
  scriptId: 'custom',
  customScript: 'return [B04];',
  image: null,
};

describe('imagery analytics events (R-345)', () => {
  it('names the satellite, the script, the area and the day', () => {
    const event = imageryEventOf(state, FAMILY_SPECS.sentinel, 'DOWNLOAD');
    expect(event).toMatchObject({
      action: 'DOWNLOAD',
      geometryWKT: 'POLYGON((10 20,11 20,11 21,10 21,10 20))',
    });
    expect(event?.id).toBe(`${event?.provider}/2026-11-01`);
    expect(event?.product).toBe('CUSTOM');
  });

  it('sends nothing while no day or area is chosen', () => {
    expect(imageryEventOf({ ...state, selectedDay: null }, FAMILY_SPECS.sentinel, 'VIEW')).toBe(
      undefined,
    );
    expect(imageryEventOf({ ...state, area: null }, FAMILY_SPECS.sentinel, 'VIEW')).toBe(undefined);
  });

  it('writes a closed polygon', () => {
    expect(bboxWkt([-1, -2, 3, 4])).toBe('POLYGON((-1 -2,3 -2,3 4,-1 4,-1 -2))');
  });
});
