import { describe, expect, it } from 'vitest';
import { api, signIn, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
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
