import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createAtlasServices } from '@unfurl/atlas-feature-shell';
import { App } from './app';
import { API_BASE } from './config';
import { atlasRoutes } from './routes';

const services = createAtlasServices({
  hostname: window.location.hostname,
  apiBase: API_BASE,
  search: window.location.search,
});
const router = createBrowserRouter(atlasRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
