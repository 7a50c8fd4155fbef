import type { CogLevel } from './cog-source';

/**
 * The level to read for `targetRatio` level-0 pixels per output pixel, as gdalwarp's default
 * (`-ovr AUTO`) picks it: level 0 when not zooming out; else the level whose ratio is within 0.1
 * of the target, or the last one finer than the target whose next level is coarser; else the
 * coarsest overview.
 */
export function chooseLevel(levels: readonly CogLevel[], targetRatio: number): number {
  if (!(targetRatio > 1) || levels.length <= 1) return 0;
  for (let i = 0; i < levels.length - 1; i++) {
    const ratio = levels[i]!.ratioX;
    const next = levels[i + 1]!.ratioX;
    if (ratio < targetRatio && next > targetRatio) return i;
    if (Math.abs(ratio - targetRatio) < 0.1) return i;
  }
  return levels.length - 1;
}
