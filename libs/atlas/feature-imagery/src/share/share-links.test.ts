import { scriptByName } from '@unfurl/imagery-core';
import { describe, expect, it } from 'vitest';
import {
  layersValue,
  legacyShareLink,
  readShareParams,
  scriptIdForLayers,
  shareIdLink,
  shareRecord,
  withoutShareParams,
} from './share-links';

const BOX = [-11.6, 24.5, -11.2, 24.9] as const;

describe('share links', () => {
  it('builds the short-link record with thumbnail sizes by resolution (R-461, R-453)', () => {
    const record = shareRecord(
      {
        bbox: BOX,
        date: '2020-02-19T11:34:25Z',
        satellite: 'sentinel-2-l2a',
        evalscript: 'return [B04];',
        width: 2000,
        height: 2200,
        resolution: 20,
      },
      'https://maps.example/imagery/wms?LAYERS=TRUE_COLOR',
    );
    expect(record).toMatchObject({
      pixelWidth: 2000,
      pixelHeight: 2200,
      thumbnailPixelWidth: 227,
      thumbnailPixelHeight: 250,
      resolution: 20,
      imageUrl: 'https://maps.example/imagery/wms?LAYERS=TRUE_COLOR',
    });
  });

  it('makes a shareId link carrying pos and basemap only (R-148, R-151)', () => {
    const link = shareIdLink(
      'https://atlas.test',
      '/satellites/sentinel',
      '?pos=24.7,-11.4,9.5&basemap=street&foo=1',
      'abc123',
    );
    expect(link).toBe(
      'https://atlas.test/satellites/sentinel?shareId=abc123&pos=24.7,-11.4,9.5&basemap=street',
    );
    expect(readShareParams(new URL(link).search)).toEqual({ kind: 'shareId', id: 'abc123' });
  });

  it('round-trips a legacy service link with bbox, time, layers and title (R-152)', () => {
    const link = legacyShareLink('https://atlas.test', '/satellites/sentinel', '?pos=1,2,3', {
      bbox: BOX,
      startDay: '2020-02-19',
      endDay: '2020-02-19',
      layers: 'TRUE_COLOR',
      title: 'Sentinel True Color 2020-02-19',
    });
    expect(link).toContain('service=WMS&bbox=-11.6,24.5,-11.2,24.9&time=2020-02-19/2020-02-19');
    const params = readShareParams(new URL(link).search);
    expect(params).toEqual({
      kind: 'legacy',
      share: {
        bbox: BOX,
        startDay: '2020-02-19',
        endDay: '2020-02-19',
        layers: 'TRUE_COLOR',
        title: 'Sentinel True Color 2020-02-19',
      },
    });
  });

  it('maps scripts to overlay keys and back, per family', () => {
    const tc = scriptByName('True Color')?.id ?? '';
    expect(layersValue(tc)).toBe('TRUE_COLOR');
    expect(layersValue(scriptByName('Panchromatic')?.id ?? '')).toBe('Panchromatic');
    expect(scriptIdForLayers('TRUE_COLOR', 'sentinel')).toBe(tc);
    expect(scriptIdForLayers('TRUE_COLOR', 'landsat')).toBe(
      scriptByName('True Color', 'landsat')?.id,
    );
    expect(scriptIdForLayers('Panchromatic', 'sentinel')).toBe(scriptByName('Panchromatic')?.id);
  });

  it('removes the share parameters and keeps the rest (R-154)', () => {
    expect(withoutShareParams('?shareId=abc&pos=1,2,3&basemap=street')).toBe(
      '?pos=1,2,3&basemap=street',
    );
    expect(withoutShareParams('?service=WMS&bbox=1,2,3,4&time=2020-01-01&layers=X&title=T')).toBe(
      '',
    );
  });
});
