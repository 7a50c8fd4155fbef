import type { PixelStage } from './pixel-stage';

/** Scenes mosaicked for a SIMPLE script (newest first): enough to fill gaps between tiles. */
export const MOSAIC_SCENES = 5;

/** Band data an ORBIT/TILE render may hold, bytes: every scene is kept apart on the grid. */
export const MULTI_SCENE_BYTES = 256 * 2 ** 20;

/** Most scenes an ORBIT/TILE render reads (a month of Sentinel-2 revisits and more). */
export const MULTI_SCENE_MAX = 31;

/**
 * How many scenes a render reads: {@link MOSAIC_SCENES} for SIMPLE scripts; for ORBIT and TILE
 * scripts as many as fit {@link MULTI_SCENE_BYTES} of Float32 bands (+ dataMask) on the output
 * grid, from 1 to {@link MULTI_SCENE_MAX}.
 */
export function sceneLimit(
  stage: Pick<PixelStage, 'inputBands' | 'mosaicking'>,
  width: number,
  height: number,
): number {
  if ((stage.mosaicking ?? 'SIMPLE') === 'SIMPLE') return MOSAIC_SCENES;
  const perScene = (stage.inputBands.length + 1) * width * height * 4;
  return Math.max(1, Math.min(MULTI_SCENE_MAX, Math.floor(MULTI_SCENE_BYTES / perScene)));
}
