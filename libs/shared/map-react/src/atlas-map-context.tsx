import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AtlasMap } from '@unfurl/map-ol';

interface AtlasMapContextValue {
  readonly map: AtlasMap | null;
  readonly setMap: (map: AtlasMap | null) => void;
}

const AtlasMapContext = createContext<AtlasMapContextValue | null>(null);

/** Holds the mounted AtlasMap so siblings of <AtlasMap> (drawer, search, popups) can reach it. */
export function AtlasMapProvider({ children }: { readonly children: ReactNode }) {
  const [map, setMap] = useState<AtlasMap | null>(null);
  const value = useMemo(() => ({ map, setMap }), [map]);
  return <AtlasMapContext.Provider value={value}>{children}</AtlasMapContext.Provider>;
}

/** The mounted AtlasMap, or null before it mounts. Must be used inside <AtlasMapProvider>. */
export function useAtlasMap(): AtlasMap | null {
  return useAtlasMapContext().map;
}

/** Internal: the provider's value, with a clear error outside a provider. */
export function useAtlasMapContext(): AtlasMapContextValue {
  const value = useContext(AtlasMapContext);
  if (!value) throw new Error('useAtlasMap must be used inside <AtlasMapProvider>');
  return value;
}
