import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COORDINATE_SYSTEMS, IMAGE_TYPES } from '../geo/coordinate-system';
import { ACCESS_MODES } from './access-mode';
import { ENTRY_ORIGINS } from './entry-origin';
import {
  MAP_TYPE_FILTER_HELP,
  MAP_TYPE_FILTER_LABELS,
  listingTypesForFilter,
} from './map-type-filter';
import { REVIEW_STATUSES, toReviewStatus } from './review-status';

describe('listing closed sets', () => {
  it('access modes are PREVIEW, VIEW, DOWNLOAD, SEARCH (R-199)', () => {
    expect(ACCESS_MODES).toEqual(['PREVIEW', 'VIEW', 'DOWNLOAD', 'SEARCH']);
  });

  it('entry origins are the 13 of the spec (R-200)', () => {
    expect(ENTRY_ORIGINS).toEqual([
      'MY_IMAGERY',
      'BROWSE_PAGE',
      'DISCOVER',
      'SUBDOMAIN_DRAW',
      'YOUR_MAPS',
      'FEATURED_DRAW',
      'STOARY',
      'DASHBOARD_TASK',
      'CLUSTER',
      'USER_PROFILE',
      'SHARE',
      'SEARCH',
      'BOOKMARKS',
    ]);
  });

  it('map type filter labels (R-206) and help texts (R-207)', () => {
    expect(MAP_TYPE_FILTER_LABELS).toEqual({
      ALL: 'All Map Types',
      LOFI: 'LoFi Maps',
      MAPS: 'Georeferenced Maps',
      GIF: 'GIF Maps',
    });
    expect(Object.keys(MAP_TYPE_FILTER_HELP)).toEqual(['LOFI', 'MAPS', 'GIF']);
    for (const help of Object.values(MAP_TYPE_FILTER_HELP)) expect(help.length).toBeGreaterThan(20);
    expect(listingTypesForFilter('ALL')).toBeUndefined();
    expect(listingTypesForFilter('LOFI')).toEqual(['LO_FI']);
    expect(listingTypesForFilter('MAPS')).not.toContain('ORDER');
  });

  it('coordinate systems (R-208) and image types (R-209)', () => {
    expect(COORDINATE_SYSTEMS).toEqual(['EPSG:3395', 'EPSG:3857', 'EPSG:4326']);
    expect(IMAGE_TYPES).toEqual(['image/jpeg', 'image/png']);
  });

  it('review status is PENDING, APPROVED, REJECTED (R-210); unknown is PENDING (R-211)', () => {
    expect(REVIEW_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
    expect(toReviewStatus('APPROVED')).toBe('APPROVED');
    expect(toReviewStatus('approved')).toBe('PENDING');
    expect(toReviewStatus(null)).toBe('PENDING');
    fc.assert(
      fc.property(fc.string(), (s) => REVIEW_STATUSES.includes(toReviewStatus(s) as never)),
    );
  });
});
