import { latToMercatorY, mercatorYToLat } from '@unfurl/domain';
import type { BorderSegments, LandEdges, NaturalEarth } from './natural-earth';
import { drawLabel, labelSize } from './sheet-label';

/** An sRGB colour as `[r, g, b]`, 0..255. */
export type Rgb = readonly [number, number, number];

/** The colours of a map picture. */
export interface MapPictureStyle {
  readonly sea: Rgb;
  readonly land: Rgb;
  /** The coastline and the country borders. */
  readonly coast: Rgb;
  /** Graticule lines, drawn half-transparent. */
  readonly grid: Rgb;
  /** The neatline around the sheet, the label's ground and the ring of a point marker. */
  readonly frame: Rgb;
  /** The point marker's fill. */
  readonly mark: Rgb;
}

/** An area in degrees, drawn in Web Mercator (as the atlas draws a listing's preview over it). */
export interface MapWindow {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** What to draw: the area, the picture's size in pixels, its colours, a marker, a corner label. */
export interface MapPicture {
  readonly window: MapWindow;
  readonly width: number;
  readonly height: number;
  readonly style: MapPictureStyle;
  readonly marker?: boolean;
  /** Printed in the bottom-left corner (digits, N S E W, point, minus). */
  readonly label?: string;
}

/** What each pixel shows, before colouring. */
const PIXEL = {
  sea: 0,
  land: 1,
  coast: 2,
  seaGrid: 3,
  landGrid: 4,
  frame: 5,
  mark: 6,
} as const;

/** Graticule spacings, degrees: per axis, the first that gives at most four lines is used. */
const GRID_STEPS = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 45];

/** The graticule spacing for a span of `degrees`. */
export function gridStep(degrees: number): number {
  return GRID_STEPS.find((step) => degrees / step <= 4) ?? 90;
}

/** Pixel rows ↔ latitudes and columns ↔ longitudes of a picture (Web Mercator rows). */
function grid({ window: w, width, height }: Omit<MapPicture, 'style'>) {
  const top = latToMercatorY(w.north);
  const metresPerRow = (top - latToMercatorY(w.south)) / height;
  const columnsPerDegree = width / (w.east - w.west);
  return {
    latOfRow: (row: number) => mercatorYToLat(top - (row + 0.5) * metresPerRow),
    rowOf: (lat: number) => (top - latToMercatorY(lat)) / metresPerRow,
    colOf: (lon: number) => (lon - w.west) * columnsPerDegree,
  };
}

/** Land (1) or sea (0) for each pixel, by even-odd scanlines over the coastline edges. */
export function landMask(land: LandEdges, picture: Omit<MapPicture, 'style'>): Uint8Array {
  const { window: w, width, height } = picture;
  const { latOfRow, colOf } = grid(picture);
  const mask = new Uint8Array(width * height);
  const { coords } = land;
  // Edges that can cross a row start at most maxSpan below the window: skip those before.
  let next = 0;
  let last = land.count;
  while (next < last) {
    const mid = (next + last) >> 1;
    if (coords[mid * 4 + 1]! < w.south - land.maxSpan) next = mid + 1;
    else last = mid;
  }
  // Edges crossing the current row (compacted in place), and their crossing columns.
  const active = new Int32Array(land.count);
  let activeCount = 0;
  const crossings = new Float64Array(land.count);
  for (let row = height - 1; row >= 0; row -= 1) {
    const lat = latOfRow(row);
    while (next < land.count && coords[next * 4 + 1]! <= lat) active[activeCount++] = next++;
    let kept = 0;
    let count = 0;
    for (let a = 0; a < activeCount; a += 1) {
      const o = active[a]! * 4;
      if (coords[o + 3]! <= lat) continue;
      active[kept++] = active[a]!;
      const lat0 = coords[o + 1]!;
      const t = (lat - lat0) / (coords[o + 3]! - lat0);
      crossings[count++] = colOf(coords[o]! + t * (coords[o + 2]! - coords[o]!));
    }
    activeCount = kept;
    const sorted = crossings.subarray(0, count).sort();
    for (let k = 0; k + 1 < count; k += 2) {
      const from = Math.max(0, Math.ceil(sorted[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(sorted[k + 1]! - 0.5));
      if (from <= to) mask.fill(PIXEL.land, row * width + from, row * width + to + 1);
    }
  }
  return mask;
}

/** Land pixels with a sea pixel above, below, left or right become coast. */
function markCoast(kinds: Uint8Array, width: number, height: number): void {
  const sea = PIXEL.sea;
  for (let row = 0; row < height; row += 1) {
    for (let col = 0, pixel = row * width; col < width; col += 1, pixel += 1) {
      if (kinds[pixel] !== PIXEL.land) continue;
      if (
        (col + 1 < width && kinds[pixel + 1] === sea) ||
        (col > 0 && kinds[pixel - 1] === sea) ||
        (row + 1 < height && kinds[pixel + width] === sea) ||
        (row > 0 && kinds[pixel - width] === sea)
      ) {
        kinds[pixel] = PIXEL.coast;
      }
    }
  }
}

/** Country borders in the window as dashed lines (three pixels on, two off). */
function drawBorders(kinds: Uint8Array, borders: BorderSegments, picture: MapPicture): void {
  const { window: w, width, height } = picture;
  const { rowOf, colOf } = grid(picture);
  const c = borders.coords;
  for (let s = 0; s < borders.count; s += 1) {
    const lon0 = c[s * 4]!;
    const lat0 = c[s * 4 + 1]!;
    const lon1 = c[s * 4 + 2]!;
    const lat1 = c[s * 4 + 3]!;
    if ((lon0 < w.west && lon1 < w.west) || (lon0 > w.east && lon1 > w.east)) continue;
    if ((lat0 < w.south && lat1 < w.south) || (lat0 > w.north && lat1 > w.north)) continue;
    const x0 = colOf(lon0);
    const y0 = rowOf(lat0);
    const x1 = colOf(lon1);
    const y1 = rowOf(lat1);
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
    for (let i = 0; i <= steps; i += 1) {
      if ((i + s) % 5 >= 3) continue;
      const col = Math.floor(x0 + ((x1 - x0) * i) / Math.max(1, steps));
      const row = Math.floor(y0 + ((y1 - y0) * i) / Math.max(1, steps));
      if (col >= 0 && col < width && row >= 0 && row < height) {
        kinds[row * width + col] = PIXEL.coast;
      }
    }
  }
}

/** Lines at whole multiples of the grid step, over land and sea (not over the coast). */
function drawGraticule(kinds: Uint8Array, picture: MapPicture): void {
  const { window: w, width, height } = picture;
  const { rowOf, colOf } = grid(picture);
  const line = (pixel: number) => {
    if (kinds[pixel] === PIXEL.sea) kinds[pixel] = PIXEL.seaGrid;
    else if (kinds[pixel] === PIXEL.land) kinds[pixel] = PIXEL.landGrid;
  };
  const lonStep = gridStep(w.east - w.west);
  for (let lon = Math.ceil(w.west / lonStep) * lonStep; lon < w.east; lon += lonStep) {
    const col = Math.floor(colOf(lon));
    for (let row = 0; row < height; row += 1) line(row * width + col);
  }
  const latStep = gridStep(w.north - w.south);
  for (let lat = Math.ceil(w.south / latStep) * latStep; lat < w.north; lat += latStep) {
    const row = Math.floor(rowOf(lat));
    for (let col = 0; col < width; col += 1) line(row * width + col);
  }
}

/** The neatline (a band of frame colour around the sheet) and the label on its ground. */
function drawFrame(kinds: Uint8Array, { width, height, label }: MapPicture): void {
  const band = Math.max(2, Math.round(Math.min(width, height) / 64));
  for (let row = 0; row < height; row += 1) {
    if (row < band || row >= height - band) kinds.fill(PIXEL.frame, row * width, (row + 1) * width);
    else {
      kinds.fill(PIXEL.frame, row * width, row * width + band);
      kinds.fill(PIXEL.frame, (row + 1) * width - band, (row + 1) * width);
    }
  }
  if (!label) return;
  const scale = Math.max(1, Math.floor(Math.min(width, height) / 160));
  const size = labelSize(label, scale);
  if (size.width + 2 * (band + 2 * scale) > width) return;
  const pad = 2 * scale;
  const top = height - band - size.height - 2 * pad;
  for (let row = top; row < height - band; row += 1) {
    kinds.fill(PIXEL.frame, row * width + band, row * width + band + size.width + 2 * pad);
  }
  drawLabel(kinds, width, label, { x: band + pad, y: top + pad, scale, ink: PIXEL.sea });
}

/** A point listing's marker: a disc with a frame-coloured ring, in the middle. */
function drawMarker(kinds: Uint8Array, { width, height }: MapPicture): void {
  const radius = Math.max(3, Math.round(Math.min(width, height) / 28));
  const cx = width / 2;
  const cy = height / 2;
  for (let row = Math.floor(cy - radius - 2); row <= cy + radius + 2; row += 1) {
    for (let col = Math.floor(cx - radius - 2); col <= cx + radius + 2; col += 1) {
      const d = Math.hypot(col + 0.5 - cx, row + 0.5 - cy);
      if (d <= radius + 2) kinds[row * width + col] = d <= radius ? PIXEL.mark : PIXEL.frame;
    }
  }
}

/** The colour of each {@link PIXEL} kind in a style (grid lines half-transparent). */
function palette(style: MapPictureStyle): Uint8Array {
  const mix = (under: Rgb, over: Rgb): number[] =>
    under.map((c, i) => Math.round((c + over[i]!) / 2));
  return Uint8Array.from([
    ...style.sea,
    ...style.land,
    ...style.coast,
    ...mix(style.sea, style.grid),
    ...mix(style.land, style.grid),
    ...style.frame,
    ...style.mark,
  ]);
}

/**
 * Draws the land and sea of an area as a map sheet: coastline, country borders, graticule, a
 * neatline with a corner label and, for a listing placed by a point, a marker in the middle.
 * Returns raw RGB pixels (`width × height × 3`).
 */
export function drawMapPicture(earth: NaturalEarth, picture: MapPicture): Buffer {
  const { width, height } = picture;
  const kinds = landMask(earth.land, picture);
  markCoast(kinds, width, height);
  drawBorders(kinds, earth.borders, picture);
  drawGraticule(kinds, picture);
  drawFrame(kinds, picture);
  if (picture.marker) drawMarker(kinds, picture);
  const colours = palette(picture.style);
  const image = Buffer.alloc(width * height * 3);
  for (let pixel = 0, o = 0; pixel < kinds.length; pixel += 1, o += 3) {
    const c = kinds[pixel]! * 3;
    image[o] = colours[c]!;
    image[o + 1] = colours[c + 1]!;
    image[o + 2] = colours[c + 2]!;
  }
  return image;
}
