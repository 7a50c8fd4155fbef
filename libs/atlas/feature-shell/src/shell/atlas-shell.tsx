import './atlas-shell.css';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { AtlasMap, AtlasMapProvider, Minimap } from '@unfurl/map-react';
import { Drawer, Icon, IconButton, Splash } from '@unfurl/ui-kit';
import { clampMinimap } from '@unfurl/validators';
import { BasemapSwitcher } from '../map/basemap-switcher';
import { useMapUrlSync } from '../map/use-map-url-sync';
import { DRAWER_MODE_TITLES } from '../navigation/drawer-mode-labels';
import { drawerModeForPath } from '../navigation/drawer-mode-for-path';
import { railModeForPath } from '../navigation/rail-mode-for-path';
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

/** Screens that are forms rather than map views: on a phone their sheet takes most of the screen. */
const TALL_SHEET = /^\/(login|account|auth|profile)(\/|$)/;

/**
 * The atlas shell: navigation bar, navigation rail, the nested side drawer holding the routed
 * screen (<Outlet/>), the one map with its base map menu and minimap, toasts and the loading
 * splash. Below 1024px the drawer has a bar with its title and a collapse button; on a phone
 * (640px and less) the rail is a bottom bar and the drawer a sheet over the lower map, with a
 * button to bring it back when collapsed (`atlas-shell.css`).
 */
export function AtlasShell({ mapOverlay, navAccount, overlay }: AtlasShellProps) {
  const services = useAtlasServices();
  const { app, shell, client, isOrganisationSite } = services;
  const location = useLocation();
  const collapsed = useStore(shell, (s) => s.drawerCollapsed);
  const loadingConfig = useStore(app, (s) => s.config.IS_LOADING_CONFIG);
  const logo = useStore(app, (s) => s.config.LOGO);
  const mode = drawerModeForPath(location.pathname, isOrganisationSite);
  const title = DRAWER_MODE_TITLES[mode];
  const { basemap } = readMapUrlState(location.search);
  const [initial] = useState(() => app.getState().mapPosition);

  useEffect(() => {
    void app.getState().loadConfig(client);
  }, [app, client]);

  return (
    <AtlasMapProvider>
      <UrlSync />
      <div
        className="atlas-shell"
        data-drawer-mode={mode}
        data-sheet={TALL_SHEET.test(location.pathname) ? 'tall' : 'half'}
      >
        <NavBar account={navAccount} />
        <div className="atlas-body">
          <NavRail currentMode={railModeForPath(location.pathname, isOrganisationSite)} />
          <Drawer
            open={!collapsed}
            label={title}
            testId="side-drawer"
            className="atlas-side-drawer"
          >
            <div className="atlas-sheet-bar">
              <span className="atlas-sheet-bar__handle" aria-hidden="true" />
              <span className="atlas-sheet-bar__title">{title}</span>
              <IconButton
                label="Collapse the panel"
                data-testid="drawer-collapse"
                onClick={() => shell.getState().setDrawerCollapsed(true)}
              >
                <Icon name="chevronDown" size={20} />
              </IconButton>
            </div>
            <Outlet />
          </Drawer>
          <main className="atlas-map-area" aria-label="Map">
            <AtlasMap initial={initial} basemap={basemap} />
            <div className="atlas-map-controls">
              <BasemapSwitcher />
            </div>
            <Minimap clamp={clampMinimap} className="atlas-minimap" />
            {mapOverlay}
            {collapsed ? (
              <button
                type="button"
                className="atlas-sheet-peek"
                data-testid="drawer-expand"
                onClick={() => shell.getState().setDrawerCollapsed(false)}
              >
                <Icon name="chevronUp" size={18} />
                Show {title}
              </button>
            ) : null}
          </main>
        </div>
      </div>
      {overlay}
      <ToastStack />
      {loadingConfig ? <Splash logoUrl={logo} /> : null}
    </AtlasMapProvider>
  );
}
