/** A ground control point: a raster position (pixel, line) and where it is (x = lon, y = lat). */
export interface GroundControlPoint {
  readonly pixel: number;
  readonly line: number;
  readonly x: number;
  readonly y: number;
}

/** Polynomial orders GDAL's GCP transformer fits. */
export type GcpOrder = 1 | 2 | 3;

/** A fitted GCP transform: raster ↔ georeferenced coordinates, as GDAL's polynomial transformer. */
export interface GcpTransform {
  readonly order: GcpOrder;
  /** Raster (pixel, line) → georeferenced (x, y). */
  toGeo(pixel: number, line: number): [number, number];
  /** Georeferenced (x, y) → raster (pixel, line). */
  fromGeo(x: number, y: number): [number, number];
}

/**
 * The order gdalwarp uses by default (`-order` unset): 2 from 6 GCPs on (GDAL avoids 3rd order as
 * unstable), 1 below (GDAL's `GDALCreateGCPTransformer` with order 0).
 */
export function defaultGcpOrder(count: number): GcpOrder {
  return count >= 6 ? 2 : 1;
}

/** Terms of GDAL's CRS.C polynomial: 1, e, n, e², e·n, n², e³, e²·n, e·n², n³. */
function terms(e: number, n: number, count: number, out: Float64Array): void {
  out[0] = 1;
  out[1] = e;
  out[2] = n;
  if (count > 3) {
    out[3] = e * e;
    out[4] = e * n;
    out[5] = n * n;
  }
  if (count > 6) {
    out[6] = e * e * e;
    out[7] = e * e * n;
    out[8] = e * n * n;
    out[9] = n * n * n;
  }
}

/**
 * Least-squares polynomial from (e1, n1) to (e2, n2), the inputs centred on their mean, solved as
 * GDAL's `calcls` + `solvemat` do: normal equations, Gauss-Jordan with partial pivoting.
 */
function fit(
  e1: readonly number[],
  n1: readonly number[],
  e2: readonly number[],
  n2: readonly number[],
  meanE: number,
  meanN: number,
  size: number,
): { e: Float64Array; n: Float64Array } {
  const m = new Float64Array(size * size);
  const a = new Float64Array(size);
  const b = new Float64Array(size);
  const t = new Float64Array(10);
  for (let k = 0; k < e1.length; k++) {
    terms(e1[k]! - meanE, n1[k]! - meanN, size, t);
    for (let i = 0; i < size; i++) {
      for (let j = i; j < size; j++) m[i * size + j]! += t[i]! * t[j]!;
      a[i]! += e2[k]! * t[i]!;
      b[i]! += n2[k]! * t[i]!;
    }
  }
  for (let i = 1; i < size; i++) for (let j = 0; j < i; j++) m[i * size + j] = m[j * size + i]!;
  for (let i = 0; i < size; i++) {
    let pivot = m[i * size + i]!;
    let mark = i;
    for (let r = i + 1; r < size; r++) {
      if (Math.abs(m[r * size + i]!) > Math.abs(pivot)) {
        pivot = m[r * size + i]!;
        mark = r;
      }
    }
    if (pivot === 0) throw new Error('The ground control points cannot be fitted (collinear)');
    if (mark !== i) {
      for (let c = 0; c < size; c++) {
        const tmp = m[mark * size + c]!;
        m[mark * size + c] = m[i * size + c]!;
        m[i * size + c] = tmp;
      }
      [a[mark], a[i]] = [a[i]!, a[mark]!];
      [b[mark], b[i]] = [b[i]!, b[mark]!];
    }
    for (let r = 0; r < size; r++) {
      if (r === i) continue;
      const factor = m[r * size + i]! / pivot;
      for (let c = i; c < size; c++) m[r * size + c]! -= factor * m[i * size + c]!;
      a[r]! -= factor * a[i]!;
      b[r]! -= factor * b[i]!;
    }
  }
  const e = new Float64Array(size);
  const n = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    e[i] = a[i]! / m[i * size + i]!;
    n[i] = b[i]! / m[i * size + i]!;
  }
  return { e, n };
}

function evaluate(ce: Float64Array, cn: Float64Array, e: number, n: number): [number, number] {
  let x = ce[0]! + ce[1]! * e + ce[2]! * n;
  let y = cn[0]! + cn[1]! * e + cn[2]! * n;
  if (ce.length > 3) {
    const ee = e * e;
    const en = e * n;
    const nn = n * n;
    x += ce[3]! * ee + ce[4]! * en + ce[5]! * nn;
    y += cn[3]! * ee + cn[4]! * en + cn[5]! * nn;
    if (ce.length > 6) {
      x += ce[6]! * ee * e + ce[7]! * ee * n + ce[8]! * e * nn + ce[9]! * nn * n;
      y += cn[6]! * ee * e + cn[7]! * ee * n + cn[8]! * e * nn + cn[9]! * nn * n;
    }
  }
  return [x, y];
}

/**
 * Fits GDAL's GCP polynomial transformer (`gdalwarp` without `-tps`/`-order`, alg/gdal_crs.cpp):
 * two independent least-squares polynomials, raster → geo and geo → raster, each on coordinates
 * centred on the GCPs' mean. `order` defaults to {@link defaultGcpOrder}.
 */
export function fitGcpTransform(
  gcps: readonly GroundControlPoint[],
  order: GcpOrder = defaultGcpOrder(gcps.length),
): GcpTransform {
  const size = ((order + 1) * (order + 2)) / 2;
  if (gcps.length < size) {
    throw new Error(`A polynomial of order ${order} needs at least ${size} ground control points`);
  }
  const px = gcps.map((g) => g.pixel);
  const py = gcps.map((g) => g.line);
  const gx = gcps.map((g) => g.x);
  const gy = gcps.map((g) => g.y);
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [mpx, mpy, mgx, mgy] = [mean(px), mean(py), mean(gx), mean(gy)];
  const forward = fit(px, py, gx, gy, mpx, mpy, size);
  const inverse = fit(gx, gy, px, py, mgx, mgy, size);
  return {
    order,
    toGeo: (pixel, line) => evaluate(forward.e, forward.n, pixel - mpx, line - mpy),
    fromGeo: (x, y) => evaluate(inverse.e, inverse.n, x - mgx, y - mgy),
  };
}
