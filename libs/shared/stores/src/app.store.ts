import { isServerError, type ApiClient } from '@unfurl/api-client';
import { MAIN_SUBDOMAIN, type Listing, type MapPos, type TenantConfig } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { GENERIC_ERROR_MESSAGE } from './messages';

/** Dialogs whose visibility the application state tracks (1§2). */
export const DIALOG = {
  Login: 'login',
  Upload: 'upload',
} as const;

/** One dialog. */
export type Dialog = (typeof DIALOG)[keyof typeof DIALOG];

/** Map padding in pixels, kept clear of panels when flying or fitting. */
export interface MapPadding {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Application configuration (1§3, R-165): the tenant configuration plus its loading flag. */
export interface AppConfig extends TenantConfig {
  readonly IS_LOADING_CONFIG: boolean;
}

/** Application state (1§4, R-167) and its actions. */
export interface AppState {
  readonly mapPosition: MapPos;
  readonly mapPadding: MapPadding;
  /** When true the next position change jumps instead of animating. */
  readonly immediateFly: boolean;
  readonly dialogs: Readonly<Record<Dialog, boolean>>;
  readonly maintenance: boolean;
  readonly globalListings: readonly Listing[];
  readonly error: string | undefined;
  readonly config: AppConfig;
  setMapPosition(position: MapPos, options?: { immediate?: boolean }): void;
  setMapPadding(padding: MapPadding): void;
  setImmediateFly(immediate: boolean): void;
  setDialogVisible(dialog: Dialog, visible: boolean): void;
  setMaintenance(maintenance: boolean): void;
  setGlobalListings(listings: readonly Listing[]): void;
  setError(error: string | undefined): void;
  /** Replaces the configuration; clears the maintenance flag. */
  setConfig(config: TenantConfig): void;
  /** Fetches `GET /v1/subdomain/config`; a 503 sets the maintenance flag. */
  loadConfig(client: Pick<ApiClient, 'subdomain'>): Promise<void>;
}

/** The store. React subscribes with zustand's `useStore(store, selector)`. */
export type AppStore = StoreApi<AppState>;

/** Initial values of `createAppStore`. */
export interface AppStoreOptions {
  readonly subdomain?: string;
  readonly mapPosition?: MapPos;
}

/** Whole world, as the atlas opens without a `pos` parameter. */
export const DEFAULT_MAP_POSITION: MapPos = { lat: 20, lng: 0, zoom: 2 };

function initialConfig(subdomain: string): AppConfig {
  return {
    IS_LOADING_CONFIG: true,
    SUBDOMAIN: subdomain,
    IS_AVAILABLE_FOR_PURCHASE: false,
    LOGO: null,
    MOBILE_LOGO: null,
    MOBILE_LOGO_ACTIVE: null,
    BEHAVIOURS: { FORCED_LOGIN: false, ROUTE_AFTER_LOGIN: null },
    FEATURES: { SHOPPING_CART: false },
  };
}

/** Creates the application store. */
export function createAppStore(options: AppStoreOptions = {}): AppStore {
  return createStore<AppState>()(
    immer((set, get) => ({
      mapPosition: options.mapPosition ?? DEFAULT_MAP_POSITION,
      mapPadding: { top: 0, right: 0, bottom: 0, left: 0 },
      immediateFly: false,
      dialogs: { login: false, upload: false },
      maintenance: false,
      globalListings: [],
      error: undefined,
      config: initialConfig(options.subdomain ?? MAIN_SUBDOMAIN),
      setMapPosition: (position, { immediate } = {}) =>
        set((s) => {
          s.mapPosition = position;
          if (immediate !== undefined) s.immediateFly = immediate;
        }),
      setMapPadding: (padding) => set({ mapPadding: padding }),
      setImmediateFly: (immediate) => set({ immediateFly: immediate }),
      setDialogVisible: (dialog, visible) =>
        set((s) => {
          s.dialogs[dialog] = visible;
        }),
      setMaintenance: (maintenance) => set({ maintenance }),
      setGlobalListings: (listings) => set({ globalListings: listings }),
      setError: (error) => set({ error }),
      setConfig: (config) =>
        set({ config: { ...config, IS_LOADING_CONFIG: false }, maintenance: false }),
      async loadConfig(client) {
        set((s) => {
          s.config.IS_LOADING_CONFIG = true;
        });
        try {
          get().setConfig(await client.subdomain.config());
        } catch (error) {
          set((s) => {
            s.config.IS_LOADING_CONFIG = false;
            s.error = GENERIC_ERROR_MESSAGE;
            if (isServerError(error) && error.status === 503) s.maintenance = true;
          });
        }
      },
    })),
  );
}
