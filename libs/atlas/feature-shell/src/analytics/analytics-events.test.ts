import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AccountStore } from '@unfurl/auth';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { createAtlasAnalytics } from './analytics-events';

/** The two fields of the account store the events read and write. */
function accountStore(loggedIn: boolean) {
  return createStore<{ loggedIn: boolean; myPoints: number; setMyPoints(p: number): void }>()(
    (set) => ({ loggedIn, myPoints: 0, setMyPoints: (myPoints) => set({ myPoints }) }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('atlas analytics events (R-346, R-347, R-350)', () => {
  it('a listing view is sent, then the points are read again when signed in', async () => {
    const client = createFakeApiClient({
      overrides: { user: { points: async () => ({ points: 7 }) } },
    });
    const account = accountStore(true);
    const analytics = createAtlasAnalytics({ client, account: account as unknown as AccountStore });
    analytics.listingView({ id: 12, listingType: 'ORDER' });
    await settle();
    expect(client.calls.map((c) => c.method)).toEqual(['analytics.listing', 'user.points']);
    expect(client.calls[0]?.args[0]).toEqual({ action: 'VIEW', id: 12, isTask: true });
    expect(account.getState().myPoints).toBe(7);
  });

  it('anonymous users send events but never ask for points', async () => {
    const client = createFakeApiClient();
    const account = accountStore(false);
    const analytics = createAtlasAnalytics({ client, account: account as unknown as AccountStore });
    analytics.imagery({ action: 'DOWNLOAD', provider: 'SENTINEL', id: 'x' });
    await settle();
    expect(client.calls.map((c) => c.method)).toEqual(['analytics.event']);
  });

  it('a failing points read keeps the shown points and rejects nothing', async () => {
    const client = createFakeApiClient({
      overrides: { user: { points: () => Promise.reject(new Error('offline')) } },
    });
    const account = accountStore(true);
    account.getState().setMyPoints(3);
    const analytics = createAtlasAnalytics({ client, account: account as unknown as AccountStore });
    analytics.imagery({ action: 'VIEW' });
    await settle();
    expect(account.getState().myPoints).toBe(3);
  });
});
