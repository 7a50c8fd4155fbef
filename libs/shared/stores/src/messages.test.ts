import { describe, expect, it } from 'vitest';
import {
  BUNDLE_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  MAP_DELETED_MESSAGE,
  MAP_UNAVAILABLE_MESSAGE,
} from './messages';

describe('store messages', () => {
  it('read exactly as the spec words them (1§8)', () => {
    expect(Object.values(BUNDLE_ERROR_MESSAGE)).toEqual([
      'Failed to fetch global bundles',
      'Failed to fetch bundles',
      'Failed to fetch bundle listings',
      'Failed to fetch bundles for global listings',
      'Failed to fetch global listings',
    ]);
    expect(MAP_DELETED_MESSAGE).toBe('A map attached to this page has been deleted.');
    expect(MAP_UNAVAILABLE_MESSAGE).toBe('The map you are looking for can not be displayed');
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong.');
  });
});
