import { describe, expect, it } from 'vitest';
import { createSlots } from './isolate-slots';

describe('createSlots', () => {
  it('lets `size` holders in at once, then the waiters in order', async () => {
    const slots = createSlots(2);
    const a = await slots.acquire();
    await slots.acquire();
    const order: string[] = [];
    const c = slots.acquire().then((release) => (order.push('c'), release));
    const d = slots.acquire().then((release) => (order.push('d'), release));
    expect([slots.inUse, slots.waiting]).toEqual([2, 2]);
    a();
    a(); // releasing twice frees one slot only
    (await c)();
    await d;
    expect(order).toEqual(['c', 'd']);
    expect([slots.inUse, slots.waiting]).toEqual([2, 0]);
  });

  it('drops an aborted waiter from the queue', async () => {
    const slots = createSlots(1);
    const held = await slots.acquire();
    const abort = new AbortController();
    const waiting = slots.acquire(abort.signal).catch((e: Error) => e.name);
    abort.abort();
    expect(await waiting).toBe('AbortError');
    expect(slots.waiting).toBe(0);
    held();
    expect(slots.inUse).toBe(0);
  });
});
