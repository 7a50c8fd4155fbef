import { describe, expect, it } from 'vitest';
import type { Listing } from '@unfurl/domain';
import { UPLOAD_PHASE } from './upload-phase';
import { EMPTY_DRAFT, createUploadStore, isUploading, parseTags } from './upload-store';

const listing = { id: 42, title: 'Harbour', seoTitle: 'harbour-42' } as unknown as Listing;

describe('upload store', () => {
  it('runs progress 0 to 100 per upload key and never backwards (R-252)', () => {
    const store = createUploadStore();
    store.getState().startUpload('uploads/a.tif');
    expect(store.getState().progress['uploads/a.tif']).toBe(0);
    expect(isUploading(store.getState())).toBe(true);
    store.getState().setProgress('uploads/a.tif', 37.4);
    store.getState().setProgress('uploads/a.tif', 20);
    expect(store.getState().progress['uploads/a.tif']).toBe(37);
    store.getState().setProgress('uploads/a.tif', 140);
    expect(store.getState().progress['uploads/a.tif']).toBe(100);
    store.getState().startUpload('uploads/b.tif');
    store.getState().setProgress('uploads/b.tif', 5);
    expect(store.getState().progress).toEqual({ 'uploads/a.tif': 100, 'uploads/b.tif': 5 });
  });

  it('records the error and resets the progress to 0 on failure (R-253, R-254)', () => {
    const store = createUploadStore();
    store.getState().startUpload('k');
    store.getState().setProgress('k', 80);
    store.getState().fail('413: File too large');
    const s = store.getState();
    expect(s.phase).toBe(UPLOAD_PHASE.Failed);
    expect(s.error).toBe('413: File too large');
    expect(s.progress['k']).toBe(0);
    expect(isUploading(s)).toBe(false);
  });

  it('goes uploading, processing, ready with the listing', () => {
    const store = createUploadStore();
    store.getState().startUpload('k');
    store.getState().startProcessing(42);
    expect(store.getState()).toMatchObject({ phase: 'processing', listingId: 42 });
    expect(store.getState().progress['k']).toBe(100);
    expect(isUploading(store.getState())).toBe(false);
    store.getState().ready(listing);
    expect(store.getState()).toMatchObject({ phase: 'ready', listing: { id: 42 } });
  });

  it('edits the draft, toggles categories, clamps opacity and resets', () => {
    const store = createUploadStore();
    store.getState().editDraft({ title: 'Harbour', crs: 'EPSG:3857' });
    store.getState().toggleCategory('history');
    store.getState().toggleCategory('marine-nautical');
    store.getState().toggleCategory('history');
    store.getState().setOpacity(1.7);
    expect(store.getState().draft).toMatchObject({
      title: 'Harbour',
      crs: 'EPSG:3857',
      categories: ['marine-nautical'],
    });
    expect(store.getState().opacity).toBe(1);
    store.getState().setOpacity(-1);
    expect(store.getState().opacity).toBe(0);
    store.getState().reset();
    expect(store.getState().draft.title).toBe('');
    expect(store.getState().phase).toBe(UPLOAD_PHASE.Idle);
  });

  it('starts from the kept draft and keeps it through a failure', () => {
    const kept = { ...EMPTY_DRAFT, title: 'Coast', tags: '#coast' };
    const store = createUploadStore(kept);
    store.getState().startUpload('file');
    store.getState().fail('The file is incomplete.');
    expect(store.getState().draft).toEqual(kept);
    expect(store.getState().progress['file']).toBe(0);
  });

  it('parses tags split on commas and spaces without # or duplicates', () => {
    expect(parseTags('#harbour, maps  #harbour old')).toEqual(['harbour', 'maps', 'old']);
    expect(parseTags('  ')).toEqual([]);
  });
});
