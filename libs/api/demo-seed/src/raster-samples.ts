import { join } from 'node:path';
import { fromFile } from 'geotiff';
import proj4 from 'proj4';
import sharp from 'sharp';

/** A sample scene shipped in `data/samples/raster`, turned into a COG listing. */
export interface RasterSample {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  /** Folder of the scene, relative to the samples root. */
  readonly folder: string;
  /** Red, green, blue band files. */
  readonly rgb: readonly [string, string, string];
  /** Digital number to reflectance. */
  readonly scale: number;
  readonly offset: number;
  readonly acquired: string;
}

/** The two real scenes of the demo data (see data/samples/SOURCES.md). */
export const RASTER_SAMPLES: readonly RasterSample[] = [
  {
    key: 'sentinel-2',
    title: 'Sentinel-2 true colour, Western Sahara (tile 29RKH)',
    description:
      'Sentinel-2A L2A scene of tile 29RKH, 19 February 2020, 4 % cloud. True colour (B04, B03, B02). Contains modified Copernicus Sentinel data 2020.',
    tags: ['sentinel-2', 'true colour', 'desert', 'sahara'],
    categories: ['imagery', 'earth-art'],
    folder: 'raster/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A',
    rgb: ['B04.tif', 'B03.tif', 'B02.tif'],
    scale: 1 / 10_000,
    offset: 0,
    acquired: '2020-02-19T11:20:00Z',
  },
  {
    key: 'landsat-8',
    title: 'Landsat 8 true colour, Amazon (path 001 row 062)',
    description:
      'Landsat 8 Collection 2 Level-2 surface reflectance, 31 October 2020. True colour (SR_B4, SR_B3, SR_B2). Landsat data courtesy of the U.S. Geological Survey.',
    tags: ['landsat', 'true colour', 'amazon', 'forest'],
    categories: ['imagery', 'environment'],
    folder: 'raster/landsat-8-c2-l2/LC08_L2SP_001062_20201031_20201106_02_T2',
    rgb: [
      'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B4.TIF',
      'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B3.TIF',
      'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B2.TIF',
    ],
    scale: 0.0000275,
    offset: -0.2,
    acquired: '2020-10-31T14:20:00Z',
  },
];

/** Preview sizes (R-218): longer side in pixels, or a fixed frame for sharing cards. */
export const PREVIEW_SIZES = {
  small: { width: 256, height: 256, fit: 'inside' },
  medium: { width: 512, height: 512, fit: 'inside' },
  sharing: { width: 1200, height: 630, fit: 'cover' },
} as const;

/** A scene read from disk: footprint WKT (EPSG:4326) and JPEG previews by size. */
export interface RasterScene {
  readonly footprintWkt: string;
  readonly previews: Readonly<Record<keyof typeof PREVIEW_SIZES, Buffer>>;
}

const READ_SIZE = 1024;

/** Reads a sample scene: real bounds reprojected from UTM, and a true-colour composite × 2.5. */
export async function readRasterScene(
  samplesDir: string,
  sample: RasterSample,
): Promise<RasterScene> {
  const bands = await Promise.all(
    sample.rgb.map(async (file) => {
      const tiff = await fromFile(join(samplesDir, sample.folder, file));
      const image = await tiff.getImage();
      return { tiff, image };
    }),
  );
  const first = bands[0]!.image;
  const [minX, minY, maxX, maxY] = first.getBoundingBox() as [number, number, number, number];
  const epsg = Number(first.getGeoKeys()['ProjectedCSTypeGeoKey']);
  const zone = epsg % 100;
  const south = epsg >= 32700;
  const utm = `+proj=utm +zone=${zone}${south ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`;
  const corners = [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
    [minX, minY],
  ].map((corner) => proj4(utm, 'EPSG:4326', corner) as [number, number]);
  const footprintWkt = `POLYGON((${corners.map(([lon, lat]) => `${lon.toFixed(6)} ${lat.toFixed(6)}`).join(', ')}))`;

  const width = Math.min(READ_SIZE, first.getWidth());
  const height = Math.round((width * first.getHeight()) / first.getWidth());
  const channels = await Promise.all(
    bands.map(
      async ({ image }) =>
        (await image.readRasters({ width, height, samples: [0] }))[0] as ArrayLike<number>,
    ),
  );
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      const dn = channels[c]![i]!;
      const reflectance = dn === 0 ? 0 : dn * sample.scale + sample.offset;
      rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(reflectance * 2.5 * 255)));
    }
  }
  const base = sharp(rgb, { raw: { width, height, channels: 3 } });
  const previews = {} as Record<keyof typeof PREVIEW_SIZES, Buffer>;
  for (const [size, frame] of Object.entries(PREVIEW_SIZES) as [
    keyof typeof PREVIEW_SIZES,
    (typeof PREVIEW_SIZES)[keyof typeof PREVIEW_SIZES],
  ][]) {
    previews[size] = await base
      .clone()
      .resize({ width: frame.width, height: frame.height, fit: frame.fit })
      .jpeg({ quality: 82 })
      .toBuffer();
  }
  for (const { tiff } of bands) tiff.close();
  return { footprintWkt, previews };
}
