import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { openLocalCatalogue } from './local-catalogue';

const ALL = { from: '2015-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z', limit: 20 } as const;

describe('local STAC catalogue over data/samples', () => {
  it('finds the Sentinel-2 L2A scene with its local band files and search-hit fields', async () => {
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    const scenes = await provider.search({
      ...ALL,
      bbox: [-11.5, 24.5, -11.4, 24.6],
      from: '2020-02-19T00:00:00Z',
      to: '2020-02-19T23:59:59Z',
      satellites: ['sentinel-2-l2a'],
    });
    expect(scenes).toHaveLength(1);
    const [s2] = scenes;
    expect(s2!.item).toMatchObject({
      id: 'S2A_29RKH_20200219_0_L2A',
      satellite: 'sentinel-2-l2a',
      constellation: 'sentinel-2',
      instruments: ['msi'],
      collection: 'sentinel-2-l2a',
    });
    expect(s2!.item.cloudCover).toBeCloseTo(4.05, 2);
    expect(s2!.item.bands).toEqual(expect.arrayContaining(['B02', 'B03', 'B04', 'B08', 'B11']));
    expect(s2!.bands['B04']).toMatchObject({ scale: 0.0001, offset: 0, nodata: 0 });
    expect(existsSync(s2!.bands['B04']!.href)).toBe(true);
  });

  it('serves Landsat 8 (as landsat-ot-l1) and Sentinel-1 GRD, newest first', async () => {
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    const all = await provider.search({ ...ALL, bbox: [-180, -90, 180, 90], satellites: [] });
    expect(all.map((s) => s.satellite)).toEqual([
      'landsat-ot-l1',
      'sentinel-2-l2a',
      'sentinel-1-grd',
    ]);
    const landsat = all[0]!;
    expect(landsat.item.datetime).toBe('2020-10-31T14:31:47Z');
    expect(landsat.bands['B04']).toMatchObject({ scale: 0.0000275, offset: -0.2, nodata: 0 });
    expect(landsat.item.cloudCover).toBe(99.94);
    const s1 = all[2]!;
    expect(s1.item.bands).toEqual(['VV', 'VH']);
    expect(s1.item.bbox[0]).toBeCloseTo(75.605247, 5);
  });

  it('filters by area, time range, satellites and limit', async () => {
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    const box = [-180, -90, 180, 90] as const;
    expect(await provider.search({ ...ALL, bbox: [0, 0, 1, 1], satellites: [] })).toEqual([]);
    const s1Only = await provider.search({ ...ALL, bbox: box, satellites: ['sentinel-1-grd'] });
    expect(s1Only.map((s) => s.satellite)).toEqual(['sentinel-1-grd']);
    const in2019 = await provider.search({
      ...ALL,
      bbox: box,
      from: '2019-01-01T00:00:00Z',
      to: '2019-12-31T23:59:59Z',
      satellites: [],
    });
    expect(in2019).toEqual([]);
    expect(await provider.search({ ...ALL, bbox: box, satellites: [], limit: 1 })).toHaveLength(1);
  });

  it('is empty (not failing) over a folder without samples', async () => {
    const provider = await openLocalCatalogue('/nonexistent/samples');
    expect(await provider.search({ ...ALL, bbox: [-180, -90, 180, 90], satellites: [] })).toEqual(
      [],
    );
  });
});
