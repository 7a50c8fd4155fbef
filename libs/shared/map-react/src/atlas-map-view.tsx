import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { AtlasMap as AtlasMapInstance, Basemap, MapPosition } from '@unfurl/map-ol';
import { useAtlasMapContext } from './atlas-map-context';
import { MAP_BACKGROUND, loadMapEngine } from './load-map-engine';
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
 * The div paints the map's plain background at once; OpenLayers comes by dynamic import
 * (`loadMapEngine`), so `useAtlasMap()` is null until it has loaded and the map is created.
 */
export function AtlasMap({ initial, basemap, className, style }: AtlasMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const initialRef = useRef(initial);
  const basemapRef = useRef(basemap);
  const { map, setMap } = useAtlasMapContext();

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    let created: AtlasMapInstance | undefined;
    let unmounted = false;
    void loadMapEngine().then(({ createAtlasMap }) => {
      if (unmounted) return;
      created = createAtlasMap({
        target,
        initial: initialRef.current,
        ...(basemapRef.current ? { basemap: basemapRef.current } : {}),
      });
      labelMapControls(target);
      setMap(created);
    });
    return () => {
      unmounted = true;
      if (!created) return;
      setMap(null);
      created.destroy();
    };
  }, [setMap]);

  useEffect(() => {
    basemapRef.current = basemap;
    if (map && basemap) map.setBasemap(basemap);
  }, [map, basemap]);

  return (
    <div
      ref={ref}
      data-testid="atlas-map"
      className={className}
      style={{ width: '100%', height: '100%', background: MAP_BACKGROUND, ...style }}
    />
  );
}
