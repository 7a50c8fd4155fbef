import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@unfurl/api-client';
import type { Listing, ListingsQuery } from '@unfurl/domain';
import { loadHomeLists } from './load-home-lists';

function listing(id: number): Listing {
  return {
    id,
    seoTitle: `map-${id}`,
    title: `Map ${id}`,
    description: '',
    listingType: 'COG',
    geometryWKT: 'POINT(0 0)',
    bboxWKT: null,
    tags: [],
    categories: [],
    createdAt: 0,
    updatedAt: 0,
    userId: 'u',
    userName: null,
    totalComments: 0,
    totalLikes: 0,
    previewUrl: null,
    isPrivate: false,
    isFeatured: false,
  };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => listing(i + 1));

describe('loadHomeLists', () => {
  it('asks for 6 featured, 6 newest and 25 worldwide and cuts to those limits', async () => {
    const queries: ListingsQuery[] = [];
    const client = {
      listings: {
        featured: async (q: { limit?: number }) => {
          expect(q.limit).toBe(6);
          return { listings: many(10) };
        },
        list: async (q: ListingsQuery) => {
          queries.push(q);
          return { listings: many(40), total: 40 };
        },
      },
    } as unknown as Pick<ApiClient, 'listings'>;
    const lists = await loadHomeLists(client);
    expect(lists.featured).toHaveLength(6);
    expect(lists.newest).toHaveLength(6);
    expect(lists.worldwide).toHaveLength(25);
    expect(queries).toEqual([{ limit: 6, orderBy: 'NEWEST' }, { limit: 25 }]);
  });
  it('drops unsupported listings and survives a failed featured call', async () => {
    const client = {
      listings: {
        featured: async () => {
          throw new Error('500: boom');
        },
        list: async () => ({
          listings: [{ ...listing(1), listingType: 'NOT_SUPPORTED' }, listing(2)],
          total: 2,
        }),
      },
    } as unknown as Pick<ApiClient, 'listings'>;
    const lists = await loadHomeLists(client);
    expect(lists.featured).toEqual([]);
    expect(lists.newest.map((l) => l.id)).toEqual([2]);
  });
});
