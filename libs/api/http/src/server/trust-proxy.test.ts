import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './create-server';
import { readTrustProxy } from './trust-proxy';

describe('readTrustProxy (TRUST_PROXY)', () => {
  it('trusts no proxy by default', () => {
    for (const value of [undefined, '', ' ', 'false', 'no', '0']) {
      expect(readTrustProxy({ TRUST_PROXY: value })).toBe(false);
    }
  });

  it('takes addresses, CIDR ranges and proxy-addr names', () => {
    expect(readTrustProxy({ TRUST_PROXY: 'loopback' })).toEqual(['loopback']);
    expect(readTrustProxy({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,192.168.1.7' })).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.168.1.7',
    ]);
    expect(readTrustProxy({ TRUST_PROXY: 'true' })).toBe(true);
  });

  it('names TRUST_PROXY and the bad entry', () => {
    expect(() => readTrustProxy({ TRUST_PROXY: 'proxy.example' })).toThrow(
      /TRUST_PROXY.*proxy\.example/,
    );
    expect(() => readTrustProxy({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => readTrustProxy({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
  });
});

describe('createHttpServer behind a proxy', () => {
  const saved = process.env['TRUST_PROXY'];
  afterEach(() => {
    if (saved === undefined) delete process.env['TRUST_PROXY'];
    else process.env['TRUST_PROXY'] = saved;
  });
  const clientIp = async (): Promise<string> => {
    const app = createHttpServer({ logger: false });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await app.close();
    return (response.json() as { ip: string }).ip;
  };

  it('takes the client address from X-Forwarded-For when the proxy is trusted (TRUST_PROXY)', async () => {
    process.env['TRUST_PROXY'] = 'loopback';
    expect(await clientIp()).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For otherwise, so a client cannot pick its own address', async () => {
    delete process.env['TRUST_PROXY'];
    expect(await clientIp()).toBe('127.0.0.1');
  });
});
