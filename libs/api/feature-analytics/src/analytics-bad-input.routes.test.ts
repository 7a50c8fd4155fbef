// Bad input to the analytics routes is a 400 naming the field (413 for a huge body), never a 500;
// a flood gets 429; a failing database is logged while the caller still gets 204.
import type { Db } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@unfurl/validators';
import { api, useAnalyticsServer } from './analytics.test-harness';

const logLines: string[] = [];
let databaseFails = false;
/** One server: at most 20 events a minute per address, its database failing on demand. */
const server = useAnalyticsServer({
  logLines,
  rateLimit: { limit: 20, windowMs: 60_000 },
  db: (db: Db) =>
    ({
      query: async (sql: string, params?: unknown[]) => {
        if (databaseFails && sql.includes('analytics_events')) throw new Error('disk full');
        return db.query(sql, params);
      },
    }) as Db,
});

async function expectBad(path: string, body: unknown, field: string, status = 400) {
  const response = await api(server().base, path, { method: 'POST', body });
  const answer = (await response.json()) as { message?: string; code?: string };
  expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
  expect(answer.message, JSON.stringify(answer)).toContain(field);
  expect(typeof answer.code).toBe('string');
}

describe('bad input', () => {
  it('names the field of a bad imagery event', async () => {
    const path = '/v1/analytics';
    await expectBad(path, {}, 'action');
    await expectBad(path, { action: '' }, 'action');
    await expectBad(path, { action: 'has space' }, 'action');
    await expectBad(path, { action: 'x'.repeat(65) }, 'action');
    await expectBad(path, { action: 'VIEW', provider: 'p'.repeat(65) }, 'provider');
    await expectBad(path, { action: 'VIEW', id: 'i'.repeat(257) }, 'id');
    await expectBad(path, { action: 'VIEW', geometryWKT: 'POLYGON((' }, 'geometryWKT');
    await expectBad(path, { action: 'VIEW', geometryWKT: 'POINT(500 10)' }, 'geometryWKT');
    await expectBad(path, { action: 'VIEW', previewUrl: 'javascript:alert(1)' }, 'previewUrl');
    await expectBad(path, { action: 'VIEW', previewUrl: 'not a url' }, 'previewUrl');
    await expectBad(path, { action: ['VIEW', 'SHARE'] }, 'action');
  });

  it('names the field of a bad listing or generic event', async () => {
    await expectBad('/v1/analytics/listing', { action: 'VIEW' }, 'id');
    await expectBad('/v1/analytics/listing', { action: 'VIEW', id: 0 }, 'id');
    await expectBad('/v1/analytics/listing', { action: 'VIEW', id: 'abc' }, 'id');
    await expectBad('/v1/analytics/listing', { action: 'VIEW', id: 1, isTask: 'maybe' }, 'isTask');
    await expectBad(
      '/v1/analytics/listing',
      { action: 'VIEW', id: 1, note: 'n'.repeat(1001) },
      'note',
    );
    await expectBad('/v1/analytics/generic', { action: 'open' }, 'category');
    await expectBad(
      '/v1/analytics/generic',
      { category: 'c', action: 'open', label: 'l'.repeat(257) },
      'label',
    );
  });

  it('refuses a body over the limit with 413 and a body that is not JSON with 400', async () => {
    const big = { action: 'VIEW', note: 'n'.repeat(ANALYTICS_LIMITS.bodyBytes) };
    const response = await api(server().base, '/v1/analytics/generic', {
      method: 'POST',
      body: big,
    });
    expect(response.status).toBe(413);
    const raw = await fetch(`${server().base}/v1/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":',
    });
    expect(raw.status).toBe(400);
  });

  it('stores nothing of a refused event', async () => {
    const [row] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM analytics_events',
    );
    expect(row?.n).toBe(0);
  });
});

describe('failures never break the page (R-350)', () => {
  it('answers 204 and logs when the database fails', async () => {
    databaseFails = true;
    const response = await api(server().base, '/v1/analytics/listing', {
      method: 'POST',
      body: { action: 'VIEW', id: 1 },
    });
    databaseFails = false;
    expect(response.status).toBe(204);
    expect(logLines.join('\n')).toContain('analytics event lost');
    expect(logLines.join('\n')).toContain('disk full');
  });

  it('answers 429 with Retry-After past the rate limit of one address', async () => {
    const send = () =>
      api(server().base, '/v1/analytics/generic', {
        method: 'POST',
        body: { category: 'c', action: 'a' },
      });
    // The one refused body above did not count; this file sent one event before (the failure).
    const statuses = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([...Array<number>(19).fill(204), 429, 429]);
    const refused = await send();
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many analytics events, try again later.',
    });
  });
});
