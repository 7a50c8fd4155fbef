import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Listing } from '../wire/listing';
import { dropUnsupported, tagLabel, toListingView } from './listing-view';
import { toListingType } from './listing-type';

const base: Listing = {
  id: 12,
  seoTitle: 'old-paris-12',
  title: 'Old Paris',
  description: '',
  listingType: 'TILE_LAYER',
  geometryWKT: 'POLYGON((2 48, 3 48, 3 49, 2 49, 2 48))',
  bboxWKT: null,
  tags: ['history', '#paris'],
  categories: ['history'],
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  userId: 'u1',
  userName: 'ada',
  totalComments: 0,
  totalLikes: 0,
  previewUrl: null,
  isPrivate: false,
  isFeatured: false,
};

describe('toListingView', () => {
  it('converts createdAt seconds to dateUploaded (R-194)', () => {
    expect(toListingView(base).dateUploaded.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('derives position, bounding box (R-197) and #-prefixed tags (R-196) from the listing', () => {
    const view = toListingView(base);
    expect(view.position).toEqual({ lat: 48.5, lng: 2.5 });
    expect(view.boundingBox).toEqual([2, 48, 3, 49]);
    expect(view.tagLabels).toEqual(['#history', '#paris']);
  });

  it('uses bboxWKT for COG', () => {
    const cog = { ...base, listingType: 'COG' as const, bboxWKT: 'POLYGON((0 0,1 0,1 1,0 1,0 0))' };
    expect(toListingView(cog).boundingBox).toEqual([0, 0, 1, 1]);
  });

  it('gives an image placed by a point a 300 m box around its position (R-217, ruling 12)', () => {
    const image = { ...base, listingType: 'IMAGE' as const, geometryWKT: 'POINT(10 60)' };
    const view = toListingView(image);
    expect(view.position).toEqual({ lat: 60, lng: 10 });
    const [west, south, east, north] = view.boundingBox ?? [0, 0, 0, 0];
    const metresPerDegree = (2 * Math.PI * 6_371_008.8) / 360;
    expect((north - south) * metresPerDegree).toBeCloseTo(300, 1);
    expect((east - west) * metresPerDegree * Math.cos(Math.PI / 3)).toBeCloseTo(300, 1);
    expect([(west + east) / 2, (south + north) / 2]).toEqual([
      expect.closeTo(10, 9),
      expect.closeTo(60, 9),
    ]);
  });

  it('keeps the footprint of an image drawn over an area, and the point of other types (R-217)', () => {
    const image = { ...base, listingType: 'IMAGE' as const };
    expect(toListingView(image).boundingBox).toEqual([2, 48, 3, 49]);
    const tiles = { ...base, geometryWKT: 'POINT(10 60)' };
    expect(toListingView(tiles).boundingBox).toEqual([10, 60, 10, 60]);
  });

  it('survives missing or invalid WKT', () => {
    const view = toListingView({ ...base, geometryWKT: 'garbage' });
    expect(view.position).toBeUndefined();
    expect(view.boundingBox).toBeUndefined();
  });

  it('picks the chip from featured, new and the categories and tags (R-198)', () => {
    expect(toListingView({ ...base, isFeatured: true }).chip).toBe('FEATURED');
    expect(toListingView(base, { nowSeconds: base.createdAt + 3600 }).chip).toBe('NEW');
    expect(toListingView({ ...base, tags: ['daily'] }).chip).toBe('DAILY');
    expect(toListingView(base).chip).toBeUndefined();
  });

  it('keeps every wire field (R-193)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e9 }), fc.string(), (createdAt, title) => {
        const view = toListingView({ ...base, createdAt, title });
        expect(view.title).toBe(title);
        expect(view.dateUploaded.getTime()).toBe(createdAt * 1000);
      }),
    );
  });
});

describe('dropUnsupported', () => {
  it('drops unknown types (R-191) from per-user lists', () => {
    const list = [base, { ...base, id: 2, listingType: toListingType('HOLOGRAM') }];
    expect(dropUnsupported(list).map((l) => l.id)).toEqual([12]);
  });

  it('prefixes tags with # once', () => {
    expect(tagLabel('maps')).toBe('#maps');
    expect(tagLabel('#maps')).toBe('#maps');
  });
});
