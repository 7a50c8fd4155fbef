import { describe, expect, it } from 'vitest';
import { NO_PICTURE_NOTE, pictureNote } from './picture-note';

describe('pictureNote', () => {
  it('tells that a map drawn from its own file has no picture yet', () => {
    for (const listingType of ['COG', 'IMAGE', 'LO_FI', 'GIF'] as const) {
      expect(pictureNote({ listingType, previewUrl: null })).toBe(NO_PICTURE_NOTE);
    }
  });

  it('says nothing when there is a picture, or for layers drawn from their own servers', () => {
    expect(pictureNote({ listingType: 'COG', previewUrl: '/listing-preview/1' })).toBeNull();
    for (const listingType of ['WMS', 'WMTS', 'TILE_LAYER', 'EXTERNAL_TILE_LAYER'] as const) {
      expect(pictureNote({ listingType, previewUrl: null })).toBeNull();
    }
  });
});
