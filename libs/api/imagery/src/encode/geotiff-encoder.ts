import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import type { GeoTiffGeoreference } from './geo-keys';
import { geoKeyDirectory } from './geo-keys';

const deflateAsync = promisify(deflate);

/** Pixel-interleaved samples of one TIFF sample type. */
export type TiffSamples = Uint8Array | Int8Array | Uint16Array | Int16Array | Float32Array;

/** Colour model of the first samples: 1 grey sample, or 3 RGB samples. */
export const TIFF_PHOTOMETRIC = { grey: 1, rgb: 2 } as const;

/** One photometric interpretation. */
export type TiffPhotometric = (typeof TIFF_PHOTOMETRIC)[keyof typeof TIFF_PHOTOMETRIC];

/** What to write: samples (pixel-interleaved), their layout and where they lie. */
export interface GeoTiffImage {
  readonly width: number;
  readonly height: number;
  /** Samples per pixel. */
  readonly samples: number;
  readonly data: TiffSamples;
  readonly photometric: TiffPhotometric;
  /** The last sample is unassociated alpha (TIFF ExtraSamples = 2). */
  readonly alphaLast: boolean;
  /** GDAL_NODATA tag text (e.g. `nan`), when the image marks no-data by value. */
  readonly noData?: string;
  readonly georeference: GeoTiffGeoreference;
}

const TYPE = { ascii: 2, short: 3, long: 4, double: 12 } as const;
type FieldType = (typeof TYPE)[keyof typeof TYPE];
const TYPE_SIZE: Record<FieldType, number> = { 2: 1, 3: 2, 4: 4, 12: 8 };

/** Tag numbers written (TIFF 6.0, GeoTIFF 1.1, GDAL). */
const TAG = {
  imageWidth: 256,
  imageLength: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
  planarConfiguration: 284,
  software: 305,
  predictor: 317,
  extraSamples: 338,
  sampleFormat: 339,
  modelPixelScale: 33550,
  modelTiepoint: 33922,
  geoKeyDirectory: 34735,
  gdalNoData: 42113,
} as const;

interface Entry {
  readonly tag: number;
  readonly type: FieldType;
  readonly values: readonly number[] | string;
}

/** Deflate (Adobe) compression, TIFF code 8. */
const COMPRESSION_DEFLATE = 8;
/** Predictor 2 (horizontal differencing) for integer samples; none for floats. */
const PREDICTOR_HORIZONTAL = 2;
/** Target size of one strip before compression (GDAL reads strips one at a time). */
const STRIP_BYTES = 256 * 1024;

function sampleFormatOf(data: TiffSamples): 1 | 2 | 3 {
  if (data instanceof Float32Array) return 3;
  if (data instanceof Int8Array || data instanceof Int16Array) return 2;
  return 1;
}

/** Horizontal differencing of one row range, in place on a copy (predictor 2). */
function differenced(strip: TiffSamples, rowSamples: number, samples: number): TiffSamples {
  const out = strip.slice();
  for (let row = 0; row < out.length; row += rowSamples) {
    for (let i = row + rowSamples - 1; i >= row + samples; i--)
      out[i] = out[i]! - out[i - samples]!;
  }
  return out;
}

function bytesOf(data: TiffSamples): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Writes a GeoTIFF: baseline TIFF 6.0 in the machine's byte order (`II` or `MM`, the samples'
 * own), pixel-interleaved, deflate-compressed strips (horizontal predictor for integer samples),
 * with ModelPixelScale, ModelTiepoint and the GeoKey directory of the image's CRS, ExtraSamples
 * for alpha and GDAL_NODATA when given. Strips compress on the libuv thread pool.
 */
export async function encodeGeoTiff(image: GeoTiffImage): Promise<Buffer> {
  const { width, height, samples, data } = image;
  if (data.length !== width * height * samples) {
    throw new Error(
      `GeoTIFF samples: ${data.length} values for ${width} x ${height} x ${samples} samples`,
    );
  }
  const little = endianness() === 'LE';
  const bits = data.BYTES_PER_ELEMENT * 8;
  const format = sampleFormatOf(data);
  const rowSamples = width * samples;
  const rowsPerStrip = Math.max(
    1,
    Math.min(height, Math.floor(STRIP_BYTES / (rowSamples * data.BYTES_PER_ELEMENT))),
  );
  const predictor = format === 3 ? 1 : PREDICTOR_HORIZONTAL;
  const strips = await Promise.all(
    Array.from({ length: Math.ceil(height / rowsPerStrip) }, (_, s) => {
      const part = data.subarray(
        s * rowsPerStrip * rowSamples,
        (s + 1) * rowsPerStrip * rowSamples,
      );
      const raw = predictor === 1 ? part : differenced(part, rowSamples, samples);
      return deflateAsync(bytesOf(raw));
    }),
  );

  const geo = image.georeference;
  const base = image.photometric === TIFF_PHOTOMETRIC.rgb ? 3 : 1;
  if (samples < base) throw new Error(`GeoTIFF: ${samples} samples cannot be RGB`);
  const extra = Array.from({ length: samples - base }, (_, k) =>
    image.alphaLast && k === samples - base - 1 ? 2 : 0,
  );
  const entries: Entry[] = [
    { tag: TAG.imageWidth, type: TYPE.long, values: [width] },
    { tag: TAG.imageLength, type: TYPE.long, values: [height] },
    { tag: TAG.bitsPerSample, type: TYPE.short, values: Array(samples).fill(bits) },
    { tag: TAG.compression, type: TYPE.short, values: [COMPRESSION_DEFLATE] },
    { tag: TAG.photometric, type: TYPE.short, values: [image.photometric] },
    { tag: TAG.stripOffsets, type: TYPE.long, values: strips.map(() => 0) },
    { tag: TAG.samplesPerPixel, type: TYPE.short, values: [samples] },
    { tag: TAG.rowsPerStrip, type: TYPE.long, values: [rowsPerStrip] },
    { tag: TAG.stripByteCounts, type: TYPE.long, values: strips.map((s) => s.length) },
    { tag: TAG.planarConfiguration, type: TYPE.short, values: [1] },
    { tag: TAG.software, type: TYPE.ascii, values: 'Unfurl imagery service' },
    { tag: TAG.predictor, type: TYPE.short, values: [predictor] },
    ...(extra.length > 0 ? [{ tag: TAG.extraSamples, type: TYPE.short, values: extra }] : []),
    { tag: TAG.sampleFormat, type: TYPE.short, values: Array(samples).fill(format) },
    { tag: TAG.modelPixelScale, type: TYPE.double, values: [geo.dx, geo.dy, 0] },
    { tag: TAG.modelTiepoint, type: TYPE.double, values: [0, 0, 0, geo.left, geo.top, 0] },
    { tag: TAG.geoKeyDirectory, type: TYPE.short, values: geoKeyDirectory(geo.epsg) },
    ...(image.noData === undefined
      ? []
      : [{ tag: TAG.gdalNoData, type: TYPE.ascii, values: image.noData }]),
  ];
  return writeTiff(entries, strips, little);
}

function valueBytes(entry: Entry): number {
  const count = typeof entry.values === 'string' ? entry.values.length + 1 : entry.values.length;
  return count * TYPE_SIZE[entry.type];
}

/** Lays out header, IFD, out-of-line values (word-aligned), then the strips. */
function writeTiff(entries: Entry[], strips: readonly Buffer[], little: boolean): Buffer {
  entries.sort((a, b) => a.tag - b.tag);
  const ifdOffset = 8;
  const ifdSize = 2 + entries.length * 12 + 4;
  let cursor = ifdOffset + ifdSize;
  const outOfLine = new Map<Entry, number>();
  for (const entry of entries) {
    const size = valueBytes(entry);
    if (size > 4) {
      outOfLine.set(entry, cursor);
      cursor += size + (size % 2);
    }
  }
  const stripOffsets: number[] = [];
  for (const strip of strips) {
    stripOffsets.push(cursor);
    cursor += strip.length;
  }
  if (cursor > 0xffff_ffff) throw new Error('GeoTIFF over 4 GB (BigTIFF is not written)');
  const offsetsEntry = entries.find((e) => e.tag === TAG.stripOffsets)!;
  (offsetsEntry as { values: readonly number[] }).values = stripOffsets;

  const out = Buffer.alloc(cursor);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  out.write(little ? 'II' : 'MM', 0, 'latin1');
  view.setUint16(2, 42, little);
  view.setUint32(4, ifdOffset, little);
  view.setUint16(ifdOffset, entries.length, little);
  entries.forEach((entry, k) => {
    const at = ifdOffset + 2 + k * 12;
    const count = typeof entry.values === 'string' ? entry.values.length + 1 : entry.values.length;
    view.setUint16(at, entry.tag, little);
    view.setUint16(at + 2, entry.type, little);
    view.setUint32(at + 4, count, little);
    const target = outOfLine.get(entry);
    if (target !== undefined) view.setUint32(at + 8, target, little);
    writeValues(view, out, target ?? at + 8, entry, little);
  });
  view.setUint32(ifdOffset + 2 + entries.length * 12, 0, little);
  strips.forEach((strip, s) => strip.copy(out, stripOffsets[s]!));
  return out;
}

function writeValues(view: DataView, out: Buffer, at: number, entry: Entry, little: boolean) {
  if (typeof entry.values === 'string') {
    out.write(`${entry.values}\0`, at, 'latin1');
    return;
  }
  entry.values.forEach((v, i) => {
    switch (entry.type) {
      case TYPE.short:
        view.setUint16(at + i * 2, v, little);
        break;
      case TYPE.long:
        view.setUint32(at + i * 4, v, little);
        break;
      case TYPE.double:
        view.setFloat64(at + i * 8, v, little);
        break;
      case TYPE.ascii:
        throw new Error('ASCII values are text');
      default: {
        const never: never = entry.type;
        throw new Error(`Unknown TIFF type ${String(never)}`);
      }
    }
  });
}
