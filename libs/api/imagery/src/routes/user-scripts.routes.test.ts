import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { scriptByName } from '@unfurl/imagery-core';
import { openLocalCatalogue } from '../providers/local-catalogue';
import type { RenderRequest } from '../render/render-image';
import { createRenderPool } from '../render/render-pool';
import type { RenderPool } from '../render/render-pool';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { imageryRoutes } from './imagery.routes';

// A real HTTP server on port 0 rendering on ONE worker thread, so a runaway script and a normal
// render compete for the same worker: the isolate runs asynchronously and the worker stays free.
let app: TypedApp;
let db: Db;
let pool: RenderPool;
let base: string;
const renders: { signal: AbortSignal | undefined; outcome: Promise<string>; started: number }[] =
  [];

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  pool = createRenderPool(1);
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, {
    prefix: '/imagery',
    db,
    provider,
    sandboxLimits: { timeoutMs: 1500, memoryMb: 48 },
    render: (request: RenderRequest) => {
      const result = pool.render(request);
      renders.push({
        signal: request.signal,
        started: performance.now(),
        outcome: result.then(
          () => 'ok',
          (e: Error) => e.name,
        ),
      });
      return result;
    },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
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
  width: 128,
  height: 128,
};

const post = (body: Record<string, unknown>, signal?: AbortSignal) =>
  fetch(`${base}/imagery/generate-image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BODY, ...body }),
    ...(signal ? { signal } : {}),
  });

const LOOP = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 4 } }; }
function evaluatePixel(s) { while (true) {} }`;

/** Waits `ms` once per render inside the isolate, then paints True Color. */
const slowTrueColor = (ms: number, tag: string) => `//VERSION=3
// ${tag}
var waited = false;
function setup() { return { input: ['B02', 'B03', 'B04', 'dataMask'], output: { bands: 4 } }; }
function evaluatePixel(s) {
  if (!waited) { waited = true; var t = Date.now(); while (Date.now() - t < ${ms}) {} }
  return [2.5 * s.B04, 2.5 * s.B03, 2.5 * s.B02, s.dataMask];
}`;

async function pixels(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer();
}

/**
 * ORBIT: R = samples × 10, G = day of the newest orbit; orbits only kept if the range reached
 * preProcessScenes (as Dates, as Sentinel Hub's examples read them: `collections.to.getTime()`).
 */
const ORBIT_DAYS = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 4, sampleType: 'UINT8' }, mosaicking: 'ORBIT' }; }
function preProcessScenes(c) {
  if (c.from.toISOString().slice(0, 10) !== '2020-02-01' || c.to.toISOString().slice(0, 10) !== '2020-02-29') c.scenes.orbits = [];
  return c;
}
function evaluatePixel(samples, scenes) {
  var day = scenes.orbits.length ? Number(scenes.orbits[0].dateFrom.slice(8, 10)) : 0;
  return [samples.length * 10, day, 0, 255];
}`;

describe('user evalscripts over HTTP (isolated-vm)', () => {
  it('runs an ORBIT script on the render worker with per-scene samples, dates and the range', async () => {
    const response = await post({ evalscript: ORBIT_DAYS, width: 8, height: 8 });
    expect(response.status).toBe(200);
    const rgba = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer();
    // One Sentinel-2 date in the sample catalogue: 2020-02-19.
    expect([...rgba.subarray(0, 4)]).toEqual([10, 19, 0, 255]);
  });

  it('renders a user copy of a built-in script to the same pixels as the built-in', async () => {
    const builtIn = scriptByName('Enhanced Vegetation Health')!;
    const user = await post({ evalscript: `${builtIn.script}\n// my copy` });
    const named = await post({ evalscriptName: builtIn.name });
    expect([user.status, named.status]).toEqual([200, 200]);
    expect((await pixels(user)).equals(await pixels(named))).toBe(true);
  });

  it('stops an endless loop with a 422 while a concurrent normal render succeeds', async () => {
    const started = performance.now();
    const bad = post({ evalscript: LOOP }).then(async (r) => ({
      status: r.status,
      cacheControl: r.headers.get('cache-control'),
      body: (await r.json()) as unknown,
      at: performance.now() - started,
    }));
    await new Promise((r) => setTimeout(r, 200));
    const good = await post({ width: 96, height: 96 });
    const goodAt = performance.now() - started;
    expect(good.status).toBe(200);
    const stopped = await bad;
    expect(stopped.status).toBe(422);
    expect(stopped.cacheControl).toBeNull();
    expect(stopped.body).toEqual({
      message: 'Evalscript exceeded its time limit of 1500 ms',
      code: 'EVALSCRIPT_TIME_LIMIT',
    });
    expect(goodAt).toBeLessThan(stopped.at);
  });

  it('stops a memory bomb with a 422', async () => {
    const res = await post({
      evalscript: `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1 } }; }
function evaluatePixel(s) { var a = []; while (true) a.push(new Array(1e5).fill(s.B04)); }`,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Evalscript exceeded its memory limit of 48 MB',
      code: 'EVALSCRIPT_MEMORY_LIMIT',
    });
  });

  it("answers a script error with a 422 in the script author's words", async () => {
    const res = await post({ evalscript: '//VERSION=3\nfunction setup() { return {' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('EVALSCRIPT_ERROR');
  });
});

describe('image cache and cancellation (R-459, R-460, R-469)', () => {
  it('stops the render when the client aborts', async () => {
    const before = renders.length;
    const abort = new AbortController();
    const request = post({ evalscript: slowTrueColor(5000, 'abort me') }, abort.signal).catch(
      (e: Error) => e.name,
    );
    while (renders.length === before) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    const abortedAt = performance.now();
    abort.abort();
    expect(await request).toBe('AbortError');
    const render = renders[before]!;
    expect(await render.outcome).toBe('AbortError');
    expect(render.signal?.aborted).toBe(true);
    // Stopped well before the script's 5 s wait (and its 1.5 s limit) would have ended.
    expect(performance.now() - abortedAt).toBeLessThan(1000);
  });

  it('shares a repeated lookup of the same image, keeps it when the first client leaves, then serves it from the cache', async () => {
    const body = { evalscript: slowTrueColor(800, 'shared') };
    const before = renders.length;
    const first = new AbortController();
    const a = post(body, first.signal).catch((e: Error) => e.name);
    while (renders.length === before) await new Promise((r) => setTimeout(r, 20));
    const b = post(body);
    await new Promise((r) => setTimeout(r, 150));
    first.abort();
    expect(await a).toBe('AbortError');
    const second = await b;
    expect(second.status).toBe(200);
    expect(second.headers.get('x-imagery-cache')).toBe('shared');
    expect(renders.length).toBe(before + 1);
    expect(await renders[before]!.outcome).toBe('ok');
    // The same image later: from the cache, also with an end time in the same hour.
    const again = await post(body);
    expect(again.headers.get('x-imagery-cache')).toBe('hit');
    const sameHour = await post({
      ...body,
      timeRange: { from: BODY.timeRange.from, to: '2020-02-29T23:05:00Z' },
    });
    expect(sameHour.headers.get('x-imagery-cache')).toBe('hit');
    expect(
      Buffer.from(await sameHour.arrayBuffer()).equals(Buffer.from(await again.arrayBuffer())),
    ).toBe(true);
    const otherSize = await post({ ...body, width: 64 });
    expect(otherSize.headers.get('x-imagery-cache')).toBe('miss');
    expect(renders.length).toBe(before + 2);
  });
});
