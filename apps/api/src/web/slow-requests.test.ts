import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { slowRequestThreshold, warnOnSlowRequests } from './slow-requests';

async function appLogging(thresholdMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  warnOnSlowRequests(app, thresholdMs);
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 60));
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('warnOnSlowRequests', () => {
  it('logs a response slower than the threshold at warn, with its status and time', async () => {
    const { app, lines } = await appLogging(40);
    await app.inject('/fast');
    expect(lines).toEqual([]);
    await app.inject('/slow?x=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', statusCode: 200 });
    expect(lines[0]!['ms']).toBeGreaterThanOrEqual(40);
    await app.close();
  });

  it('logs nothing with a threshold of 0', async () => {
    const { app, lines } = await appLogging(0);
    await app.inject('/slow');
    expect(lines).toEqual([]);
    await app.close();
  });
});

describe('slowRequestThreshold', () => {
  it('defaults to 2 s and reads SLOW_REQUEST_MS', () => {
    expect(slowRequestThreshold({})).toBe(2000);
    expect(slowRequestThreshold({ SLOW_REQUEST_MS: '500' })).toBe(500);
    expect(slowRequestThreshold({ SLOW_REQUEST_MS: '0' })).toBe(0);
  });

  it('refuses a value that is not a number of milliseconds, saying which', () => {
    expect(() => slowRequestThreshold({ SLOW_REQUEST_MS: 'fast' })).toThrow(
      /SLOW_REQUEST_MS.*"fast"/,
    );
    expect(() => slowRequestThreshold({ SLOW_REQUEST_MS: '-1' })).toThrow(/SLOW_REQUEST_MS/);
  });
});
