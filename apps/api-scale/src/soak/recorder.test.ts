import { describe, expect, it } from 'vitest';
import { createRecorder, isFailure, percentile } from './recorder';

describe('soak recorder', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts outcomes per kind', () => {
    const recorder = createRecorder();
    recorder.record('search', 200, 5);
    recorder.record('search', 200, 7);
    recorder.record('search', 'network', 1);
    expect(recorder.kinds.get('search')).toEqual({
      latenciesMs: [5, 7, 1],
      outcomes: { '200': 2, network: 1 },
    });
  });

  it('fails on 5xx other than 503 and on unanswered requests', () => {
    expect(['200', '404', '400 TooManyRequestsException', '503'].map(isFailure)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['500', '502', 'network', 'timeout'].map(isFailure)).toEqual([true, true, true, true]);
  });
});
