import type { SatelliteImageFeature } from '@unfurl/domain';
import { scriptByName } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import { FAMILY_SPECS } from '../state/imagery-family';
import { shareRecordOf } from './share-subject';

const AREA = [-11.6, 24.5, -11.2, 24.9] as const;
const geology = scriptByName('Geology');
const feature: SatelliteImageFeature = {
  id: 'a',
  bbox: [-12, 24, -11, 25],
  date: '2020-02-19T11:34:25Z',
  previewUrl: 'https://maps.example/imagery/wms?WIDTH=125',
  highResolutionPreviewUrl: 'https://maps.example/imagery/wms?LAYERS=GEOLOGY&WIDTH=808',
  collection: 'sentinel-2-l2a',
  evalScript: geology?.script ?? '',
  cloudCover: 4,
  satellite: 'sentinel-2-l2a',
  instruments: ['msi'],
  bands: ['B04'],
  constellation: 'sentinel-2',
  resolution: 50,
};
const state = {
  area: AREA,
  areaProblem: undefined,
  selectedFeature: feature,
  scriptId: geology?.id ?? '',
  customScript: '',
  resolution: 50,
};

describe('shareRecordOf', () => {
  it("stores the image-map URL of the shown image as imageUrl, not '' (R-461)", () => {
    const record = shareRecordOf(state, FAMILY_SPECS.sentinel);
    expect(record).toMatchObject({
      bbox: AREA,
      date: '2020-02-19T11:34:25Z',
      satellite: 'sentinel-2-l2a',
      evalscript: geology?.script,
      pixelWidth: 808,
      pixelHeight: 890,
      resolution: 50,
      imageUrl: 'https://maps.example/imagery/wms?LAYERS=GEOLOGY&WIDTH=808',
    });
    expect(record?.thumbnailPixelHeight).toBe(750);
  });

  it('shares at the best available resolution when none was requested', () => {
    const record = shareRecordOf({ ...state, resolution: null }, FAMILY_SPECS.sentinel);
    expect(record?.resolution).toBe(20);
  });

  it('has nothing to share without a feature, a script or a valid area', () => {
    const spec = FAMILY_SPECS.sentinel;
    expect(shareRecordOf({ ...state, selectedFeature: null }, spec)).toBeUndefined();
    expect(shareRecordOf({ ...state, scriptId: 'nope' }, spec)).toBeUndefined();
    expect(shareRecordOf({ ...state, areaProblem: 'x' }, spec)).toBeUndefined();
  });
});
