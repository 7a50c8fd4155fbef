/**
 * A ring with continuous longitudes: a step of more than 180° between neighbours is taken as a
 * crossing of the antimeridian and the rest of the ring is shifted by 360°. Without this, Natural
 * Earth countries that cross it (Russia, Fiji) draw as bands across the whole map.
 * A ring around a pole (Antarctica) cannot be unwrapped (it would not close) and is returned as is.
 */
export function unwrapRing(ring: readonly (readonly number[])[]): number[][] {
  let shift = 0;
  let previous: number | undefined;
  const out = ring.map((point) => {
    const [lng = 0, ...rest] = point;
    if (previous !== undefined) {
      const step = lng + shift - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = lng + shift;
    return [previous, ...rest];
  });
  const first = out[0]?.[0] ?? 0;
  const last = out[out.length - 1]?.[0] ?? 0;
  return Math.abs(last - first) > 180 ? ring.map((p) => [...p]) : out;
}
