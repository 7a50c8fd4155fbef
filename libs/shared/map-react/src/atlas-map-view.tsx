import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { createAtlasMap } from '@unfurl/map-ol';
import type { Basemap, MapPosition } from '@unfurl/map-ol';
import { useAtlasMapContext } from './atlas-map-context';
import { labelMapControls } from './map-control-labels';

/** Props of <AtlasMap>. */
export interface AtlasMapProps {
  /** Position at mount; later changes go through the map instance (setPosition). */
  readonly initial: MapPosition;
  /** Base layer; changing the prop switches it. */
  readonly basemap?: Basemap;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * Mounts the OpenLayers atlas map in a div (naming its control buttons for screen readers) and
 * destroys it on unmount. Nothing else: behaviour is wired by callers through `useAtlasMap()`.
 */
export function AtlasMap({ initial, basemap, className, style }: AtlasMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const initialRef = useRef(initial);
  const basemapRef = useRef(basemap);
  const { map, setMap } = useAtlasMapContext();

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const created = createAtlasMap({
      target,
      initial: initialRef.current,
      ...(basemapRef.current ? { basemap: basemapRef.current } : {}),
    });
    labelMapControls(target);
    setMap(created);
    return () => {
      setMap(null);
      created.destroy();
    };
  }, [setMap]);

  useEffect(() => {
    if (map && basemap) map.setBasemap(basemap);
  }, [map, basemap]);

  return (
    <div
      ref={ref}
      data-testid="atlas-map"
      className={className}
      style={{ width: '100%', height: '100%', ...style }}
    />
  );
}
