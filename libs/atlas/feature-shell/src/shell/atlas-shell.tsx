import './atlas-shell.css';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { AtlasMap, AtlasMapProvider, Minimap } from '@unfurl/map-react';
import { Drawer, Splash } from '@unfurl/ui-kit';
import { clampMinimap } from '@unfurl/validators';
import { useMapUrlSync } from '../map/use-map-url-sync';
import { DRAWER_MODE_TITLES } from '../navigation/drawer-mode-labels';
import { drawerModeForPath } from '../navigation/drawer-mode-for-path';
import { useAtlasServices } from '../services/services-context';
import { readMapUrlState } from '../url/map-url';
import { NavBar } from './nav-bar';
import { NavRail } from './nav-rail';
import { ToastStack } from './toast-stack';

/** Props of <AtlasShell>. */
export interface AtlasShellProps {
  /** Map-bound features (footprints, popups) rendered inside the map area. */
  readonly mapOverlay?: ReactNode;
  /** The account control at the end of the navigation bar (sign-in button or avatar menu). */
  readonly navAccount?: ReactNode;
  /** Layers above the shell: account dialogs, the forced-login gate. */
  readonly overlay?: ReactNode;
}

function UrlSync() {
  useMapUrlSync();
  return null;
}

/**
 * The atlas shell: navigation bar, navigation rail, the nested side drawer holding the routed
 * screen (<Outlet/>), the one map with its minimap, toasts and the loading splash.
 */
export function AtlasShell({ mapOverlay, navAccount, overlay }: AtlasShellProps) {
  const services = useAtlasServices();
  const { app, shell, client, isOrganisationSite } = services;
  const location = useLocation();
  const collapsed = useStore(shell, (s) => s.drawerCollapsed);
  const loadingConfig = useStore(app, (s) => s.config.IS_LOADING_CONFIG);
  const logo = useStore(app, (s) => s.config.LOGO);
  const mode = drawerModeForPath(location.pathname, isOrganisationSite);
  const { basemap } = readMapUrlState(location.search);
  const [initial] = useState(() => app.getState().mapPosition);

  useEffect(() => {
    void app.getState().loadConfig(client);
  }, [app, client]);

  return (
    <AtlasMapProvider>
      <UrlSync />
      <div className="atlas-shell" data-drawer-mode={mode}>
        <NavBar account={navAccount} />
        <div className="atlas-body">
          <NavRail activeMode={mode} />
          <Drawer
            open={!collapsed}
            label={DRAWER_MODE_TITLES[mode]}
            testId="side-drawer"
            className="atlas-side-drawer"
          >
            <Outlet />
          </Drawer>
          <main className="atlas-map-area">
            <AtlasMap initial={initial} basemap={basemap} />
            <Minimap clamp={clampMinimap} className="atlas-minimap" />
            {mapOverlay}
          </main>
        </div>
      </div>
      {overlay}
      <ToastStack />
      {loadingConfig ? <Splash logoUrl={logo} /> : null}
    </AtlasMapProvider>
  );
}
