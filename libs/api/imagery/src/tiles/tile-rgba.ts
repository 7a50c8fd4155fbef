import type { CogDisplay } from './cog-display';
import { TILE_COLOURS } from './cog-display';

/** Warped bands of a tile (see `warpCogTile`): colours with NaN for no data, alpha, mask. */
export interface TileBands {
  readonly colours: readonly Float32Array[];
  readonly alpha?: Float32Array;
  readonly mask?: Float32Array;
}

const toByte = (v: number, min: number, scale: number): number =>
  v !== v ? 0 : Math.max(0, Math.min(255, Math.round((v - min) * scale)));

/**
 * RGBA bytes of warped tile bands: grey, palette or RGB as `display` says, stretched linearly;
 * a pixel is transparent when every colour band is empty, the mask is 0 or NaN there, and takes
 * the alpha band's opacity when there is one. Undefined when every pixel is transparent.
 */
export function tileRgba(bands: TileBands, display: CogDisplay): Uint8Array | undefined {
  const { colours, alpha, mask } = bands;
  const size = colours[0]!.length;
  const rgba = new Uint8Array(size * 4);
  const first = colours[0]!;
  const [r, g, b] = colours.length >= 3 ? colours : [first, first, first];
  const scales = display.stretch.map((s) => 255 / (s.max - s.min));
  const mins = display.stretch.map((s) => s.min);
  const [sr = 1, sg = sr, sb = sr] = scales;
  const [mr = 0, mg = mr, mb = mr] = mins;
  const alphaScale = display.alpha ? 255 / display.alpha.max : 1;
  const palette = display.colours === TILE_COLOURS.palette ? display.palette : undefined;
  let drawn = 0;
  for (let p = 0; p < size; p++) {
    if (mask && !(mask[p]! > 0)) continue;
    const vr = r![p]!;
    const vg = g![p]!;
    const vb = b![p]!;
    // NaN in every colour band: no data.
    if (vr !== vr && vg !== vg && vb !== vb) continue;
    const opacity = alpha ? toByte(alpha[p]!, 0, alphaScale) : 255;
    if (opacity === 0) continue;
    const o = p * 4;
    if (palette) {
      const index = Math.max(0, Math.min(255, Math.round(vr))) * 3;
      rgba[o] = palette[index]!;
      rgba[o + 1] = palette[index + 1]!;
      rgba[o + 2] = palette[index + 2]!;
    } else {
      rgba[o] = toByte(vr, mr, sr);
      rgba[o + 1] = toByte(vg, mg, sg);
      rgba[o + 2] = toByte(vb, mb, sb);
    }
    rgba[o + 3] = opacity;
    drawn++;
  }
  return drawn > 0 ? rgba : undefined;
}
