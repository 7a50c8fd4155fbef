import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createAtlasServices } from '@unfurl/atlas-feature-shell';
import { App } from './app';
import { readAtlasConfig, servedAboutUrl } from './config';
import { atlasRoutes } from './routes';

const config = readAtlasConfig(import.meta.env as Record<string, string | undefined>);
const services = createAtlasServices({
  hostname: window.location.hostname,
  apiBase: config.apiBase,
  imageryBase: config.sentinelBase,
  search: window.location.search,
  aboutUrl: servedAboutUrl(document),
});
const router = createBrowserRouter(atlasRoutes({ imageryBase: config.sentinelBase }));
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
