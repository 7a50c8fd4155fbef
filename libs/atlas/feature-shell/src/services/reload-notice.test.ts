import { describe, expect, it } from 'vitest';
import { saveNoticeForReload, takeNoticeAfterReload } from './reload-notice';
import type { NoticeStorage } from './reload-notice';

function memoryStorage(): NoticeStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('notice across a reload', () => {
  it('is read once after it was saved', () => {
    const storage = memoryStorage();
    expect(takeNoticeAfterReload(storage)).toBeUndefined();
    saveNoticeForReload(storage, 'Not logged in');
    expect(takeNoticeAfterReload(storage)).toBe('Not logged in');
    expect(takeNoticeAfterReload(storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('does nothing, and throws nothing, without a usable storage', () => {
    const blocked: NoticeStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => saveNoticeForReload(blocked, 'x')).not.toThrow();
    expect(takeNoticeAfterReload(blocked)).toBeUndefined();
    saveNoticeForReload(undefined, 'x');
    expect(takeNoticeAfterReload(undefined)).toBeUndefined();
  });
});
