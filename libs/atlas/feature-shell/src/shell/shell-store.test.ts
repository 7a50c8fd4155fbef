import { describe, expect, it } from 'vitest';
import { createShellStore } from './shell-store';

describe('shell store', () => {
  it('toggles the drawer from the navigation bar', () => {
    const store = createShellStore();
    expect(store.getState().drawerCollapsed).toBe(false);
    store.getState().toggleDrawer();
    expect(store.getState().drawerCollapsed).toBe(true);
    store.getState().toggleDrawer();
    expect(store.getState().drawerCollapsed).toBe(false);
  });
  it('un-collapses the drawer when a mode is chosen', () => {
    const store = createShellStore({ drawerCollapsed: true });
    store.getState().chooseMode('SATELLITE');
    expect(store.getState().drawerCollapsed).toBe(false);
  });
});
