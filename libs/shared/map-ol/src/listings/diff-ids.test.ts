import { describe, expect, it } from 'vitest';
import { diffIds } from './diff-ids';
import { Emitter } from '../events/emitter';

describe('diffIds', () => {
  it('adds the new ids and removes the gone ones', () => {
    expect(diffIds(new Set([1, 2, 3]), [2, 3, 4, 4])).toEqual({ add: [4], remove: [1] });
    expect(diffIds(new Set<number>(), [])).toEqual({ add: [], remove: [] });
  });
  it('handles 10,000 ids quickly', () => {
    const current = new Set(Array.from({ length: 10_000 }, (_, i) => i));
    const next = Array.from({ length: 10_000 }, (_, i) => i + 5_000);
    const started = performance.now();
    const diff = diffIds(current, next);
    expect(performance.now() - started).toBeLessThan(50);
    expect(diff.add).toHaveLength(5_000);
    expect(diff.remove).toHaveLength(5_000);
  });
});

describe('Emitter', () => {
  it('calls listeners until they are removed', () => {
    const emitter = new Emitter<{ ping: number }>();
    const seen: number[] = [];
    const off = emitter.on('ping', (n) => seen.push(n));
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(seen).toEqual([1]);
  });
});
