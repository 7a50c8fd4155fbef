import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFixture, testSession, type Fixture } from '../test-support/client-fixture';

const page = { notifications: [], nextCursor: null, total: 0 };

describe('notification calls (1§7)', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it('asks 6 a page unless told (R-330), never from the cache, with the cursor given', async () => {
    f.server.route('GET /v1/notifications', () => ({ body: page }));
    f.server.route('GET /v1/notifications/grouped', () => ({ body: page }));
    const client = f.client({ session: testSession('id-1') });
    await client.notifications.list();
    await client.notifications.list();
    await client.notifications.list({ onlyUnread: true, nextCursor: 'o1.Ng' });
    await client.notifications.grouped({ limit: 20 });
    const seen = f.server.seen('GET /v1/notifications').map((r) => r.query.toString());
    expect(seen).toEqual(['limit=6', 'limit=6', 'limit=6&onlyUnread=true&nextCursor=o1.Ng']);
    expect(f.server.seen('GET /v1/notifications/grouped')[0]!.query.get('limit')).toBe('20');
  });

  it('marks read and answers the unread count', async () => {
    f.server.route('PUT /v1/notifications/42/read', () => ({ body: { unread: 3 } }));
    f.server.route('PUT /v1/notifications/read', () => ({ body: { unread: 0 } }));
    const client = f.client({ session: testSession('id-1') });
    expect(await client.notifications.markRead(42)).toEqual({ unread: 3 });
    expect(await client.notifications.markAllRead()).toEqual({ unread: 0 });
  });

  it('builds the stream URL with the current id token and tenant, none when signed out', () => {
    const signedIn = f.client({ session: testSession('id.tok+en') });
    const url = new URL(signedIn.notifications.streamUrl()!);
    expect(url.pathname).toBe('/v1/notifications/stream');
    expect(url.searchParams.get('authorization')).toBe('id.tok+en');
    expect(url.searchParams.get('subdomain')).toBe('main');
    expect(f.client().notifications.streamUrl()).toBeUndefined();
  });
});
