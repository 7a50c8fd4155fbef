import type { ImageryBbox } from '@unfurl/domain';
import { OUTPUT_CRS, pointTransform } from '../cog/crs';
import type { OutputCrs, PointTransform } from '../cog/crs';

/** The image to produce: a [w, s, e, n] lon/lat box, a pixel size and the grid's CRS. */
export interface OutputGrid {
  readonly bbox: ImageryBbox;
  readonly width: number;
  readonly height: number;
  /** EPSG:4326 (default: pixels regular in lon/lat) or EPSG:3857 (regular in Web Mercator). */
  readonly crs?: OutputCrs;
}

/**
 * Source-CRS coordinates of the output pixel centres, exact at every `step`-th pixel (and the last
 * row and column) and interpolated bilinearly between: GDAL's approximate transformer does the
 * same (error well below 0.001 px for UTM at these spans).
 */
export interface SourceGrid {
  readonly width: number;
  readonly height: number;
  readonly step: number;
  readonly cols: readonly number[];
  readonly rows: readonly number[];
  /** Node coordinates, row-major over rows × cols. */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** When set, every pixel is transformed exactly, a row at a time (no interpolation). */
  readonly exactRow?: (j: number, outX: Float64Array, outY: Float64Array) => void;
}

function nodes(size: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < size - 1; i += step) out.push(i);
  out.push(size - 1);
  return out;
}

/** The output grid's affine transform: output CRS x = left + i·dx, y = top − j·dy (j down). */
export interface OutputGeoTransform {
  readonly left: number;
  readonly top: number;
  readonly dx: number;
  readonly dy: number;
}

/** The geotransform of an output grid in its CRS (EPSG:4326 degrees or EPSG:3857 metres). */
export function outputGeoTransform(grid: OutputGrid): OutputGeoTransform {
  const [w, s, e, n] = grid.bbox;
  let [x0, y0, x1, y1] = [w, s, e, n];
  if ((grid.crs ?? OUTPUT_CRS.wgs84) === OUTPUT_CRS.webMercator) {
    const toMerc = pointTransform(4326, 3857);
    [x0, y0] = toMerc(w, s);
    [x1, y1] = toMerc(e, n);
  }
  return { left: x0, top: y1, dx: (x1 - x0) / grid.width, dy: (y1 - y0) / grid.height };
}

/**
 * Builds the {@link SourceGrid} of an output grid through `transform` (output CRS → wherever:
 * a source CRS, or a source's level-0 pixel space).
 */
export function transformGrid(grid: OutputGrid, transform: PointTransform, step = 16): SourceGrid {
  const { left, top, dx, dy } = outputGeoTransform(grid);
  const cols = nodes(grid.width, step);
  const rows = nodes(grid.height, step);
  const xs = new Float64Array(cols.length * rows.length);
  const ys = new Float64Array(cols.length * rows.length);
  rows.forEach((j, r) => {
    cols.forEach((i, c) => {
      const [sx, sy] = transform(left + (i + 0.5) * dx, top - (j + 0.5) * dy);
      xs[r * cols.length + c] = sx;
      ys[r * cols.length + c] = sy;
    });
  });
  return { width: grid.width, height: grid.height, step, cols, rows, xs, ys };
}

/**
 * A {@link SourceGrid} whose pixels are all transformed exactly (as `gdalwarp -et 0`), row by row
 * when read; its nodes are only the four corners. For transforms that bend within 16 pixels
 * (GCP polynomials), at the cost of one transform per pixel.
 */
export function exactGrid(grid: OutputGrid, transform: PointTransform): SourceGrid {
  const { left, top, dx, dy } = outputGeoTransform(grid);
  const corners = transformGrid(grid, transform, Math.max(grid.width, grid.height));
  return {
    ...corners,
    exactRow(j, outX, outY) {
      const y = top - (j + 0.5) * dy;
      for (let i = 0; i < grid.width; i++) {
        const [sx, sy] = transform(left + (i + 0.5) * dx, y);
        outX[i] = sx;
        outY[i] = sy;
      }
    },
  };
}

/** Builds the {@link SourceGrid} of an output grid in the source CRS `epsg`. */
export function sourceGrid(grid: OutputGrid, epsg: number, step = 16): SourceGrid {
  const crs = grid.crs ?? OUTPUT_CRS.wgs84;
  return transformGrid(grid, pointTransform(crs === OUTPUT_CRS.wgs84 ? 4326 : 3857, epsg), step);
}

/** Fills `outX`/`outY` (length `width`) with the source coordinates of output row `j`. */
export function sourceRow(g: SourceGrid, j: number, outX: Float64Array, outY: Float64Array): void {
  if (g.exactRow) {
    g.exactRow(j, outX, outY);
    return;
  }
  const r = Math.min(Math.floor(j / g.step), g.rows.length - 2);
  const nc = g.cols.length;
  if (g.rows.length === 1) {
    fillRow(g, 0, 0, 0, outX, outY);
    return;
  }
  const j0 = g.rows[r]!;
  const j1 = g.rows[r + 1]!;
  fillRow(g, r * nc, (r + 1) * nc, j1 === j0 ? 0 : (j - j0) / (j1 - j0), outX, outY);
}

function fillRow(
  g: SourceGrid,
  a: number,
  b: number,
  t: number,
  outX: Float64Array,
  outY: Float64Array,
): void {
  const nc = g.cols.length;
  for (let c = 0; c < nc; c++) {
    const i0 = g.cols[c]!;
    const i1 = c + 1 < nc ? g.cols[c + 1]! : i0;
    const xa = g.xs[a + c]! + t * (g.xs[b + c]! - g.xs[a + c]!);
    const ya = g.ys[a + c]! + t * (g.ys[b + c]! - g.ys[a + c]!);
    if (i1 === i0) {
      outX[i0] = xa;
      outY[i0] = ya;
      continue;
    }
    const xb = g.xs[a + c + 1]! + t * (g.xs[b + c + 1]! - g.xs[a + c + 1]!);
    const yb = g.ys[a + c + 1]! + t * (g.ys[b + c + 1]! - g.ys[a + c + 1]!);
    const span = i1 - i0;
    for (let i = i0; i < i1; i++) {
      const u = (i - i0) / span;
      outX[i] = xa + u * (xb - xa);
      outY[i] = ya + u * (yb - ya);
    }
  }
}

/** Bounds [minX, minY, maxX, maxY] of the source coordinates of every grid node. */
export function sourceBounds(g: SourceGrid): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < g.xs.length; k++) {
    minX = Math.min(minX, g.xs[k]!);
    maxX = Math.max(maxX, g.xs[k]!);
    minY = Math.min(minY, g.ys[k]!);
    maxY = Math.max(maxY, g.ys[k]!);
  }
  return [minX, minY, maxX, maxY];
}
