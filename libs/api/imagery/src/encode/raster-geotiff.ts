import type { SampleType } from '@unfurl/imagery-core';
import type { GeoTiffGeoreference } from './geo-keys';
import { encodeGeoTiff, TIFF_PHOTOMETRIC } from './geotiff-encoder';
import type { GeoTiffImage, TiffSamples } from './geotiff-encoder';

/**
 * A script's output as it returned it: `bands` values per pixel, pixel-interleaved, stored as
 * `sampleType` says (AUTO and UINT8 bytes, UINT16, INT8, INT16, FLOAT32).
 */
export interface StageRaster {
  readonly bands: number;
  readonly sampleType: SampleType;
  readonly data: ArrayLike<number>;
}

/** RGBA bytes (what every pixel stage returns) as a 4-band UINT8 raster whose last band is alpha. */
export function rgbaRaster(rgba: Uint8Array): StageRaster {
  return { bands: 4, sampleType: 'UINT8', data: rgba };
}

function typed(raster: StageRaster): TiffSamples {
  const { data } = raster;
  switch (raster.sampleType) {
    case 'AUTO':
    case 'UINT8':
      return data instanceof Uint8Array ? data : Uint8Array.from(data);
    case 'UINT16':
      return data instanceof Uint16Array ? data : Uint16Array.from(data);
    case 'INT8':
      return data instanceof Int8Array ? data : Int8Array.from(data);
    case 'INT16':
      return data instanceof Int16Array ? data : Int16Array.from(data);
    case 'FLOAT32':
      return data instanceof Float32Array ? data : Float32Array.from(data);
    default: {
      const never: never = raster.sampleType;
      throw new Error(`Unknown sample type ${String(never)}`);
    }
  }
}

const ALPHA_OPAQUE: Record<Exclude<SampleType, 'FLOAT32'>, number> = {
  AUTO: 255,
  UINT8: 255,
  UINT16: 65535,
  INT8: 127,
  INT16: 32767,
};

/** The samples plus one alpha band: opaque where `mask` is not 0 (or everywhere without one). */
function withAlpha(
  samples: TiffSamples,
  bands: number,
  opaque: number,
  mask: Float32Array | undefined,
): TiffSamples {
  const pixels = samples.length / bands;
  const out = new (samples.constructor as new (n: number) => TiffSamples)(pixels * (bands + 1));
  for (let p = 0, s = 0, q = 0; p < pixels; p++) {
    for (let b = 0; b < bands; b++) out[q++] = samples[s++]!;
    out[q++] = mask && mask[p] === 0 ? 0 : opaque;
  }
  return out;
}

/** FLOAT32 samples with NaN in every band where `mask` is 0. */
function withNaN(samples: Float32Array, bands: number, mask: Float32Array | undefined) {
  if (!mask) return samples;
  const out = samples.slice();
  for (let p = 0; p < mask.length; p++) {
    if (mask[p] === 0) out.fill(Number.NaN, p * bands, (p + 1) * bands);
  }
  return out;
}

/**
 * The GeoTIFF of a script's output, its bands and sample type kept:
 * - AUTO/UINT8 (display bytes) as the PNG shows them: 2 or 4 bands end in the script's own alpha;
 *   other counts get an alpha band from `dataMask` (255 valid, 0 no data);
 * - UINT16/INT8/INT16: every script band as data plus an alpha band from `dataMask` (the type's
 *   maximum valid, 0 no data);
 * - FLOAT32: every script band as data, NaN where `dataMask` is 0 (GDAL_NODATA `nan`).
 * 3 or 4 integer script bands are RGB, others grey.
 */
export function rasterGeoTiffImage(
  raster: StageRaster,
  mask: Float32Array | undefined,
  width: number,
  height: number,
  georeference: GeoTiffGeoreference,
): GeoTiffImage {
  const samples = typed(raster);
  const { bands, sampleType } = raster;
  const rgb = (bands === 3 || bands === 4) && sampleType !== 'FLOAT32';
  const photometric = rgb ? TIFF_PHOTOMETRIC.rgb : TIFF_PHOTOMETRIC.grey;
  const base = { width, height, photometric, georeference } as const;
  if (sampleType === 'FLOAT32') {
    return {
      ...base,
      samples: bands,
      data: withNaN(samples as Float32Array, bands, mask),
      alphaLast: false,
      noData: 'nan',
    };
  }
  const display = sampleType === 'AUTO' || sampleType === 'UINT8';
  if (display && (bands === 2 || bands === 4)) {
    return { ...base, samples: bands, data: samples, alphaLast: true };
  }
  return {
    ...base,
    samples: bands + 1,
    data: withAlpha(samples, bands, ALPHA_OPAQUE[sampleType], mask),
    alphaLast: true,
  };
}

/** Encodes a script's output as a GeoTIFF (see {@link rasterGeoTiffImage}). */
export function encodeRasterGeoTiff(
  raster: StageRaster,
  mask: Float32Array | undefined,
  width: number,
  height: number,
  georeference: GeoTiffGeoreference,
): Promise<Buffer> {
  return encodeGeoTiff(rasterGeoTiffImage(raster, mask, width, height, georeference));
}
