// Listing COG tiles through the render pool (filled in once tiles render on workers).
import type { CogSource } from '../src/cog/cog-source';
import type { CogDisplay } from '../src/tiles/cog-display';
import type { XyzTile } from '../src/tiles/xyz-tile';

export async function listingTileRenderer(
  _source: CogSource,
  _display: CogDisplay,
  _tiles: readonly XyzTile[],
  _ms: (v: number) => string,
  _pct: (values: readonly number[], p: number) => number,
): Promise<void> {
  console.log('  through the render workers: not yet');
}
