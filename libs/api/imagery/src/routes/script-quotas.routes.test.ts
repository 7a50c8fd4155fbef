import { setMaxListeners } from 'node:events';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { PERMISSION_LEVEL } from '@unfurl/domain';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { createRenderPool } from '../render/render-pool';
import type { RenderPool } from '../render/render-pool';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { SCRIPT_QUOTAS } from '../sandbox/sandbox-limits';
import { imageryRoutes } from './imagery.routes';

// The app's shape on this 2-core machine: a real HTTP server on port 0 rendering on 2 worker
// threads, user scripts in real isolated-vm isolates. Clients are told apart by their address
// (127.0.0.x on the loopback) or, signed in, by `request.auth` (set in `onRequest` here as the
// app's request context does). Every looping script would run until the 4 s limit.
const TIME_LIMIT_MS = 4000;
/**
 * What the second client's render may take under the flood: measured 63-237 ms; before the quotas
 * 4.3 s at this limit, 20.0 s at the default 20 s.
 */
const SECOND_CLIENT_BOUND_MS = 3000;

let app: TypedApp;
let db: Db;
let pool: RenderPool;
let port: number;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  pool = createRenderPool(2);
  app = createHttpServer({ logger: false });
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-test-user'];
    request.auth =
      typeof user === 'string'
        ? {
            kind: 'user',
            userId: user,
            sessionId: 's',
            permission: PERMISSION_LEVEL.None,
            isMember: false,
            emailConfirmed: true,
          }
        : ANONYMOUS;
  });
  await app.register(imageryRoutes, {
    prefix: '/imagery',
    db,
    provider: await openLocalCatalogue(SAMPLE_RASTER_DIR),
    sandboxLimits: { timeoutMs: TIME_LIMIT_MS, memoryMb: 48 },
    render: (request) => pool.render(request),
    cache: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  // Both render workers started and warm (their first render loads the renderer).
  const warm = await Promise.all(
    [32, 48].map((size) =>
      app.inject({
        method: 'POST',
        url: '/imagery/generate-image',
        payload: { ...BODY, width: size, height: size },
      }),
    ),
  );
  expect(warm.map((r) => r.statusCode)).toEqual([200, 200]);
  expect(pool.workers()).toBe(2);
});
afterAll(async () => {
  await app?.close();
  await pool?.close();
  await db?.close();
});

const BODY = {
  bbox: [-11.6, 24.5, -11.2, 24.9],
  timeRange: { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' },
  satellite: 'sentinel-2-l2a',
  width: 64,
  height: 64,
};

/** A looping user script; the tag makes each one a render of its own (no sharing). */
const loop = (tag: string) => `//VERSION=3
// ${tag}
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 4 } }; }
function evaluatePixel(s) { while (true) {} }`;

const simple = (tag: string) => `//VERSION=3
// ${tag}
function setup() { return { input: ['B02', 'B03', 'B04', 'dataMask'], output: { bands: 4 } }; }
function evaluatePixel(s) { return [2.5 * s.B04, 2.5 * s.B03, 2.5 * s.B02, s.dataMask]; }`;

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: string;
  readonly ms: number;
}

/** A request's sender: a loopback address, maybe a user, maybe a signal to abort it with. */
interface From {
  readonly address: string;
  readonly user?: string;
  readonly signal?: AbortSignal;
  /** Default generate-image. */
  readonly route?: 'generate-image' | 'statistics';
}

/** POST generate-image (or statistics) as `from`; rejects with AbortError on abort. */
function post(script: string | { evalscriptName: string }, from: From): Promise<Answer> {
  const started = performance.now();
  const route = from.route ?? 'generate-image';
  const payload = JSON.stringify({
    ...(route === 'generate-image' ? BODY : { bbox: BODY.bbox, timeRange: BODY.timeRange }),
    satellite: BODY.satellite,
    ...(typeof script === 'string' ? { evalscript: script } : script),
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/imagery/${route}`,
        method: 'POST',
        localAddress: from.address,
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(from.user ? { 'x-test-user': from.user } : {}),
        },
        ...(from.signal ? { signal: from.signal } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: Buffer.concat(chunks).toString('latin1'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Fires `count` looping scripts; the answers that came within `settleMs`, then aborts the rest. */
async function flood(
  count: number,
  from: Omit<From, 'signal'>,
  settleMs: number,
  during?: () => Promise<void>,
): Promise<Answer[]> {
  const abort = new AbortController();
  setMaxListeners(count + 1, abort.signal);
  const answered: Answer[] = [];
  const requests = Array.from({ length: count }, (_, k) =>
    post(loop(`${from.address} ${from.user ?? ''} ${k}`), { ...from, signal: abort.signal }).then(
      (a) => void answered.push(a),
      () => undefined,
    ),
  );
  await new Promise((r) => setTimeout(r, settleMs));
  await during?.();
  const early = [...answered];
  abort.abort();
  await Promise.all(requests);
  return early;
}

const TOO_MANY =
  /^\{"message":"Too many custom scripts running for you; try again in \d+ seconds?\.",/;

describe('custom evalscripts under a flood (per-client quotas, fair queue)', () => {
  it("keeps a second client's custom render quick while one anonymous client floods 30 looping scripts", async () => {
    let second: Answer | undefined;
    const early = await flood(30, { address: '127.0.0.1' }, 600, async () => {
      second = await post(simple('second client'), { address: '127.0.0.2' });
    });
    expect(second!.status).toBe(200);
    // Before the quotas it waited for the flood's isolates: > 2 × the time limit (~40 s at 20 s).
    expect(second!.ms).toBeLessThan(SECOND_CLIENT_BOUND_MS);
    const { running, queued } = SCRIPT_QUOTAS.anonymous;
    const refused = early.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30 - running - queued);
    for (const answer of refused) {
      expect(answer.body).toMatch(TOO_MANY);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(Math.ceil(TIME_LIMIT_MS / 1000));
    }
    console.info(`second client's custom render under the flood: ${second!.ms.toFixed(0)} ms`);
  });

  it('lets a signed-in client run and queue more custom scripts than an anonymous one', async () => {
    const anonymous = await flood(12, { address: '127.0.0.3' }, 800);
    const signedIn = await flood(12, { address: '127.0.0.4', user: 'user-a' }, 800);
    const quota = (q: { running: number; queued: number }) => q.running + q.queued;
    expect(anonymous.filter((a) => a.status === 429)).toHaveLength(
      12 - quota(SCRIPT_QUOTAS.anonymous),
    );
    expect(signedIn.filter((a) => a.status === 429)).toHaveLength(
      12 - quota(SCRIPT_QUOTAS.signedIn),
    );
    expect(quota(SCRIPT_QUOTAS.signedIn)).toBeGreaterThan(quota(SCRIPT_QUOTAS.anonymous));
  });

  it('gates custom statistics the same way, while built-in statistics go straight on', async () => {
    const from = { address: '127.0.0.5', route: 'statistics' } as const;
    let builtIn: Answer | undefined;
    const early = await flood(5, from, 800, async () => {
      builtIn = await post({ evalscriptName: 'Enhanced Vegetation Health' }, from);
    });
    const { running, queued } = SCRIPT_QUOTAS.anonymous;
    expect(early.filter((a) => a.status === 429)).toHaveLength(5 - running - queued);
    expect(builtIn!.status).toBe(200);
    expect(builtIn!.ms).toBeLessThan(SECOND_CLIENT_BOUND_MS);
  });
});
