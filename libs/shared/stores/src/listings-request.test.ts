import { describe, expect, it } from 'vitest';
import type { ListingsQuery } from '@unfurl/domain';
import { footprintsRequest, listingsFilter, listRequest } from './listings-request';

const AOI = 'POLYGON((0 0,1 0,1 1,0 1,0 0))';
const browse: ListingsQuery = {
  keywords: 'glacier',
  category: ['climate'],
  listingTypes: ['COG'],
  orderBy: 'NEWEST',
  limit: 20,
  offset: 40,
};

describe('list and map requests', () => {
  it('carry the same filter: keywords, category and types reach the footprints too', () => {
    const list = listRequest(browse);
    const map = footprintsRequest(browse, AOI);
    expect(listingsFilter(list)).toEqual(listingsFilter(map));
    expect(map).toMatchObject({
      keywords: 'glacier',
      category: ['climate'],
      listingTypes: ['COG'],
    });
  });

  it('page only the list and bound only the map', () => {
    expect(listRequest(browse)).toMatchObject({ limit: 20, offset: 40 });
    expect(footprintsRequest(browse, AOI)).not.toHaveProperty('offset');
    expect(footprintsRequest(browse, AOI)).not.toHaveProperty('limit');
    expect(footprintsRequest(browse, AOI).aoi).toBe(AOI);
  });

  it('leave out what is not set, so a cleared keyword is cleared in both', () => {
    // The store clears a field by setting it to undefined.
    const cleared = { ...browse, keywords: undefined } as unknown as ListingsQuery;
    expect(listRequest(cleared)).not.toHaveProperty('keywords');
    expect(footprintsRequest(cleared, AOI)).not.toHaveProperty('keywords');
    expect(listingsFilter({ limit: 20, orderBy: 'RELEVANCE' })).toEqual({});
  });
});
