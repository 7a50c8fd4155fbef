import { fromArrayBuffer } from 'geotiff';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeGeoTiff, TIFF_PHOTOMETRIC } from './geotiff-encoder';
import { geoKeyDirectory, georeferenceOf } from './geo-keys';
import { encodeRasterGeoTiff, rasterGeoTiffImage, rgbaRaster } from './raster-geotiff';

const GEO_4326 = { epsg: 4326, left: -12.05, top: 24.7, dx: 0.001, dy: 0.002 } as const;
const GEO_3857 = { epsg: 3857, left: -1_341_000, top: 2_840_000, dx: 10, dy: 10 } as const;

/** Deterministic noise, so compression and the predictor see real variation. */
function noise(n: number, seed: number, max: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % (max + 1);
  });
}

async function readBack(tiff: Buffer) {
  const file = await fromArrayBuffer(
    tiff.buffer.slice(tiff.byteOffset, tiff.byteOffset + tiff.byteLength) as ArrayBuffer,
  );
  const image = await file.getImage(0);
  const data = (await image.readRasters({ interleave: true })) as unknown as ArrayLike<number>;
  return { image, data: Array.from(data) };
}

describe('encodeGeoTiff', () => {
  it('writes RGBA bytes in several deflate strips that libtiff (sharp) decodes to the same pixels', async () => {
    const [width, height] = [300, 500]; // 1200 bytes a row: three 256 KiB strips
    const rgba = Uint8Array.from(noise(width * height * 4, 7, 255));
    const tiff = await encodeGeoTiff(
      rasterGeoTiffImage(rgbaRaster(rgba), undefined, width, height, GEO_4326),
    );
    expect(tiff.subarray(0, 4).toString('latin1')).toMatch(/^(II\*\0|MM\0\*)$/);
    const decoded = await sharp(tiff).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height, decoded.info.channels]).toEqual([
      width,
      height,
      4,
    ]);
    expect(Buffer.compare(decoded.data, Buffer.from(rgba))).toBe(0);
  });

  it('keeps UINT16 and FLOAT32 samples and the georeference (read back by geotiff.js)', async () => {
    const [width, height] = [7, 5];
    const u16 = Uint16Array.from(noise(width * height * 3, 3, 65_535));
    const mask = new Float32Array(width * height).fill(1);
    mask[4] = 0;
    const a = await readBack(
      await encodeRasterGeoTiff(
        { bands: 3, sampleType: 'UINT16', data: u16 },
        mask,
        width,
        height,
        GEO_3857,
      ),
    );
    expect(a.image.getBitsPerSample()).toBe(16);
    expect(a.image.getSamplesPerPixel()).toBe(4);
    expect(a.image.getOrigin()).toEqual([-1_341_000, 2_840_000, 0]);
    expect(a.image.getResolution()).toEqual([10, -10, 0]);
    expect(a.image.getGeoKeys()).toMatchObject({
      GTModelTypeGeoKey: 1,
      GTRasterTypeGeoKey: 1,
      ProjectedCSTypeGeoKey: 3857,
    });
    for (let p = 0; p < width * height; p++) {
      expect(a.data.slice(p * 4, p * 4 + 3)).toEqual(Array.from(u16.slice(p * 3, p * 3 + 3)));
      expect(a.data[p * 4 + 3]).toBe(p === 4 ? 0 : 65_535);
    }

    const f32 = Float32Array.from(noise(width * height, 5, 2000), (v) => v / 1000 - 1);
    const b = await readBack(
      await encodeRasterGeoTiff(
        { bands: 1, sampleType: 'FLOAT32', data: f32 },
        mask,
        width,
        height,
        GEO_4326,
      ),
    );
    expect(b.image.getSampleFormat()).toBe(3);
    expect(b.image.getSamplesPerPixel()).toBe(1);
    expect(b.image.getGDALNoData()).toBeNaN();
    expect(b.image.getGeoKeys()).toMatchObject({
      GTModelTypeGeoKey: 2,
      GeographicTypeGeoKey: 4326,
    });
    expect(b.image.getOrigin()).toEqual([-12.05, 24.7, 0]);
    expect(b.data[4]).toBeNaN();
    expect(b.data.filter((_, p) => p !== 4)).toEqual(Array.from(f32).filter((_, p) => p !== 4));
  });

  it('rejects samples that do not fill the image', async () => {
    await expect(
      encodeGeoTiff({
        width: 2,
        height: 2,
        samples: 3,
        data: new Uint8Array(11),
        photometric: TIFF_PHOTOMETRIC.rgb,
        alphaLast: false,
        georeference: GEO_4326,
      }),
    ).rejects.toThrow('11 values for 2 x 2 x 3 samples');
  });
});

describe('rasterGeoTiffImage: bands, sample type and no data', () => {
  const mask = Float32Array.from([1, 0]);
  const layout = (raster: Parameters<typeof rasterGeoTiffImage>[0]) => {
    const image = rasterGeoTiffImage(raster, mask, 2, 1, GEO_4326);
    return {
      samples: image.samples,
      data: Array.from(image.data),
      photometric: image.photometric,
      alphaLast: image.alphaLast,
      noData: image.noData,
    };
  };

  it('display bytes: 3 bands get an alpha band from dataMask, 4 bands keep their own', () => {
    expect(layout({ bands: 3, sampleType: 'AUTO', data: [1, 2, 3, 4, 5, 6] })).toEqual({
      samples: 4,
      data: [1, 2, 3, 255, 4, 5, 6, 0],
      photometric: TIFF_PHOTOMETRIC.rgb,
      alphaLast: true,
      noData: undefined,
    });
    expect(layout({ bands: 4, sampleType: 'UINT8', data: [1, 2, 3, 9, 4, 5, 6, 8] })).toEqual({
      samples: 4,
      data: [1, 2, 3, 9, 4, 5, 6, 8],
      photometric: TIFF_PHOTOMETRIC.rgb,
      alphaLast: true,
      noData: undefined,
    });
    expect(layout({ bands: 1, sampleType: 'UINT8', data: [7, 8] }).data).toEqual([7, 255, 8, 0]);
  });

  it('UINT16 keeps every band as data plus an alpha band; FLOAT32 marks no data with NaN', () => {
    expect(layout({ bands: 4, sampleType: 'UINT16', data: [1, 2, 3, 4, 5, 6, 7, 8] })).toEqual({
      samples: 5,
      data: [1, 2, 3, 4, 65535, 5, 6, 7, 8, 0],
      photometric: TIFF_PHOTOMETRIC.rgb,
      alphaLast: true,
      noData: undefined,
    });
    expect(layout({ bands: 2, sampleType: 'FLOAT32', data: [0.5, -1, 2, 3] })).toEqual({
      samples: 2,
      data: [0.5, -1, NaN, NaN],
      photometric: TIFF_PHOTOMETRIC.grey,
      alphaLast: false,
      noData: 'nan',
    });
  });
});

describe('geo keys', () => {
  it('names the EPSG code as geographic (4326) or projected (3857) with PixelIsArea', () => {
    expect(geoKeyDirectory(4326)).toEqual([
      1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4326,
    ]);
    expect(geoKeyDirectory(3857)).toEqual([
      1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, 3857,
    ]);
  });

  it('takes the geotransform of the output grid', () => {
    expect(georeferenceOf({ bbox: [10, 40, 12, 41], width: 200, height: 50 })).toEqual({
      epsg: 4326,
      left: 10,
      top: 41,
      dx: 0.01,
      dy: 0.02,
    });
    const merc = georeferenceOf({ bbox: [0, 0, 1, 1], width: 10, height: 10, crs: 'EPSG:3857' });
    expect(merc.epsg).toBe(3857);
    expect(merc.left).toBe(0);
    expect(merc.dx).toBeCloseTo(11_131.949, 3);
  });
});
