import { describe, expect, it } from 'vitest';
import { jobWorkersFromEnv } from './uploads-config';

describe('JOB_WORKERS', () => {
  it('is 1 by default, any whole number (0: this process only sends jobs), else a clear error', () => {
    expect(jobWorkersFromEnv({})).toBe(1);
    expect(jobWorkersFromEnv({ JOB_WORKERS: ' ' })).toBe(1);
    expect(jobWorkersFromEnv({ JOB_WORKERS: '0' })).toBe(0);
    expect(jobWorkersFromEnv({ JOB_WORKERS: '4' })).toBe(4);
    for (const bad of ['-1', '1.5', 'two']) {
      expect(() => jobWorkersFromEnv({ JOB_WORKERS: bad })).toThrow(
        `JOB_WORKERS must be a whole number, 0 or more (got "${bad}")`,
      );
    }
  });
});
