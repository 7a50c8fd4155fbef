import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from './messages';
import { createManualScheduler } from './testing';
import { createToastStore } from './toast.store';

describe('createToastStore', () => {
  it('closes a toast after 5000 ms (R-171)', () => {
    const scheduler = createManualScheduler();
    const store = createToastStore({ scheduler });
    store.getState().success('Saved');
    scheduler.advance(2000);
    store.getState().info('Hello');
    expect(store.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Saved'],
      ['info', 'Hello'],
    ]);
    scheduler.advance(2999);
    expect(store.getState().toasts).toHaveLength(2);
    scheduler.advance(1);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Hello']);
    scheduler.advance(2000);
    expect(store.getState().toasts).toEqual([]);
  });

  it("an error toast without a message reads 'Something went wrong.' (R-172)", () => {
    const store = createToastStore({ scheduler: createManualScheduler() });
    store.getState().error();
    expect(store.getState().toasts[0]).toMatchObject({
      kind: 'error',
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong.');
  });

  it('dismiss removes a toast and cancels its timer', () => {
    const scheduler = createManualScheduler();
    const store = createToastStore({ scheduler });
    const id = store.getState().error('Failed to fetch bundles');
    store.getState().dismiss(id);
    expect(store.getState().toasts).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });
});
