import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import proj4 from 'proj4';
import * as mgrsModule from 'mgrs';
import { parseCoordinateSearch } from './coordinate-search';
import { formatDmsAngle } from './dms';
import { formatMgrs } from './mgrs';
import { latLngToUtm, utmBand } from './utm';

type MgrsApi = typeof mgrsModule;
const mgrs: MgrsApi = (mgrsModule as unknown as { default?: MgrsApi }).default ?? mgrsModule;

function position(input: string) {
  const result = parseCoordinateSearch(input);
  if (!result.ok) throw new Error(`${input}: ${result.reason}`);
  return result;
}

describe('parseCoordinateSearch: decimal', () => {
  it('accepts "lat,lng" (R-109) and space separation (R-112)', () => {
    expect(position('40.446, -79.982')).toEqual({
      ok: true,
      format: 'DECIMAL',
      position: { lat: 40.446, lng: -79.982 },
    });
    expect(position('40.446 -79.982').position).toEqual({ lat: 40.446, lng: -79.982 });
    expect(position('  -33.86   151.2 ').position).toEqual({ lat: -33.86, lng: 151.2 });
    expect(position('+10,20').position).toEqual({ lat: 10, lng: 20 });
  });

  it('keeps latitude strictly between -90 and 90 (R-110)', () => {
    expect(parseCoordinateSearch('90,0')).toMatchObject({ ok: false });
    expect(parseCoordinateSearch('-90,0')).toMatchObject({ ok: false });
    expect(position('89.999,0').position.lat).toBe(89.999);
  });

  it('keeps longitude strictly between -180 and 180 (R-111)', () => {
    expect(parseCoordinateSearch('0,180')).toMatchObject({ ok: false });
    expect(parseCoordinateSearch('0 -180')).toMatchObject({ ok: false });
    expect(position('0,179.9').position.lng).toBe(179.9);
  });

  it('accepts exactly the in-range decimal pairs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.constantFrom(',', ', ', ' ', '   '),
        (lat, lng, sep) => {
          const text = `${lat.toFixed(6)}${sep}${lng.toFixed(6)}`;
          const la = Number(lat.toFixed(6));
          const ln = Number(lng.toFixed(6));
          const inRange = la > -90 && la < 90 && ln > -180 && ln < 180;
          const result = parseCoordinateSearch(text);
          expect(result.ok).toBe(inRange);
          if (result.ok) expect(result.position).toEqual({ lat: la + 0, lng: ln + 0 });
        },
      ),
    );
  });
});

describe('parseCoordinateSearch: degrees-minutes-seconds (R-108)', () => {
  const pittsburgh = { lat: 40 + 26 / 60 + 46 / 3600, lng: -(79 + 58 / 60 + 56 / 3600) };

  it.each([
    `40°26'46"N 79°58'56"W`,
    `40° 26' 46" N, 79° 58' 56" W`,
    `40°26′46″N 79°58′56″W`,
    `40 26 46 N 79 58 56 W`,
    `N40°26'46" W79°58'56"`,
    `40d26m46sN 79d58m56sW`,
    `79°58'56"W 40°26'46"N`,
    `40°26'46" -79°58'56"`,
    `40 26 46 n 79 58 56 w`,
  ])('reads %s', (text) => {
    const result = position(text);
    expect(result.format).toBe('DMS');
    expect(result.position.lat).toBeCloseTo(pittsburgh.lat, 9);
    expect(result.position.lng).toBeCloseTo(pittsburgh.lng, 9);
  });

  it('reads the colon style as GeographicLib does (60:23:24N 5:19:12E)', () => {
    for (const text of ['60:23:24N 5:19:12E', '60:23:24N, 5:19:12E', '60:23.4N 5:19.2E']) {
      const r = position(text);
      expect(r.format, text).toBe('DMS');
      expect(r.position.lat, text).toBeCloseTo(60.39, 9);
      expect(r.position.lng, text).toBeCloseTo(5.32, 9);
    }
    const south = position('-33:51:54 151:12:36').position;
    expect(south.lat).toBeCloseTo(-33.865, 9);
    expect(south.lng).toBeCloseTo(151.21, 9);
  });

  it('reads decimal minutes and the southern/eastern hemispheres', () => {
    const r = position(`33°52.2'S 151°12.6'E`);
    expect(r.position.lat).toBeCloseTo(-33.87, 9);
    expect(r.position.lng).toBeCloseTo(151.21, 9);
    expect(position('33 52 12 s 151 12 36 e').position.lat).toBeCloseTo(-33.87, 9);
  });

  it('rejects bad minutes, seconds and ranges', () => {
    expect(parseCoordinateSearch(`40°61'00"N 79°58'56"W`)).toMatchObject({ ok: false });
    expect(parseCoordinateSearch(`40°26'60"N 79°58'56"W`)).toMatchObject({ ok: false });
    expect(parseCoordinateSearch(`95°0'0"N 79°58'56"W`)).toMatchObject({ ok: false });
    expect(parseCoordinateSearch(`40°0'0"N 50°0'0"N`)).toMatchObject({ ok: false });
  });

  it('round-trips formatted angles', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.99, max: 89.99, noNaN: true }),
        fc.double({ min: -179.99, max: 179.99, noNaN: true }),
        (lat, lng) => {
          const text = `${formatDmsAngle(lat, 'lat')} ${formatDmsAngle(lng, 'lng')}`;
          const r = position(text);
          expect(r.format).toBe('DMS');
          expect(Math.abs(r.position.lat - lat)).toBeLessThan(0.01 / 3600);
          expect(Math.abs(r.position.lng - lng)).toBeLessThan(0.01 / 3600);
        },
      ),
    );
  });
});

describe('parseCoordinateSearch: UTM (R-113)', () => {
  it('reads zone + band', () => {
    const r = position('17T 630084 4833438');
    expect(r.format).toBe('UTM');
    expect(r.position.lat).toBeCloseTo(43.6426, 3);
    expect(r.position.lng).toBeCloseTo(-79.3871, 3);
  });

  it('reads zone + hemisphere, including an ambiguous S', () => {
    const north = position('33N 500000 4649776').position;
    expect(north.lat).toBeCloseTo(42, 3);
    expect(north.lng).toBeCloseTo(15, 6);
    // Sydney: zone 56, southern hemisphere (northing counts down from 10,000 km at the equator).
    const south = position('56S 334369 6250948').position;
    expect(south.lat).toBeCloseTo(-33.8688, 3);
    expect(south.lng).toBeCloseTo(151.2093, 3);
    expect(position('56H 334369 6250948').position).toEqual(south);
    // Band S (northern, 32..40°N): Los Angeles.
    const bandS = position('11S 385000 3770000').position;
    expect(bandS.lat).toBeGreaterThan(32);
    expect(bandS.lat).toBeLessThan(40);
  });

  it('rejects out-of-grid values', () => {
    expect(parseCoordinateSearch('61T 630084 4833438')).toMatchObject({ ok: false });
    expect(parseCoordinateSearch('17T 30084 4833438')).toMatchObject({ ok: false });
    expect(parseCoordinateSearch('17T 630084 10000001')).toMatchObject({ ok: false });
  });

  it('agrees with proj4 both ways', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -79.9, max: 83.9, noNaN: true }).filter((v) => Math.abs(v) > 1e-9),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        (lat, lng) => {
          const utm = latLngToUtm({ lat, lng });
          const def = `+proj=utm +zone=${utm.zone}${lat < 0 ? ' +south' : ''} +datum=WGS84`;
          const [e, n] = proj4('EPSG:4326', def, [lng, lat]);
          expect(utm.easting).toBeCloseTo(e ?? NaN, 6);
          expect(utm.northing).toBeCloseTo(n ?? NaN, 6);
          const letter = utmBand(lat);
          const text = `${utm.zone}${letter} ${utm.easting.toFixed(3)} ${utm.northing.toFixed(3)}`;
          const r = position(text);
          expect(r.format).toBe('UTM');
          expect(r.position.lat).toBeCloseTo(lat, 6);
          expect(r.position.lng).toBeCloseTo(lng, 6);
        },
      ),
    );
  });
});

describe('latLngToUtm: the standard zone, as GeographicLib gives it', () => {
  it('follows the Norway and Svalbard exceptions and wraps 180° to zone 1', () => {
    // GeoConvert -u -p 1 (GeographicLib 2.1).
    const reference: [number, number, number, number, number][] = [
      [60.39, 5.32, 32, 297230.2, 6700510.2],
      [78.22, 15.65, 33, 514813.5, 8683004.2],
      [72.5, 8.9, 31, 697737.1, 8054424.6],
      [56.1, 3.1, 32, 133226.3, 6232906.0],
      [10, 180, 1, 171071.3, 1106908.9],
    ];
    for (const [lat, lng, zone, easting, northing] of reference) {
      const utm = latLngToUtm({ lat, lng });
      expect([utm.zone, utm.hemisphere], `${lat},${lng}`).toEqual([zone, 'N']);
      expect(Math.abs(utm.easting - easting)).toBeLessThan(0.06);
      expect(Math.abs(utm.northing - northing)).toBeLessThan(0.06);
    }
  });
});

describe('parseCoordinateSearch: MGRS (R-114)', () => {
  it('reads 4QFJ12345678 with and without spaces', () => {
    // GeoConvert -g -p 9: the centre of the 1 m square.
    const [lat, lng] = [21.309478091866, -157.916818905771];
    for (const text of ['4QFJ12345678', '4Q FJ 1234 5678', '4qfj 12345678']) {
      const r = position(text);
      expect(r.format).toBe('MGRS');
      expect(r.position.lat).toBeCloseTo(lat, 8);
      expect(r.position.lng).toBeCloseTo(lng, 8);
    }
  });

  it('takes the centre of the grid square in UTM metres, as GeographicLib does', () => {
    // GeoConvert -g -p 7 (GeographicLib 2.1) for each reference: the square's middle.
    const reference: [string, number, number][] = [
      ['12UVF87', 54.821918858493, -111.233457670576],
      ['31XDE92', 75.908649453165, 2.816025161065],
      ['4QFJ', 21.245464157703, -157.554441469298],
      ['33TVN7356', 47.4614017499, 14.648394557635],
    ];
    for (const [text, lat, lng] of reference) {
      const r = position(text);
      expect(r.position.lat, text).toBeCloseTo(lat, 7);
      expect(r.position.lng, text).toBeCloseTo(lng, 7);
    }
  });

  it('rejects odd digit counts and bad zones', () => {
    expect(parseCoordinateSearch('4QFJ123')).toMatchObject({ ok: false });
    expect(parseCoordinateSearch('61QFJ1234')).toMatchObject({ ok: false });
  });

  it('round-trips through the mgrs package', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -79.9, max: 83.9, noNaN: true }),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        (lat, lng) => {
          const ref = formatMgrs({ lat, lng });
          expect(ref).toBe(mgrs.forward([lng, lat], 5));
          const r = position(ref);
          expect(r.format).toBe('MGRS');
          // 1 m precision: the parsed centre lies within about a metre of the input.
          expect(Math.abs(r.position.lat - lat)).toBeLessThan(2e-5);
          expect(Math.abs(r.position.lng - lng) * Math.cos((lat * Math.PI) / 180)).toBeLessThan(
            2e-5,
          );
          const nearZoneEdge = Math.abs(lng / 6 - Math.round(lng / 6)) < 1e-4;
          if (!nearZoneEdge) expect(mgrs.forward([r.position.lng, r.position.lat], 5)).toBe(ref);
        },
      ),
    );
  });
});

describe('parseCoordinateSearch: other text', () => {
  it('explains what it accepts', () => {
    const r = parseCoordinateSearch('Paris');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/lat,lng/);
    expect(parseCoordinateSearch('   ')).toMatchObject({ ok: false });
  });
});
