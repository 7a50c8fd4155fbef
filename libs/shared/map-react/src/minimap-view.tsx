import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { LatLng, Minimap as MinimapInstance } from '@unfurl/map-ol';
import { useAtlasMap } from './atlas-map-context';
import { MAP_BACKGROUND, loadMapEngine } from './load-map-engine';

/** Props of <Minimap>. */
export interface MinimapProps {
  /** Keeps the overview centre in range (pass the spec's clampMinimap). */
  readonly clamp: (position: LatLng) => LatLng;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** Mounts the overview minimap; it follows the atlas map and a click flies the map there. */
export function Minimap({ clamp, className, style }: MinimapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clampRef = useRef(clamp);
  const map = useAtlasMap();

  useEffect(() => {
    const target = ref.current;
    if (!target || !map) return;
    let minimap: MinimapInstance | undefined;
    let off: (() => void) | undefined;
    let unmounted = false;
    // The engine is loaded already (the atlas map exists): this resolves on the next tick.
    void loadMapEngine().then(({ createMinimap }) => {
      if (unmounted) return;
      const created = createMinimap({
        target,
        clamp: (p) => clampRef.current(p),
        onClick: ({ lat, lng }) => map.setPosition({ lat, lng, zoom: map.getZoom() }),
      });
      created.follow({ ...map.getPosition(), bounds: map.getBounds() });
      off = map.on('moveend', (event) => created.follow(event));
      minimap = created;
    });
    return () => {
      unmounted = true;
      off?.();
      minimap?.destroy();
    };
  }, [map]);

  return (
    <div
      ref={ref}
      data-testid="minimap"
      className={className}
      style={{ background: MAP_BACKGROUND, ...style }}
    />
  );
}
