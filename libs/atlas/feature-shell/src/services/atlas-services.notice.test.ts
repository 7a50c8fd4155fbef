import { describe, expect, it } from 'vitest';
import { REFRESH_FAILED_REASON } from '@unfurl/api-client';
import type { CookieJar } from '@unfurl/auth';
import { createAtlasServices } from './atlas-services';
import type { NoticeStorage } from './reload-notice';

function memoryStorage(): NoticeStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** One page load: the services over a shared tab storage, counting reloads. */
function load(noticeStorage: NoticeStorage) {
  const jar = new Map<string, string>();
  const cookieJar: CookieJar = {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
  let reloads = 0;
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: 'http://api.test/',
    search: '',
    cookieJar,
    noticeStorage,
    reload: () => void (reloads += 1),
  });
  const messages = () => services.toasts.getState().toasts.map((t) => t.message);
  return { services, messages, reloads: () => reloads };
}

describe('a session that ends while signed in', () => {
  it("shows its reason after the reload: 'Not logged in' for a 401 during an upload (R-256)", () => {
    const tab = memoryStorage();
    const first = load(tab);
    first.services.account.setState({ loggedIn: true });
    first.services.session.hooks.logout('Not logged in');
    expect(first.reloads()).toBe(1);
    expect(first.services.account.getState().loggedIn).toBe(false);
    const second = load(tab);
    expect(second.messages()).toEqual(['Not logged in']);
    // Once only.
    expect(load(tab).messages()).toEqual([]);
  });

  it("words a failed refresh as 'Not logged in' too (R-024)", () => {
    const tab = memoryStorage();
    const first = load(tab);
    first.services.account.setState({ loggedIn: true });
    first.services.session.hooks.logout(REFRESH_FAILED_REASON);
    expect(load(tab).messages()).toEqual(['Not logged in']);
  });

  it('says nothing to a visitor who was not signed in', () => {
    const tab = memoryStorage();
    load(tab).services.session.hooks.logout(REFRESH_FAILED_REASON);
    expect(load(tab).messages()).toEqual([]);
  });
});
