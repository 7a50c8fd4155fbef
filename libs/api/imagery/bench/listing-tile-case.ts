// The listing COG tile case of `bench:tiles`: the same tiles as PNGs rendered on the main
// thread and through a render worker (the windows read here, warp + colours + PNG there), with
// how long the event loop was held (its longest delay) in each mode.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { CogSource } from '../src/cog/cog-source';
import { createRenderPool } from '../src/render/render-pool';
import type { RenderPool } from '../src/render/render-pool';
import type { CogDisplay } from '../src/tiles/cog-display';
import { COG_TILE_TASK, COG_TILE_TASK_URL, renderCogTilePng } from '../src/tiles/render-cog-tile';
import type { XyzTile } from '../src/tiles/xyz-tile';

const ms = (v: number) => `${v.toFixed(1)} ms`;
const pct = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function timeTiles(
  source: CogSource,
  display: CogDisplay,
  tiles: readonly XyzTile[],
  pool: RenderPool | undefined,
): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const times: number[] = [];
  let bytes = 0;
  for (const tile of tiles) {
    const t0 = performance.now();
    bytes += (await renderCogTilePng({ source, display, tile }, pool))?.length ?? 0;
    times.push(performance.now() - t0);
  }
  delay.disable();
  const held = delay.max / 1e6;
  return `p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  event loop held at most ${ms(held)} (${(bytes / 1024).toFixed(0)} kB of PNG)`;
}

/** Prints the listing COG tile figures, main thread then render worker (warmed first). */
export async function listingTileCase(
  source: CogSource,
  display: CogDisplay,
  tiles: readonly XyzTile[],
): Promise<void> {
  console.log(`  on the main thread:        ${await timeTiles(source, display, tiles, undefined)}`);
  const pool = createRenderPool(1, { tasks: { [COG_TILE_TASK]: COG_TILE_TASK_URL } });
  try {
    await pool.warm();
    console.log(`  through a render worker:   ${await timeTiles(source, display, tiles, pool)}`);
  } finally {
    await pool.close();
  }
}
