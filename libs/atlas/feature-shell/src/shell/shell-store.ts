import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawerMode } from '@unfurl/domain';

/** UI state of the shell: whether the nested side drawer is collapsed. */
export interface ShellState {
  readonly drawerCollapsed: boolean;
  /** The navigation bar toggle: collapses or expands the side drawer. */
  toggleDrawer(): void;
  setDrawerCollapsed(collapsed: boolean): void;
  /** Choosing a drawer mode un-collapses the drawer. */
  chooseMode(mode: DrawerMode): void;
}

/** The shell store. */
export type ShellStore = StoreApi<ShellState>;

/** Creates the shell store; the drawer starts open. */
export function createShellStore(initial: { drawerCollapsed?: boolean } = {}): ShellStore {
  return createStore<ShellState>()((set) => ({
    drawerCollapsed: initial.drawerCollapsed ?? false,
    toggleDrawer: () => set((s) => ({ drawerCollapsed: !s.drawerCollapsed })),
    setDrawerCollapsed: (collapsed) => set({ drawerCollapsed: collapsed }),
    chooseMode: () => set({ drawerCollapsed: false }),
  }));
}
