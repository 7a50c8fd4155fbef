import { describe, expect, it } from 'vitest';
import { createPinsStore } from './pins-store';

const pin = (key: string) => ({
  key,
  day: '2020-02-19',
  scriptId: key,
  label: key,
  url: `blob:${key}`,
  bbox: [0, 0, 1, 1] as const,
});

describe('pins store', () => {
  it('pins on top, keeps one pin per result, and sets opacity and visibility', () => {
    const store = createPinsStore();
    store.getState().pin(pin('a'));
    store.getState().pin(pin('b'));
    store.getState().setOpacity('a', 0.3);
    store.getState().pin(pin('a'));
    expect(store.getState().pins.map((p) => [p.key, p.opacity])).toEqual([
      ['a', 0.3],
      ['b', 1],
    ]);
    store.getState().setVisible('b', false);
    store.getState().setOpacity('b', 7);
    expect(store.getState().pins[1]).toMatchObject({ visible: false, opacity: 1 });
  });

  it('compares only with pins, and leaves compare mode when the last is removed', () => {
    const store = createPinsStore();
    store.getState().setComparing(true);
    expect(store.getState().comparing).toBe(false);
    store.getState().pin(pin('a'));
    store.getState().setComparing(true);
    store.getState().setSwipe(1.5);
    expect([store.getState().comparing, store.getState().swipe]).toEqual([true, 1]);
    store.getState().unpin('a');
    expect(store.getState().comparing).toBe(false);
  });
});
