import sharp from 'sharp';
import type { Db } from '@unfurl/api-db';
import { latToMercatorY, lonToMercatorX } from '@unfurl/domain';
import { drawMapPicture } from './map-picture';
import type { MapPictureStyle, MapWindow } from './map-picture';
import { loadNaturalEarth } from './natural-earth';
import type { NaturalEarth } from './natural-earth';
import { sheetLabel } from './sheet-label';

/** How many generated listings get a preview picture (the demo's 2,000; a bench's million not). */
export const PREVIEWED_GENERATED_LISTINGS = 2000;

/** Listings drawn and stored per round trip. */
const BATCH = 40;
/** JPEG quality of the pictures: flat colours stay clean, files stay small. */
const JPEG_QUALITY = 75;
/** Side of the square a point listing's picture shows, degrees. */
const POINT_WINDOW_DEGREES = 1.5;

/** Map-sheet colours; a listing's category picks one, so neighbours in a list look different. */
const STYLES: readonly MapPictureStyle[] = [
  // Parchment.
  {
    sea: [185, 203, 199],
    land: [233, 220, 184],
    coast: [122, 106, 79],
    grid: [110, 128, 124],
    frame: [91, 74, 53],
    mark: [178, 58, 46],
  },
  // The atlas's own dark theme.
  {
    sea: [11, 19, 32],
    land: [32, 46, 66],
    coast: [79, 179, 255],
    grid: [60, 80, 110],
    frame: [79, 179, 255],
    mark: [255, 196, 61],
  },
  // Sepia survey sheet.
  {
    sea: [216, 199, 160],
    land: [196, 165, 111],
    coast: [94, 66, 36],
    grid: [150, 120, 80],
    frame: [74, 52, 28],
    mark: [30, 80, 140],
  },
  // Nautical chart.
  {
    sea: [200, 224, 240],
    land: [250, 238, 200],
    coast: [40, 70, 110],
    grid: [120, 160, 190],
    frame: [30, 50, 80],
    mark: [200, 40, 60],
  },
];

interface GeneratedRow {
  readonly id: number;
  readonly category: string | null;
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** The picture's area: the footprint itself (so it lines up drawn over it), or around a point. */
export function pictureWindow(row: Omit<GeneratedRow, 'id' | 'category'>): {
  window: MapWindow;
  marker: boolean;
} {
  if (row.east > row.west && row.north > row.south) return { window: row, marker: false };
  const half = POINT_WINDOW_DEGREES / 2;
  return {
    window: {
      west: Math.max(-180, row.west - half),
      south: Math.max(-85, row.south - half),
      east: Math.min(180, row.east + half),
      north: Math.min(85, row.north + half),
    },
    marker: true,
  };
}

/** The picture's longest side over its shortest at most: a thin strip is drawn stretched. */
const MAX_ASPECT = 2;
/**
 * Longest side of the picture, pixels: the sample scenes' small size. It is stored as both the
 * small and the medium preview (the atlas shows medium at most 330 px wide; a flat map sheet
 * needs no more), one drawing and one encoding per listing.
 */
const PICTURE_SIDE = 256;

/**
 * Width and height of the picture: the area's Web Mercator shape inside {@link PICTURE_SIDE}
 * square, its aspect kept within {@link MAX_ASPECT} (the atlas stretches the picture over the
 * area anyway).
 */
export function pictureSize(window: MapWindow): { width: number; height: number } {
  const wide = lonToMercatorX(window.east) - lonToMercatorX(window.west);
  const tall = latToMercatorY(window.north) - latToMercatorY(window.south);
  const aspect = Math.min(MAX_ASPECT, Math.max(1 / MAX_ASPECT, wide / tall));
  return aspect >= 1
    ? { width: PICTURE_SIDE, height: Math.round(PICTURE_SIDE / aspect) }
    : { width: Math.round(PICTURE_SIDE * aspect), height: PICTURE_SIDE };
}

function styleOf(category: string | null): MapPictureStyle {
  let hash = 0;
  for (const char of category ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return STYLES[hash % STYLES.length]!;
}

/** The JPEG picture of one generated listing. */
async function pictureOf(earth: NaturalEarth, row: GeneratedRow): Promise<Buffer> {
  const { window, marker } = pictureWindow(row);
  const { width, height } = pictureSize(window);
  const label = sheetLabel((window.west + window.east) / 2, (window.south + window.north) / 2);
  const style = styleOf(row.category);
  const raw = drawMapPicture(earth, { window, width, height, style, marker, label });
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The preview sizes a generated listing's picture is stored as. */
export const GENERATED_PREVIEW_SIZES = ['small', 'medium'] as const;

/** Stores one batch's previews and marks its listings as having one. */
async function storePreviews(
  db: Db,
  batch: readonly GeneratedRow[],
  pictures: readonly Buffer[],
): Promise<void> {
  const values: unknown[] = [];
  const tuples: string[] = [];
  batch.forEach((row, i) => {
    for (const size of GENERATED_PREVIEW_SIZES) {
      values.push(row.id, size, pictures[i]!);
      const n = values.length;
      tuples.push(`($${n - 2}, $${n - 1}, 'image/jpeg', $${n})`);
    }
  });
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO listing_previews (listing_id, size, content_type, bytes) VALUES ${tuples.join(', ')}`,
      values,
    );
    await tx.query('UPDATE listings SET has_preview = true WHERE id = ANY($1::bigint[])', [
      batch.map((row) => row.id),
    ]);
  });
}

/**
 * Gives generated listings (no file, no preview yet) real previews: a map sheet of the land and
 * sea of their footprint, from the Natural Earth data of the offline basemap, one 256 px
 * picture stored as small and medium ({@link GENERATED_PREVIEW_SIZES}; the 1200 × 630 sharing
 * card, which only social networks ask for, is left out: it would triple the seed's work).
 * The first `limit` by id get one; returns how many did.
 */
export async function insertGeneratedPreviews(
  db: Db,
  limit: number = PREVIEWED_GENERATED_LISTINGS,
  onProgress?: (done: number) => void,
): Promise<number> {
  const rows = await db.query<GeneratedRow>(
    `SELECT id::float8 AS id, categories[1] AS category,
       ST_XMin(geom) AS west, ST_YMin(geom) AS south, ST_XMax(geom) AS east, ST_YMax(geom) AS north
     FROM listings WHERE file_path IS NULL AND NOT has_preview ORDER BY id LIMIT $1`,
    [limit],
  );
  if (rows.length === 0) return 0;
  const earth = await loadNaturalEarth();
  // A pipeline: while one batch is encoded (sharp's threads) and stored, the next is drawn.
  let stored: Promise<void> = Promise.resolve();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const encoded = Promise.all(batch.map((row) => pictureOf(earth, row)));
    await stored;
    stored = encoded
      .then((pictures) => storePreviews(db, batch, pictures))
      .then(() => onProgress?.(start + batch.length));
  }
  await stored;
  return rows.length;
}
