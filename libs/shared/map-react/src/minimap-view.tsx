import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { createMinimap } from '@unfurl/map-ol';
import type { LatLng } from '@unfurl/map-ol';
import { useAtlasMap } from './atlas-map-context';

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
    const minimap = createMinimap({
      target,
      clamp: (p) => clampRef.current(p),
      onClick: ({ lat, lng }) => map.setPosition({ lat, lng, zoom: map.getZoom() }),
    });
    minimap.follow({ ...map.getPosition(), bounds: map.getBounds() });
    const off = map.on('moveend', (event) => minimap.follow(event));
    return () => {
      off();
      minimap.destroy();
    };
  }, [map]);

  return <div ref={ref} data-testid="minimap" className={className} style={style} />;
}
