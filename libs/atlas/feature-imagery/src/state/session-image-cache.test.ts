import { describe, expect, it } from 'vitest';
import { SessionImageCache, sessionImageCache } from './session-image-cache';

describe('SessionImageCache', () => {
  it('revokes the URL a new image replaces under the same key (R-459)', () => {
    const revoked: string[] = [];
    const cache = new SessionImageCache({ revoke: (url) => revoked.push(url) });
    cache.set('k', 'blob:1');
    cache.set('k', 'blob:1');
    expect(revoked).toEqual([]);
    cache.set('k', 'blob:2');
    expect(revoked).toEqual(['blob:1']);
    expect(cache.get('k')).toBe('blob:2');
  });

  it('drops and revokes the least recently used image past its bound', () => {
    const revoked: string[] = [];
    const cache = new SessionImageCache({ maxEntries: 2, revoke: (url) => revoked.push(url) });
    cache.set('a', 'blob:a');
    cache.set('b', 'blob:b');
    cache.get('a');
    cache.set('c', 'blob:c');
    expect(revoked).toEqual(['blob:b']);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      'blob:a',
      undefined,
      'blob:c',
    ]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(revoked.sort()).toEqual(['blob:a', 'blob:b', 'blob:c']);
  });

  it('has one instance for the session, in module scope', () => {
    expect(sessionImageCache).toBeInstanceOf(SessionImageCache);
  });
});
