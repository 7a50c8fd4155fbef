import type { ImageryOverlay } from '@unfurl/map-ol';
import { useAtlasMap } from './atlas-map-context';

/** The mounted map's imagery overlay (area box, box select, rendered image), or null before it mounts. */
export function useImageryOverlay(): ImageryOverlay | null {
  const map = useAtlasMap();
  return map ? map.imagery() : null;
}
