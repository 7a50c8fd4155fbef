import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import type { AtlasServices } from '@unfurl/atlas-feature-shell';
import { ThemeStyle } from '@unfurl/ui-kit';

/** The atlas: theme, services and router. */
export function App({
  services,
  router,
}: {
  readonly services: AtlasServices;
  readonly router: DataRouter;
}) {
  return (
    <AtlasServicesProvider services={services}>
      <ThemeStyle />
      <RouterProvider router={router} />
    </AtlasServicesProvider>
  );
}
