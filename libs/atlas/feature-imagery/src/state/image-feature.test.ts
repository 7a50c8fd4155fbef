import type { ImagerySearchItem } from '@unfurl/api-client';
import { scriptByName, thumbnailDimensions } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { imageFeature, utcDay } from './image-feature';
import { FAMILY_SPECS } from './imagery-family';
import { renderResolution } from './render-plan';

const AREA = [-11.6, 24.5, -11.2, 24.9] as const;
const item: ImagerySearchItem = {
  id: 'S2B_28RDP_20200219',
  datetime: '2020-02-19T11:34:25Z',
  satellite: 'sentinel-2-l2a',
  cloudCover: 4.05,
  instruments: ['msi'],
  bands: ['B02', 'B03', 'B04'],
  constellation: 'sentinel-2',
  bbox: [-12, 24, -11, 25],
  collection: 'sentinel-2-l2a',
  resolution: 10,
  previewUrl: null,
};
const spec = FAMILY_SPECS.sentinel;
const geology = { kind: 'builtin' as const, script: scriptByName('Geology') as BuiltInScript };

describe('imageFeature', () => {
  it('has every field of the satellite image feature (R-407)', () => {
    const plan = renderResolution(AREA, spec, 50);
    const feature = imageFeature(item, {
      spec,
      area: AREA,
      choice: geology,
      plan,
      imageryBase: 'https://maps.example/imagery/',
    });
    expect(Object.keys(feature).sort()).toEqual(
      [
        'id',
        'bbox',
        'date',
        'previewUrl',
        'highResolutionPreviewUrl',
        'collection',
        'evalScript',
        'cloudCover',
        'satellite',
        'instruments',
        'bands',
        'constellation',
        'resolution',
      ].sort(),
    );
    expect(feature).toMatchObject({
      id: item.id,
      bbox: [-12, 24, -11, 25],
      date: '2020-02-19T11:34:25Z',
      collection: 'sentinel-2-l2a',
      evalScript: geology.script.script,
      cloudCover: 4.05,
      satellite: 'sentinel-2-l2a',
      instruments: ['msi'],
      bands: ['B02', 'B03', 'B04'],
      constellation: 'sentinel-2',
      resolution: 50,
    });
    const high = new URL(feature.highResolutionPreviewUrl ?? '');
    expect(high.href.startsWith('https://maps.example/imagery/wms?')).toBe(true);
    expect(high.searchParams.get('LAYERS')).toBe('GEOLOGY');
    expect(high.searchParams.get('TIME')).toBe('2020-02-19');
    expect([high.searchParams.get('WIDTH'), high.searchParams.get('HEIGHT')]).toEqual([
      String(plan?.width),
      String(plan?.height),
    ]);
    const thumb = thumbnailDimensions(plan?.width ?? 0, plan?.height ?? 0, 50);
    const preview = new URL(feature.previewUrl ?? '');
    expect(preview.searchParams.get('FORMAT')).toBe('image/jpeg');
    expect(Number(preview.searchParams.get('HEIGHT'))).toBe(thumb.height);
  });

  it('keeps the item preview and native resolution without an area or a fitting resolution', () => {
    const feature = imageFeature(
      { ...item, previewUrl: 'https://stac.example/thumb.jpg' },
      { spec, area: null, choice: geology, plan: undefined, imageryBase: '/imagery/' },
    );
    expect(feature.previewUrl).toBe('https://stac.example/thumb.jpg');
    expect(feature.highResolutionPreviewUrl).toBeNull();
    expect(feature.resolution).toBe(10);
    expect(feature.evalScript).toBe(geology.script.script);
  });

  it('reads the UTC day of a date-time', () => {
    expect(utcDay('2020-02-19T23:30:00-02:00')).toBe('2020-02-20');
    expect(utcDay('not a date')).toBe('not a date');
  });
});
