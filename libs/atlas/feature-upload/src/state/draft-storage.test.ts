import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './draft-storage';
import { EMPTY_DRAFT } from './upload-store';

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the kept draft', () => {
  it('keeps what was typed and gives it back', () => {
    const storage = memory();
    const draft = {
      title: 'Coast',
      description: 'Cut short',
      tags: '#coast, sentinel',
      categories: ['history'],
      crs: 'EPSG:3857' as const,
    };
    saveDraft(storage, draft);
    expect(loadDraft(storage)).toEqual(draft);
    saveDraft(storage, EMPTY_DRAFT);
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('gives the empty draft for nothing, junk or a foreign shape', () => {
    const storage = memory();
    expect(loadDraft(undefined)).toEqual(EMPTY_DRAFT);
    expect(loadDraft(storage)).toEqual(EMPTY_DRAFT);
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toEqual(EMPTY_DRAFT);
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ title: 7, crs: 'EPSG:2154' }));
    expect(loadDraft(storage)).toEqual(EMPTY_DRAFT);
  });
});
