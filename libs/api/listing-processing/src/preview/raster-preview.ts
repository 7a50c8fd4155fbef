import { join } from 'node:path';
import { fromFile } from 'geotiff';
import sharp from 'sharp';
import type { GdalInfo } from '../gdal/gdal-info';
import type { GdalRunner } from '../gdal/gdal-runner';
import { PREVIEW_FRAMES } from './preview-sizes';
import type { PreviewFiles } from './write-previews';
import { writePreviews } from './write-previews';

/** Longest side of the picture previews are cut from; covers the 1200 × 630 sharing card. */
const MAX_SIDE = 2048;

/** Pixel size of the picture previews are cut from: enough for every frame, never upscaled. */
export function previewSourceSize(width: number, height: number): [number, number] {
  const frames = Object.values(PREVIEW_FRAMES);
  const scale = Math.min(
    1,
    Math.max(...frames.map((f) => Math.max(f.width / width, f.height / height))),
    MAX_SIDE / Math.max(width, height),
  );
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

interface BandChoice {
  readonly args: readonly string[];
  /** Colour bands in the small picture, then whether an alpha band follows. */
  readonly colours: 1 | 3;
  readonly alpha: boolean;
}

/** Which bands make the picture: RGB(A) when the raster has them, a palette expanded, else band 1. */
function chooseBands(info: GdalInfo): BandChoice {
  const bands = info.bands;
  const interp = bands.map((b) => (b.colorInterpretation ?? '').toLowerCase());
  if (bands.length === 1 && (interp[0] === 'palette' || bands[0]?.colorTable)) {
    return { args: ['-expand', 'rgba'], colours: 3, alpha: true };
  }
  const alphaIndex = interp.indexOf('alpha');
  const colours = bands.length >= 3 && (alphaIndex < 0 || alphaIndex >= 3) ? 3 : 1;
  const alpha = alphaIndex >= colours;
  const colourArgs = colours === 3 ? ['-b', '1', '-b', '2', '-b', '3'] : ['-b', '1'];
  return {
    args: [...colourArgs, ...(alpha ? ['-b', String(alphaIndex + 1)] : [])],
    colours,
    alpha,
  };
}

type Samples = ArrayLike<number>;

/** The 2nd and 98th percentiles of the valid samples (a sample of at most 200,000 of them). */
function stretchRange(bands: readonly Samples[], valid: (i: number) => boolean): [number, number] {
  const length = bands[0]?.length ?? 0;
  const step = Math.max(1, Math.floor((length * bands.length) / 200_000));
  const values: number[] = [];
  for (const band of bands) {
    for (let i = 0; i < length; i += step) {
      const v = band[i] as number;
      if (valid(i) && Number.isFinite(v)) values.push(v);
    }
  }
  if (values.length === 0) return [0, 1];
  values.sort((p, q) => p - q);
  const low = values[Math.floor(values.length * 0.02)] as number;
  const high = values[Math.min(values.length - 1, Math.floor(values.length * 0.98))] as number;
  return high > low ? [low, high] : [low, low + 1];
}

/**
 * Writes the three previews of a raster: GDAL reads it at preview size (from overviews when the
 * raster has them), values are stretched to 8 bits (2–98 %, nodata transparent), then sharp cuts
 * the frames. Memory is bounded by the preview size, not the raster's.
 */
export async function writeRasterPreviews(
  gdal: GdalRunner,
  raster: string,
  info: GdalInfo,
  outputDir: string,
  scratch: string,
): Promise<PreviewFiles> {
  const [width, height] = previewSourceSize(info.size[0], info.size[1]);
  const choice = chooseBands(info);
  const small = join(scratch, 'preview-source.tif');
  await gdal.translate(raster, small, [
    '-of',
    'GTiff',
    '-outsize',
    String(width),
    String(height),
    '-r',
    'average',
    ...choice.args,
  ]);
  const tiff = await fromFile(small);
  const image = await tiff.getImage();
  const rasters = (await image.readRasters()) as unknown as Samples[];
  const colourBands = rasters.slice(0, choice.colours);
  const alphaBand = choice.alpha ? rasters[choice.colours] : undefined;
  const nodata = info.bands[0]?.noDataValue;
  const noDataValue = nodata === undefined || nodata === '' ? undefined : Number(nodata);
  const valid = (i: number) =>
    (alphaBand === undefined || (alphaBand[i] as number) > 0) &&
    (noDataValue === undefined || colourBands.some((b) => (b[i] as number) !== noDataValue));
  const isByte = colourBands.every((b) => b instanceof Uint8Array);
  const [low, high] = isByte ? [0, 255] : stretchRange(colourBands, valid);
  const scale = 255 / (high - low);

  const pixels = width * height;
  const rgba = Buffer.alloc(pixels * 4);
  for (let i = 0; i < pixels; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      const band = colourBands[choice.colours === 3 ? c : 0] as Samples;
      const v = ((band[i] as number) - low) * scale;
      rgba[i * 4 + c] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
    }
    rgba[i * 4 + 3] = valid(i) ? 255 : 0;
  }
  return writePreviews(sharp(rgba, { raw: { width, height, channels: 4 } }), outputDir);
}
