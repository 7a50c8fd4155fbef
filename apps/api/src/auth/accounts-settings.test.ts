import { listOutboxMail } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { api, identityCall, signIn, useAuthHarness } from './auth.test-harness';

const harness = useAuthHarness();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('password reset (R-054, R-055)', () => {
  it('GET mails a code through the identity outbox; POST sets the password with it', async () => {
    const { base, db } = harness();
    const sent = await json(await api(base, '/v1/user/reset_password?email=Mapper@Unfurl.example'));
    expect(sent).toEqual({
      status: 200,
      body: { destination: 'm***@u***', deliveryMedium: 'EMAIL' },
    });
    const [mail] = await listOutboxMail(db, 'mapper@unfurl.example');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    const old = await signIn(base, 'mapper@unfurl.example');
    const wrong = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: {
          email: 'mapper@unfurl.example',
          password: 'new-secret-1',
          id: '000000' === code ? '111111' : '000000',
        },
      }),
    );
    expect(wrong).toEqual({
      status: 400,
      body: { message: expect.any(String), code: 'CodeMismatchException' },
    });
    const reset = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: { email: 'mapper@unfurl.example', password: 'new-secret-1', id: code },
      }),
    );
    expect(reset).toEqual({ status: 200, body: { reset: true } });
    await expect(signIn(base, 'mapper@unfurl.example')).rejects.toThrow(/400/);
    expect((await signIn(base, 'mapper@unfurl.example', 'new-secret-1')).IdToken).toBeTruthy();
    // The reset ended the earlier session.
    const refresh = await identityCall(base, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: old.RefreshToken },
    });
    expect(refresh.status).toBe(400);
  });

  it('answers unknown emails like known ones, and refuses bad input with 400', async () => {
    const { base } = harness();
    expect((await api(base, '/v1/user/reset_password?email=nobody@nowhere.example')).status).toBe(
      200,
    );
    expect(await json(await api(base, '/v1/user/reset_password?email=nope'))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_EMAIL' },
    });
    expect((await api(base, '/v1/user/reset_password')).status).toBe(400);
    const short = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: { email: 'ada@unfurl.example', password: '123', id: '123456' },
      }),
    );
    expect(short).toMatchObject({ status: 400, body: { code: 'INVALID_PASSWORD' } });
  });
});

describe('public profiles (R-058)', () => {
  it('GET /v1/users/{id} has no email, domains or settings, and never crosses tenants', async () => {
    const { base } = harness();
    const ada = await json(await api(base, '/v1/users/00000000-0000-4000-8000-000000000001'));
    expect(ada.status).toBe(200);
    expect(ada.body).toMatchObject({
      userId: '00000000-0000-4000-8000-000000000001',
      firstName: 'Ada',
    });
    for (const hidden of [
      'email',
      'domains',
      'billing',
      'ethAddress',
      'points',
      'newsletterSignUp',
    ]) {
      expect(ada.body).not.toHaveProperty(hidden);
    }
    const acmeAdmin = '00000000-0000-4000-8000-000000000065';
    expect((await api(base, `/v1/users/${acmeAdmin}`)).status).toBe(404);
    expect((await api(base, `/v1/users/${acmeAdmin}`, { subdomain: 'acme' })).status).toBe(200);
    expect(
      (await api(base, '/v1/users/00000000-0000-4000-8000-000000000001', { subdomain: 'acme' }))
        .status,
    ).toBe(404);
    expect((await api(base, '/v1/users/not-a-uuid')).status).toBe(404);
  });
});

describe('settings (R-059..R-062)', () => {
  it('points, tracking info, SEO name, billing and Ethereum address', async () => {
    const { base, db } = harness();
    const token = (await signIn(base, 'ada@unfurl.example')).IdToken;
    await db.query(`UPDATE users SET points = 42 WHERE email = 'ada@unfurl.example'`);
    expect(await json(await api(base, '/v1/user/points', { token }))).toEqual({
      status: 200,
      body: { points: 42 },
    });
    const tracking = { source: 'newsletter', medium: 'email', campaign: 'launch' };
    expect(
      await json(
        await api(base, '/v1/user/tracking-info', { method: 'PUT', token, body: tracking }),
      ),
    ).toEqual({ status: 200, body: tracking });
    const [row] = await db.query<{ info: unknown }>(
      `SELECT tracking_info AS info FROM users WHERE email = 'ada@unfurl.example'`,
    );
    expect(typeof row!.info === 'string' ? JSON.parse(row!.info) : row!.info).toEqual(tracking);

    expect(
      await json(await api(base, '/v1/user/userseo/Ada-Lovelace', { method: 'PUT', token })),
    ).toEqual({
      status: 200,
      body: { seoName: 'ada-lovelace' },
    });
    const other = (await signIn(base, 'gerardus@unfurl.example')).IdToken;
    expect(
      await json(await api(base, '/v1/user/userseo/ada-lovelace', { method: 'PUT', token: other })),
    ).toMatchObject({ status: 409, body: { code: 'SEO_NAME_TAKEN' } });
    for (const bad of ['-ada', 'ada--l', 'a%20b', 'ada_l']) {
      expect(
        (await api(base, `/v1/user/userseo/${bad}`, { method: 'PUT', token: other })).status,
      ).toBe(400);
    }

    const billing = {
      name: 'Ada Lovelace',
      line1: '12 St James Square',
      city: 'London',
      country: 'GB',
    };
    expect(
      await json(await api(base, '/v1/user/billing', { method: 'PUT', token, body: billing })),
    ).toEqual({
      status: 200,
      body: billing,
    });
    expect(
      (
        await api(base, '/v1/user/billing', {
          method: 'PUT',
          token,
          body: { ...billing, country: 'gb' },
        })
      ).status,
    ).toBe(400);
    const me = await json(await api(base, '/v1/user', { token }));
    expect(me.body).toMatchObject({ seoName: 'ada-lovelace', billing, points: 42 });

    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const put = await json(
      await api(base, '/v1/user', { method: 'PUT', token, body: { ethAddress: address } }),
    );
    expect(put.body['ethAddress']).toBe(address.toLowerCase());
    expect(await json(await api(base, `/v1/user/eth/${address}`, { token }))).toEqual({
      status: 200,
      body: {
        address: address.toLowerCase(),
        userId: '00000000-0000-4000-8000-000000000001',
        isMine: true,
      },
    });
    expect(await json(await api(base, `/v1/user/eth/${address}`, { token: other }))).toMatchObject({
      body: { isMine: false },
    });
    const taken = await api(base, '/v1/user', {
      method: 'PUT',
      token: other,
      body: { ethAddress: address },
    });
    expect(taken.status).toBe(409);
    for (const bad of [
      '0x123',
      '52908400098527886E0F7030069857D2E4169EE7',
      '0xZZ908400098527886E0F7030069857D2E4169EE7',
    ]) {
      expect(await json(await api(base, `/v1/user/eth/${bad}`, { token }))).toMatchObject({
        status: 400,
        body: { code: 'INVALID_ETH_ADDRESS' },
      });
    }
  });

  it('GET /v1/user/eth/{address} names the account that linked the address, or none (R-060)', async () => {
    const { base } = harness();
    const ada = (await signIn(base, 'ada@unfurl.example')).IdToken;
    const gerardus = (await signIn(base, 'gerardus@unfurl.example')).IdToken;
    const { body: me } = await json(await api(base, '/v1/user', { token: gerardus }));
    const address = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';
    const lower = address.toLowerCase();
    const unlinked = '0x00000000000000000000000000000000000000aa';
    const lookup = (path: string, token?: string) =>
      api(base, `/v1/user/eth/${path}`, token ? { token } : {}).then(json);

    expect(await lookup(address, ada)).toEqual({
      status: 200,
      body: { address: lower, userId: null, isMine: false },
    });
    await api(base, '/v1/user', { method: 'PUT', token: gerardus, body: { ethAddress: address } });
    expect(await lookup(address.toUpperCase().replace('0X', '0x'), ada)).toEqual({
      status: 200,
      body: { address: lower, userId: me['userId'], isMine: false },
    });
    expect(await lookup(lower, gerardus)).toMatchObject({ body: { isMine: true } });
    expect(await lookup(unlinked, gerardus)).toMatchObject({ body: { userId: null } });
    expect((await lookup(address)).status).toBe(401);
    expect(await lookup('0xabc', ada)).toMatchObject({ status: 400 });
  });
});

describe('viewed listings (R-056, R-057)', () => {
  it('401 for anonymous; a signed-in fetch of a listing is recorded, newest first, with paging', async () => {
    const { base, db } = harness();
    expect(await json(await api(base, '/v1/user/viewed-listings'))).toMatchObject({ status: 401 });
    const token = (await signIn(base, 'viewer@acme.example')).IdToken;
    const ids = (
      await db.query<{ id: number }>(
        `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
         WHERE t.subdomain = 'acme' AND l.deleted_at IS NULL AND l.review_status = 'APPROVED'
         ORDER BY l.is_private DESC, l.id LIMIT 3`,
      )
    ).map((row) => row.id);
    for (const id of ids) {
      expect((await api(base, `/v1/listings/${id}`, { token, subdomain: 'acme' })).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Anonymous fetches are not views of anyone.
    await api(base, `/v1/listings/${ids[0]}`, { subdomain: 'acme' });
    const first = await json(
      await api(base, '/v1/user/viewed-listings?limit=2', { token, subdomain: 'acme' }),
    );
    expect(first.status).toBe(200);
    const listings = first.body['listings'] as { id: number }[];
    expect(listings.map((listing) => listing.id)).toEqual([ids[2], ids[1]]);
    const next = first.body['nextCursor'] as string;
    const second = await json(
      await api(base, `/v1/user/viewed-listings?limit=2&nextCursor=${encodeURIComponent(next)}`, {
        token,
        subdomain: 'acme',
      }),
    );
    expect((second.body['listings'] as { id: number }[]).map((listing) => listing.id)).toEqual([
      ids[0],
    ]);
    expect(second.body['nextCursor']).toBeNull();
    // On another tenant the acme listings are not shown.
    const main = await json(await api(base, '/v1/user/viewed-listings', { token }));
    expect(main.body).toEqual({ listings: [], nextCursor: null });
    expect(
      (await api(base, '/v1/user/viewed-listings?nextCursor=garbage', { token, subdomain: 'acme' }))
        .status,
    ).toBe(400);
  });
});
