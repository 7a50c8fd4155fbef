import { describe, expect, it } from 'vitest';
import { createSharedRenders } from './shared-renders';

/** A job that resolves after `ms` unless aborted; records what happened. */
function slowJob(ms: number, log: string[]) {
  return (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      log.push('start');
      const timer = setTimeout(() => resolve('image'), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        log.push('aborted');
        reject(new DOMException('stopped', 'AbortError'));
      });
    });
}

describe('createSharedRenders (R-469)', () => {
  it('runs one job for concurrent lookups of the same key', async () => {
    const shared = createSharedRenders<string>();
    const log: string[] = [];
    const [a, b] = await Promise.all([
      shared.run('k', slowJob(30, log)),
      shared.run('k', slowJob(30, log)),
    ]);
    expect([a, b, log]).toEqual(['image', 'image', ['start']]);
    expect(shared.running).toBe(0);
  });

  it('cancels the job once every waiter has aborted, not before', async () => {
    const shared = createSharedRenders<string>();
    const log: string[] = [];
    const first = new AbortController();
    const second = new AbortController();
    const a = shared.run('k', slowJob(200, log), first.signal).catch((e: Error) => e.name);
    const b = shared.run('k', slowJob(200, log), second.signal).catch((e: Error) => e.name);
    first.abort();
    expect(await a).toBe('AbortError');
    expect(log).toEqual(['start']);
    second.abort();
    expect(await b).toBe('AbortError');
    expect(log).toEqual(['start', 'aborted']);
    // A new lookup after the cancel starts afresh.
    expect(await shared.run('k', slowJob(5, log))).toBe('image');
    expect(log).toEqual(['start', 'aborted', 'start']);
  });
});
