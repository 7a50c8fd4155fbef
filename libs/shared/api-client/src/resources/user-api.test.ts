import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnauthorizedError, isValidationError } from '../errors/guards';
import { startFixture, testSession, type Fixture } from '../test-support/client-fixture';

const profile = { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.example' };

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

  it('PUT /v1/user sends the fields as JSON and resolves the saved profile (R-045)', async () => {
    f.server.route('PUT /v1/user', (r) => ({ body: { ...profile, ...JSON.parse(r.body) } }));
    const client = f.client({ session: testSession('id-1') });
    const saved = await client.user.update({ bio: 'Analyst', twitterUrl: 'https://x.com/ada' });
    expect(saved).toMatchObject({ userId: 'u1', bio: 'Analyst', twitterUrl: 'https://x.com/ada' });
    const [seen] = f.server.seen('PUT /v1/user');
    expect(seen?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({
      bio: 'Analyst',
      twitterUrl: 'https://x.com/ada',
    });
  });

  it('POST /v1/user signs up and resolves idToken (R-050, R-051); a 400 is a ValidationError', async () => {
    f.server.route('POST /v1/user', (r) =>
      JSON.parse(r.body).password.length < 6
        ? { status: 400, body: { message: 'Password too short', code: 'VALIDATION_ERROR' } }
        : { status: 201, body: { idToken: 'new-id' } },
    );
    const client = f.client();
    const payload = {
      email: 'new@x.example',
      password: 'secret1',
      name: 'New',
      firstName: 'New',
      lastName: 'Person',
      newsletterSignUp: false,
    };
    expect(await client.user.signup(payload)).toEqual({ idToken: 'new-id' });
    const error = await client.user
      .signup({ ...payload, password: '123' })
      .catch((e: unknown) => e);
    expect(isValidationError(error) && error.message).toBe('400: Password too short');
  });

  it('sends the reset and credential calls to their paths (R-047, R-048, R-054, R-055)', async () => {
    f.server.route('GET /v1/user/reset_password', { status: 204 });
    f.server.route('POST /v1/user/reset_password', { status: 204 });
    f.server.route('GET /v1/user/avatar/me%20pic.png', { body: { path: 'p', filename: 'a.png' } });
    f.server.route('GET /v1/user/banner/b.jpg', { body: { path: 'p', filename: 'b.jpg' } });
    f.server.route('PUT /v1/user/tracking-info', { status: 204 });
    f.server.route('DELETE /v1/user', { status: 204 });
    const client = f.client({ session: testSession('id-1') });
    await client.user.requestPasswordReset('a@x.example');
    await client.user.requestPasswordReset('a@x.example');
    await client.user.confirmPasswordReset({
      email: 'a@x.example',
      password: 'newpass',
      id: '123456',
    });
    expect((await client.user.avatarCredentials('me pic.png')).filename).toBe('a.png');
    expect((await client.user.bannerCredentials('b.jpg')).filename).toBe('b.jpg');
    await client.user.trackingInfo({ tracker: 'spring' });
    await client.user.remove();
    const resets = f.server.seen('GET /v1/user/reset_password');
    expect(resets.map((r) => r.query.get('email'))).toEqual(['a@x.example', 'a@x.example']);
    expect(JSON.parse(f.server.seen('POST /v1/user/reset_password')[0]?.body ?? '')).toEqual({
      email: 'a@x.example',
      password: 'newpass',
      id: '123456',
    });
    expect(JSON.parse(f.server.seen('PUT /v1/user/tracking-info')[0]?.body ?? '')).toEqual({
      tracker: 'spring',
    });
    expect(f.server.seen('DELETE /v1/user')).toHaveLength(1);
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

  it('an anonymous GET /v1/user is a 401 UnauthorizedError', async () => {
    f.server.route('GET /v1/user', {
      status: 401,
      body: { message: 'Sign in', code: 'UNAUTHORIZED' },
    });
    const error = await f
      .client()
      .user.me()
      .catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('GET /v1/user/viewed-listings pages with nextCursor and is never cached (R-056)', async () => {
    let views = 1;
    f.server.route('GET /v1/user/viewed-listings', (r) =>
      r.query.get('nextCursor') === 'c2'
        ? { body: { listings: [{ id: 1 }], nextCursor: null } }
        : { body: { listings: [{ id: 3 }, { id: views }], nextCursor: 'c2' } },
    );
    const client = f.client({ session: testSession('id-1') });
    const first = await client.user.viewedListings();
    expect(first).toEqual({ listings: [{ id: 3 }, { id: 1 }], nextCursor: 'c2' });
    views = 2;
    expect((await client.user.viewedListings()).listings).toEqual([{ id: 3 }, { id: 2 }]);
    expect(await client.user.viewedListings('c2')).toEqual({
      listings: [{ id: 1 }],
      nextCursor: null,
    });
    const seen = f.server.seen('GET /v1/user/viewed-listings');
    expect(seen.map((r) => r.query.get('nextCursor'))).toEqual([null, null, 'c2']);
    expect(seen.every((r) => r.headers['authorization'] === 'Bearer id-1')).toBe(true);
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

  it('other viewed-listings failures still reject', async () => {
    f.server.route('GET /v1/user/viewed-listings', {
      status: 400,
      body: { message: 'Bad cursor', code: 'VALIDATION_ERROR' },
    });
    const error = await f
      .client({ session: testSession('id-1') })
      .user.viewedListings('garbage')
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
  });

  it('uploads the file bytes to the credentials URL and reports a refused upload as ApiError (R-046)', async () => {
    f.server.route('PUT /storage/users/u1/avatar-1.png', (r) =>
      r.body.startsWith('PNG')
        ? { status: 201, body: { path: 'users/u1/avatar-1.png' } }
        : { status: 415, body: { message: 'Not an image', code: 'UNSUPPORTED_MEDIA_TYPE' } },
    );
    const client = f.client();
    const credentials = { url: '/storage/users/u1/avatar-1.png?signature=abc', method: 'PUT' };
    await client.user.upload(credentials, new Blob(['PNG bytes'], { type: 'image/png' }));
    const [seen] = f.server.seen('PUT /storage/users/u1/avatar-1.png');
    expect(seen?.query.get('signature')).toBe('abc');
    expect(seen?.headers['content-type']).toBe('image/png');
    expect(seen?.headers['authorization']).toBeUndefined();
    const error = await client.user
      .upload(credentials, new Blob(['GIF'], { type: 'text/plain' }))
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('415: Not an image');
  });
});
