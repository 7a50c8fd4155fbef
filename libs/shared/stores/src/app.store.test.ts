import { NotFoundError, ServerError } from '@unfurl/api-client';
import { createFakeApiClient, makeListing, makeTenantConfig } from '@unfurl/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createAppStore, DEFAULT_MAP_POSITION } from './app.store';
import { GENERIC_ERROR_MESSAGE } from './messages';

describe('createAppStore', () => {
  it('holds position, padding, immediate fly, dialogs, maintenance, global listings, error (R-167)', () => {
    const store = createAppStore();
    const s = store.getState();
    expect(s.mapPosition).toEqual(DEFAULT_MAP_POSITION);
    expect(s.mapPadding).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect([s.immediateFly, s.maintenance, s.error]).toEqual([false, false, undefined]);
    expect(s.dialogs).toEqual({ login: false, upload: false });
    s.setMapPosition({ lat: 51.5, lng: -0.12, zoom: 9 }, { immediate: true });
    s.setMapPadding({ top: 70, right: 0, bottom: 0, left: 332 });
    s.setDialogVisible('login', true);
    s.setGlobalListings([makeListing({ id: 1 })]);
    s.setError('boom');
    const next = store.getState();
    expect(next.mapPosition).toEqual({ lat: 51.5, lng: -0.12, zoom: 9 });
    expect(next.immediateFly).toBe(true);
    expect(next.mapPadding.left).toBe(332);
    expect(next.dialogs.login).toBe(true);
    expect(next.globalListings.map((l) => l.id)).toEqual([1]);
    expect(next.error).toBe('boom');
  });

  it('holds the configuration with IS_LOADING_CONFIG (R-165)', () => {
    const store = createAppStore({ subdomain: 'acme' });
    expect(store.getState().config).toMatchObject({ IS_LOADING_CONFIG: true, SUBDOMAIN: 'acme' });
    store.getState().setConfig(makeTenantConfig({ SUBDOMAIN: 'acme', LOGO: '/logo.png' }));
    expect(store.getState().config).toEqual({
      ...makeTenantConfig({ SUBDOMAIN: 'acme', LOGO: '/logo.png' }),
      IS_LOADING_CONFIG: false,
    });
  });

  it('clears the maintenance flag whenever the configuration updates (R-168)', () => {
    const store = createAppStore();
    store.getState().setMaintenance(true);
    store.getState().setConfig(makeTenantConfig());
    expect(store.getState().maintenance).toBe(false);
  });

  it('loadConfig fetches the tenant configuration', async () => {
    const store = createAppStore();
    store.getState().setMaintenance(true);
    const client = createFakeApiClient({ config: makeTenantConfig({ SUBDOMAIN: 'acme' }) });
    await store.getState().loadConfig(client);
    expect(store.getState().config.SUBDOMAIN).toBe('acme');
    expect(store.getState().maintenance).toBe(false);
  });

  it('loadConfig sets maintenance on a 503 and the generic error otherwise', async () => {
    const failing = (error: Error) =>
      createFakeApiClient({ overrides: { subdomain: { config: () => Promise.reject(error) } } });
    const store = createAppStore();
    await store.getState().loadConfig(failing(new ServerError({ status: 503 })));
    expect(store.getState()).toMatchObject({ maintenance: true, error: GENERIC_ERROR_MESSAGE });
    expect(store.getState().config.IS_LOADING_CONFIG).toBe(false);
    const other = createAppStore();
    await other.getState().loadConfig(failing(new NotFoundError({ status: 404 })));
    expect(other.getState().maintenance).toBe(false);
  });
});
