import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteFetch } from './remote-fetch';
import type { HostResolver, RemoteAccessPolicy } from './ssrf-guard';

let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/ok')
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    if (url.pathname === '/big') return void response.writeHead(200).end(Buffer.alloc(4096));
    if (url.pathname === '/slow') return void setTimeout(() => response.end('late'), 2000);
    if (url.pathname === '/redirect') {
      return void response.writeHead(302, { location: url.searchParams.get('to') ?? '/ok' }).end();
    }
    if (url.pathname === '/loop') return void response.writeHead(301, { location: '/loop' }).end();
    response.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  allowed.add(`127.0.0.1:${port}`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The test server's host:port on the allow-list (a plain 127.0.0.1 allows port 80 only). */
const allowed = new Set<string>();
const allowLocal: RemoteAccessPolicy = { allowedHosts: allowed };

describe('remoteFetch', () => {
  it('fetches from an allow-listed host, and refuses the same server without the allow-list', async () => {
    const response = await remoteFetch(`http://127.0.0.1:${port}/ok`, { policy: allowLocal });
    expect(response).toMatchObject({ status: 200, contentType: 'text/plain' });
    expect(new TextDecoder().decode(response.body)).toBe('hello');
    const before = hits;
    await expect(
      remoteFetch(`http://127.0.0.1:${port}/ok`, { policy: { allowedHosts: new Set() } }),
    ).rejects.toMatchObject({ statusCode: 403, code: 'BLOCKED_ADDRESS' });
    await expect(
      remoteFetch(`http://localhost:${port}/ok`, { policy: { allowedHosts: new Set() } }),
    ).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    expect(hits).toBe(before);
  });

  it('fetches from an allowed host on the allowed port only: a plain entry is port 80', async () => {
    const before = hits;
    const plain: RemoteAccessPolicy = { allowedHosts: new Set(['127.0.0.1']) };
    await expect(remoteFetch(`http://127.0.0.1:${port}/ok`, { policy: plain })).rejects.toThrow(
      `127.0.0.1 points to a loopback address (127.0.0.1); the server fetches from it on port 80 only, not on port ${port}.`,
    );
    const other: RemoteAccessPolicy = { allowedHosts: new Set([`127.0.0.1:${port + 1}`]) };
    await expect(
      remoteFetch(`http://127.0.0.1:${port}/ok`, { policy: other }),
    ).rejects.toMatchObject({ statusCode: 403, code: 'BLOCKED_ADDRESS' });
    expect(hits).toBe(before);
    const redirected = remoteFetch(
      `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(
        `http://127.0.0.1:${port + 1}/ok`,
      )}`,
      { policy: allowLocal },
    );
    await expect(redirected).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });

  it('checks every redirect: to a private address, to a blocked name, to another scheme', async () => {
    const policy: RemoteAccessPolicy = {
      allowedHosts: allowed,
      resolve: async (host) =>
        host === 'internal.example' ? [{ address: '192.168.0.10', family: 4 }] : [],
    };
    const via = (to: string) => `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(to)}`;
    await expect(
      remoteFetch(via('http://169.254.169.254/latest/meta-data/'), { policy }),
    ).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    await expect(remoteFetch(via('http://[::ffff:10.0.0.1]/'), { policy })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    await expect(remoteFetch(via('http://internal.example/'), { policy })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    await expect(remoteFetch(via('file:///etc/passwd'), { policy })).rejects.toMatchObject({
      code: 'INVALID_LAYER_URL',
    });
    const followed = await remoteFetch(via('/ok'), { policy });
    expect(followed.url.pathname).toBe('/ok');
    await expect(remoteFetch(`http://127.0.0.1:${port}/loop`, { policy })).rejects.toThrow(
      /redirects too many times/,
    );
  });

  it('connects to the address it checked: a name that rebinds to 127.0.0.1 never reaches it', async () => {
    let lookups = 0;
    const rebinding: HostResolver = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '192.88.98.1' : '127.0.0.1', family: 4 }];
    };
    const before = hits;
    await expect(
      remoteFetch(`http://rebind.example:${port}/ok`, {
        policy: { allowedHosts: new Set(), resolve: rebinding },
        timeoutMs: 1500,
      }),
    ).rejects.toMatchObject({ code: 'LAYER_UNREACHABLE' });
    expect(lookups).toBe(1);
    expect(hits).toBe(before);
  });

  it('uses the checked address for the connection (the pinned lookup, not the system DNS)', async () => {
    const policy: RemoteAccessPolicy = {
      allowedHosts: new Set([`maps.test:${port}`]),
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    };
    const response = await remoteFetch(`http://maps.test:${port}/ok`, { policy });
    expect(response.status).toBe(200);
  });

  it('limits the size and the time of an answer (422)', async () => {
    await expect(
      remoteFetch(`http://127.0.0.1:${port}/big`, { policy: allowLocal, maxBytes: 1000 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'LAYER_RESPONSE_TOO_LARGE',
    });
    await expect(
      remoteFetch(`http://127.0.0.1:${port}/slow`, { policy: allowLocal, timeoutMs: 300 }),
    ).rejects.toThrow(/did not answer in time/);
    const portOne: RemoteAccessPolicy = { allowedHosts: new Set(['127.0.0.1:1']) };
    await expect(remoteFetch('http://127.0.0.1:1/', { policy: portOne })).rejects.toThrow(
      /could not be reached \(ECONNREFUSED\)/,
    );
  });
});
