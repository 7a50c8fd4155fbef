import { describe, expect, it } from 'vitest';
import { interpretSearch } from './interpret-search';

describe('interpretSearch', () => {
  it('treats blank input as empty', () => {
    expect(interpretSearch('   ')).toEqual({ kind: 'empty' });
  });
  it('reads decimal, DMS, UTM and MGRS coordinates', () => {
    const decimal = interpretSearch('40.44, -79.98');
    expect(decimal).toMatchObject({
      kind: 'coordinates',
      format: 'DECIMAL',
      position: { lat: 40.44, lng: -79.98 },
    });
    const dms = interpretSearch('40°26\'46"N 79°58\'56"W');
    expect(dms).toMatchObject({ kind: 'coordinates', format: 'DMS' });
    const utm = interpretSearch('17T 630084 4833438');
    expect(utm).toMatchObject({ kind: 'coordinates', format: 'UTM' });
    const mgrs = interpretSearch('4QFJ12345678');
    expect(mgrs).toMatchObject({ kind: 'coordinates', format: 'MGRS' });
    if (utm.kind === 'coordinates') {
      expect(utm.position.lat).toBeCloseTo(43.64, 1);
      expect(utm.position.lng).toBeCloseTo(-79.39, 1);
    }
  });
  it('keeps words as a keyword search', () => {
    expect(interpretSearch(' old maps of Lisbon ')).toEqual({
      kind: 'keywords',
      keywords: 'old maps of Lisbon',
    });
  });
});
