import { describe, expect, it } from 'vitest';
import type { ImageryError } from '../imagery-error';
import { SCRIPT_BUDGET_WINDOW_MS, SCRIPT_QUOTAS } from './sandbox-limits';
import { createScriptQueue } from './script-queue';
import type { ScriptQueueOptions } from './script-queue';

const anon = (key: string) => ({ key: `ip:${key}`, signedIn: false });
const user = (key: string) => ({ key: `user:${key}`, signedIn: true });

const WIDE = { running: 10, queued: 50, scriptMsPerWindow: 1e9 };

function queue(options: Partial<ScriptQueueOptions> = {}) {
  let clock = 0;
  const q = createScriptQueue({
    capacity: 1,
    quotas: { anonymous: WIDE, signedIn: WIDE },
    runLimitMs: 20_000,
    now: () => clock,
    ...options,
  });
  return { q, tick: (ms: number) => (clock += ms) };
}

/** The error an acquire rejected with (undefined when it was granted). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: ImageryError) => e,
  );

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createScriptQueue', () => {
  it("serves waiting clients round robin: one client's many queued scripts do not go first", async () => {
    const { q } = queue();
    const order: string[] = [];
    // Each waiter runs and finishes as soon as it gets the place.
    const take = (name: string, client: { key: string; signedIn: boolean }) =>
      q.acquire(client).then((release) => {
        order.push(name);
        release();
      });
    const first = await q.acquire(anon('a'));
    const waits = [
      take('a2', anon('a')),
      take('a3', anon('a')),
      take('a4', anon('a')),
      take('b1', anon('b')),
      take('c1', user('c')),
    ];
    expect([q.running, q.waiting]).toEqual([1, 5]);
    first();
    await Promise.all(waits);
    expect(order).toEqual(['a2', 'b1', 'c1', 'a3', 'a4']);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('holds a client at its own running quota while others use the free places', async () => {
    const quota = { running: 1, queued: 2, scriptMsPerWindow: 1e9 };
    const { q } = queue({ capacity: 3, quotas: { anonymous: quota, signedIn: WIDE } });
    const a1 = await q.acquire(anon('a'));
    let a2Started = false;
    const a2 = q.acquire(anon('a')).then((r) => ((a2Started = true), r));
    const b1 = await q.acquire(anon('b'));
    await flush();
    expect([a2Started, q.running, q.waiting]).toEqual([false, 2, 1]);
    a1();
    (await a2)();
    b1();
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('refuses past the running + queued quota with a 429 and Retry-After; signed-in gets more', async () => {
    const { q, tick } = queue({ capacity: 100, quotas: SCRIPT_QUOTAS });
    const count = 12;
    /** Fires `count` acquires; the 429s among them (refusals come at once, grants wait). */
    const refusedNow = async (client: { key: string; signedIn: boolean }) => {
      const refused: ImageryError[] = [];
      for (let k = 0; k < count; k++) {
        q.acquire(client).catch((e: ImageryError) => refused.push(e));
      }
      await flush();
      return refused;
    };
    const anonRefused = await refusedNow(anon('1.2.3.4'));
    tick(3_000);
    const userRefused = await refusedNow(user('u1'));
    const { anonymous: a, signedIn: s } = SCRIPT_QUOTAS;
    expect(anonRefused).toHaveLength(count - a.running - a.queued);
    expect(userRefused).toHaveLength(count - s.running - s.queued);
    const [error] = anonRefused;
    expect([error!.statusCode, error!.code]).toEqual([429, 'EVALSCRIPT_QUOTA']);
    expect(error!.headers).toEqual({ 'retry-after': '20' });
    expect(error!.message).toBe(
      'Too many custom scripts running for you; try again in 20 seconds.',
    );
    // Each client's own oldest run (not another client's) sets its wait.
    expect(userRefused[0]!.headers).toEqual({ 'retry-after': '20' });
  });

  it('estimates Retry-After from the oldest running script and the run limit', async () => {
    const quota = { running: 1, queued: 0, scriptMsPerWindow: 1e9 };
    const { q, tick } = queue({ capacity: 5, quotas: { anonymous: quota, signedIn: quota } });
    await q.acquire(anon('a'));
    tick(14_500);
    const error = await refusal(q.acquire(anon('a')));
    expect(error!.headers).toEqual({ 'retry-after': '6' });
    expect(error!.message).toBe('Too many custom scripts running for you; try again in 6 seconds.');
  });

  it('takes an aborted waiter out of the queue, and the next one gets the place', async () => {
    const { q } = queue();
    const held = await q.acquire(anon('a'));
    const abort = new AbortController();
    const leaving = refusal(q.acquire(anon('b'), abort.signal));
    const staying = q.acquire(anon('c'));
    expect(q.waiting).toBe(2);
    abort.abort();
    expect((await leaving)!.name).toBe('AbortError');
    expect(q.waiting).toBe(1);
    held();
    const release = await staying;
    expect([q.running, q.waiting]).toEqual([1, 0]);
    release();
    release(); // twice frees one place only
    expect(q.running).toBe(0);
  });

  it('refuses a client that spent its script time of the window until that time is a window old', async () => {
    const quota = { running: 1, queued: 1, scriptMsPerWindow: 30_000 };
    const { q, tick } = queue({ capacity: 5, quotas: { anonymous: quota, signedIn: WIDE } });
    // Two looping scripts, each stopped at 20 s: 40 s of the 30 s budget.
    const first = await q.acquire(anon('a'));
    const second = q.acquire(anon('a'));
    tick(20_000);
    first();
    tick(20_000);
    (await second)();
    tick(1_000);
    const error = await refusal(q.acquire(anon('a')));
    expect([error!.statusCode, error!.code]).toEqual([429, 'EVALSCRIPT_QUOTA']);
    // Under budget once the first 20 s run (ended at 20 s) is a minute old: at 80 s, now is 41 s.
    expect(error!.headers).toEqual({ 'retry-after': '39' });
    expect(error!.message).toBe(
      'Your custom scripts used all their script time for this minute; try again in 39 seconds.',
    );
    // Another client is not affected; after the window the first one runs again.
    (await q.acquire(anon('b')))();
    tick(39_000);
    (await q.acquire(anon('a')))();
  });

  it('refuses a queued script whose client spent its time while it waited', async () => {
    const quota = { running: 1, queued: 2, scriptMsPerWindow: 30_000 };
    const { q, tick } = queue({ capacity: 5, quotas: { anonymous: quota, signedIn: WIDE } });
    const first = await q.acquire(anon('a'));
    const queued = refusal(q.acquire(anon('a')));
    tick(SCRIPT_BUDGET_WINDOW_MS / 2);
    first();
    const error = await queued;
    expect(error!.statusCode).toBe(429);
    expect(error!.message).toMatch(/used all their script time/);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });
});
