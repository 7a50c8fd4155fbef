// Issue 12, defect 1: the server as users start it (EMBEDDED_DB=process), its database process
// killed with SIGKILL. Every request during the outage is a 503 with Retry-After (never a 500),
// the log says the database restarted, requests succeed again without restarting the server, and
// what was written before the kill is still there. When the database cannot come back, the server
// exits non-zero with a one-line reason. Defect 7c: no socket folder stays behind.
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, identityCall, signIn } from '@unfurl/api-demo-seed/testing';
import { databaseProcessOf, startServerProcess } from './server-process.test-harness';
import type { ServerProcess } from './server-process.test-harness';

const dataDir = await mkdtemp(join(tmpdir(), 'unfurl-outage-'));
const env = { DATA_DIR: dataDir, EMBEDDED_DB: 'process', LOG_LEVEL: 'warn' };
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}-moved`, { recursive: true, force: true });
});

/** One round of calls that each need the database; their statuses and Retry-After headers. */
async function round(base: string, token: string, listingId: number) {
  const responses = await Promise.all([
    api(base, '/v1/health'),
    api(base, '/v1/listings?limit=1'),
    api(base, `/v1/listings/${listingId}`, { token, subdomain: 'acme' }),
    identityCall(base, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'viewer@acme.example', PASSWORD: 'not the password' },
    }),
    fetch(`${base}/identity/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=unfurl-web&refresh_token=not-a-refresh-token',
    }),
  ]);
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    })),
  );
}

describe('the embedded database process dies (EMBEDDED_DB=process)', () => {
  it('answers 503 + Retry-After meanwhile, restarts it, and serves the same data again', async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    const { IdToken: token } = await signIn(server.base, 'surveyor@acme.example');
    const created = await api(server.base, '/v1/listings/upload', {
      method: 'POST',
      token,
      subdomain: 'acme',
      body: {
        filename: 'map.png',
        worldfile: 'map.pgw',
        metadata: { title: 'Before the kill', crs: 'EPSG:4326' },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { listingId } = (await created.json()) as { listingId: number };
    const database = await databaseProcessOf(server.child.pid!);
    expect(database).toBeDefined();
    expect(existsSync(database!.socketDir)).toBe(true);

    process.kill(database!.pid, 'SIGKILL');
    const killedAt = Date.now();
    const statuses = new Map<number, number>();
    const refused: string[] = [];
    let outageMs = -1;
    while (Date.now() - killedAt < 120_000) {
      const answers = await round(server.base, token, listingId);
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 503 && !/^\d+$/.test(answer.retryAfter ?? ''))
          refused.push(answer.body);
        if (answer.status >= 500 && answer.status !== 503) refused.push(answer.body);
      }
      // Served again: the health check, a list, a listing by id, a (refused) sign-in and token.
      if (answers.map((answer) => answer.status).join() === '200,200,200,400,400') {
        outageMs = Date.now() - killedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const counts = Object.fromEntries(statuses);
    console.log(
      `kill -9 to the first full round of 200s: ${outageMs} ms; answers: ${JSON.stringify(counts)}`,
    );

    expect(refused).toEqual([]);
    expect(outageMs).toBeGreaterThan(0);
    expect(outageMs).toBeLessThan(60_000);
    expect(counts[503]).toBeGreaterThan(0);
    expect(Object.keys(counts).filter((status) => !['200', '400', '503'].includes(status))).toEqual(
      [],
    );
    expect(server.output()).toContain(
      'the embedded database stopped (signal SIGKILL); restarting it',
    );
    expect(server.output()).toMatch(/the embedded database is back/);
    const listing = await api(server.base, `/v1/listings/${listingId}`, {
      token,
      subdomain: 'acme',
    });
    expect(((await listing.json()) as { title: string }).title).toBe('Before the kill');
    expect(existsSync(database!.socketDir)).toBe(false);
    const again = await databaseProcessOf(server.child.pid!);
    expect(again?.pid).not.toBe(database!.pid);

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(again!.socketDir)).toBe(false);
  }, 400_000);

  it('exits non-zero with a one-line reason when the database cannot be restarted', async () => {
    const server = await startServerProcess({ ...env, SEED_DEMO: 'false' });
    servers.push(server);
    const database = await databaseProcessOf(server.child.pid!);
    // The data directory is gone and a file stands in its place: PGlite cannot start there.
    await rename(dataDir, `${dataDir}-moved`);
    await writeFile(dataDir, 'not a data directory');
    process.kill(database!.pid, 'SIGKILL');
    const during = await api(server.base, '/v1/health');
    expect([during.status, during.headers.get('retry-after')]).toEqual([503, '3']);
    const exit = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000)),
    ]);
    expect(exit).toEqual({ code: 1, signal: null });
    const reasons = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[unfurl] stopping:'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/could not be restarted after 3 tries/);
    expect(existsSync(database!.socketDir)).toBe(false);
  }, 300_000);
});
