import type { ImagerySearchItem } from '@unfurl/api-client';
import { scriptByName } from '@unfurl/imagery-core';
import type { DayGroup } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { daySatellites, formatDay, scriptFitsDay, thumbnailScript } from './day-script';

const hit = (satellite: string) => ({ satellite }) as ImagerySearchItem;
const day = (...sats: string[]): DayGroup<ImagerySearchItem> => ({
  day: '2020-02-19',
  averageCloudCover: 0,
  hits: sats.map(hit),
});

describe('day scripts', () => {
  it('draws optical days in True Color and radar-only days in Radar Grayscale', () => {
    expect(thumbnailScript(day('sentinel-2-l2a', 'sentinel-1-grd'), 'sentinel')?.name).toBe(
      'True Color',
    );
    expect(thumbnailScript(day('sentinel-1-grd'), 'sentinel')?.name).toBe('Radar Grayscale');
    expect(thumbnailScript(day('landsat-ot-l1'), 'landsat')?.sentinelSatelliteType).toBe(
      'landsat-ot-l1',
    );
  });

  it("tells which scripts fit a day's satellites", () => {
    const radar = scriptByName('Radar Colored');
    expect(radar && scriptFitsDay(radar, day('sentinel-2-l2a'))).toBe(false);
    expect(radar && scriptFitsDay(radar, day('sentinel-1-grd'))).toBe(true);
    expect(daySatellites(day('a', 'b', 'a'))).toEqual(['a', 'b']);
  });

  it('formats days in UTC', () => {
    expect(formatDay('2020-02-19')).toBe('Wed, 19 Feb 2020');
  });
});
