import { describe, expect, it } from 'vitest';
import { createFakeApiClient, makeListing } from '@unfurl/api-client/testing';
import type { ListingFootprint } from '@unfurl/domain';
import { FootprintCache } from './footprint-cache';
import { HoverDetails, footprintAoi } from './hover-details';

describe('footprintAoi', () => {
  it('is the footprint box a hair wider, so a point makes an area', () => {
    expect(footprintAoi([1, 'IMAGE', 3, 4, 3, 4])).toBe(
      'POLYGON((2.9999 3.9999,3.0001 3.9999,3.0001 4.0001,2.9999 4.0001,2.9999 3.9999))',
    );
  });
});

describe('FootprintCache of compact rows', () => {
  it('keys rows by their first element', () => {
    const cache = new FootprintCache<ListingFootprint>(2);
    cache.add([
      [1, 'COG', 0, 0, 1, 1],
      [2, 'GIF', 0, 0, 1, 1],
      [3, 'IMAGE', 2, 2, 2, 2],
    ]);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)?.[1]).toBe('IMAGE');
  });
});

describe('HoverDetails', () => {
  it('asks the list for the footprint box with the filters once, then answers from memory', async () => {
    const listing = makeListing({ id: 9, title: 'Delta floods' });
    const client = createFakeApiClient({ listings: [listing, makeListing({ id: 10 })] });
    const details = new HoverDetails(client);
    const row: ListingFootprint = [9, 'IMAGE', 0, 0, 1, 1];
    const signal = new AbortController().signal;
    expect(await details.load(row, { orderBy: 'TITLE' }, signal)).toBe(listing);
    expect(await details.load(row, { orderBy: 'TITLE' }, signal)).toBe(listing);
    const asked = client.calls.filter((call) => call.method === 'listings.list');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.args[0]).toMatchObject({ orderBy: 'TITLE', aoi: footprintAoi(row) });
    expect(details.get(10)?.id).toBe(10);
  });
});
