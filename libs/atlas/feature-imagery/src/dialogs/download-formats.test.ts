import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FORMATS, downloadFileName, downloadFormatOf } from './download-formats';

describe('download formats', () => {
  it('offers PNG, JPEG and GeoTIFF, each a content type the imagery service encodes', () => {
    expect(DOWNLOAD_FORMATS.map((f) => [f.label, f.type, f.extension])).toEqual([
      ['PNG', 'image/png', 'png'],
      ['JPEG', 'image/jpeg', 'jpg'],
      ['GeoTIFF', 'image/tiff', 'tif'],
    ]);
    expect(downloadFormatOf('image/tiff').note).not.toMatch(/not offered/i);
    expect(downloadFormatOf('image/jpeg').quality).toBe(90);
    expect(downloadFormatOf('image/tiff').quality).toBeUndefined();
  });

  it('names the file {satellite}-{script}-{day}-{resolution}m with the format extension', () => {
    const name = {
      satellite: 'sentinel-2-l2a',
      script: 'True Color',
      day: '2020-02-19',
      resolution: 20,
    };
    expect(downloadFileName(name, 'image/tiff')).toBe(
      'sentinel-2-l2a-true-color-2020-02-19-20m.tif',
    );
    expect(downloadFileName(name, 'image/png')).toBe(
      'sentinel-2-l2a-true-color-2020-02-19-20m.png',
    );
    expect(
      downloadFileName(
        { ...name, satellite: 'landsat-ot-l1', script: 'NDVI (Landsat)' },
        'image/jpeg',
      ),
    ).toBe('landsat-ot-l1-ndvi-landsat-2020-02-19-20m.jpg');
  });
});
