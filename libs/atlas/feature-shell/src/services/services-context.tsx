import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AtlasServices } from './atlas-services';

const ServicesContext = createContext<AtlasServices | null>(null);

/** Provides the atlas services to the screens. */
export function AtlasServicesProvider({
  services,
  children,
}: {
  readonly services: AtlasServices;
  readonly children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The atlas services; must be used inside <AtlasServicesProvider>. */
export function useAtlasServices(): AtlasServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAtlasServices must be used inside <AtlasServicesProvider>');
  return services;
}
