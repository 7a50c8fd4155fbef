// A render worker's COG tile task (`COG_TILE_TASK`): warps, colours and encodes read windows.
import type { TaskAnswer } from '../render/render-worker';
import type { CogTileWindows } from './render-cog-tile';
import { tilePng } from './render-cog-tile';

/** The PNG of a tile's read windows, or undefined when the tile is empty (moved, not copied). */
export async function runTask(payload: unknown): Promise<TaskAnswer> {
  const png = await tilePng(payload as CogTileWindows);
  if (!png) return { result: undefined };
  // A copy of its own: the encoder's bytes may share a buffer that must not be moved away.
  const own = png.slice();
  return { result: own, transfer: [own.buffer] };
}
