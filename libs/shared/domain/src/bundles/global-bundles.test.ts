import { describe, expect, it } from 'vitest';
import { GLOBAL_BUNDLES, composeBundleList, isGlobalBundleId } from './global-bundles';

const server = [
  { id: 7, title: 'Oceans', description: '', previewUrl: null },
  { id: 8, title: 'Most Popular', description: '', previewUrl: null },
  { id: 9, title: 'Cities', description: '', previewUrl: '/p/9' },
];

describe('global bundles', () => {
  it('come in the order Recommended, Latest, Last Viewed, Bookmarks (R-261)', () => {
    expect(GLOBAL_BUNDLES.map((b) => b.title)).toEqual([
      'Recommended',
      'Latest',
      'Last Viewed',
      'Bookmarks',
    ]);
  });

  it('have the fixed ids -2, -4, -1, -3 (R-262)', () => {
    expect(GLOBAL_BUNDLES.map((b) => b.id)).toEqual([-2, -4, -1, -3]);
    expect(isGlobalBundleId(-1)).toBe(true);
    expect(isGlobalBundleId(7)).toBe(false);
  });

  it('appends server bundles after the globals (R-263) without most popular (R-264)', () => {
    expect(composeBundleList(server).map((b) => b.id)).toEqual([-2, -4, -1, -3, 7, 9]);
    expect(composeBundleList([])).toHaveLength(4);
  });
});
