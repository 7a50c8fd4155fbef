import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFixture, testSession, type Fixture } from '../test-support/client-fixture';

const profile = { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.example' };

// Every call runs against the real server in apps/api/src/client-contract; the scripted server
// stays for what the real one cannot stage: cache and refresh timing.
describe('user calls (2§7 User)', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it('GET /v1/user sends the bearer id token and is never answered from the cache (R-043)', async () => {
    let name = 'Ada';
    f.server.route('GET /v1/user', () => ({ body: { ...profile, firstName: name } }));
    const client = f.client({ session: testSession('id-1') });
    expect((await client.user.me()).firstName).toBe('Ada');
    name = 'Augusta';
    expect((await client.user.me()).firstName).toBe('Augusta');
    expect(f.server.seen('GET /v1/user').map((r) => r.headers['authorization'])).toEqual([
      'Bearer id-1',
      'Bearer id-1',
    ]);
  });

  it('refreshes once on a 401 for a write and retries with the new token', async () => {
    f.server.route('PUT /v1/user', (r) =>
      r.headers['authorization'] === 'Bearer fresh'
        ? { body: profile }
        : { status: 401, body: { message: 'Token expired', code: 'UNAUTHORIZED' } },
    );
    const session = testSession('stale', async () => 'fresh');
    const saved = await f.client({ session }).user.update({ bio: 'x' });
    expect(saved.userId).toBe('u1');
    expect(session.refreshCalls).toBe(1);
    const bodies = f.server.seen('PUT /v1/user').map((r) => r.body);
    expect(bodies).toEqual(['{"bio":"x"}', '{"bio":"x"}']);
  });

  it('a 401 viewed-listings answer gives anonymous users an empty list, without a logout (R-057)', async () => {
    f.server.route('GET /v1/user/viewed-listings', {
      status: 401,
      body: { message: 'Sign in', code: 'UNAUTHORIZED' },
    });
    const anonymous = testSession(undefined);
    expect(await f.client({ session: anonymous }).user.viewedListings()).toEqual({
      listings: [],
      nextCursor: null,
    });
    expect(anonymous.refreshCalls).toBe(0);
    expect(anonymous.logouts).toEqual([]);
    // A signed-in user whose refresh fails is anonymous now: also an empty list.
    const expired = testSession('stale');
    expect((await f.client({ session: expired }).user.viewedListings('c1')).listings).toEqual([]);
    expect(expired.refreshCalls).toBe(1);
  });
});
