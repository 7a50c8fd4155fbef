// Relevance ranks every match of a narrow search, and a bounded set of the newest matches of a
// broad one (issue #13); either way every match is reachable by paging, exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { EXACT_TOTAL_CAP, searchListings } from './listing-search';
import type { ListingSearch } from './listing-search';
import {
  RANK_ALL_BELOW,
  RELEVANCE_CANDIDATES,
  relevanceCandidates,
} from './listing-search-relevance';
import { insertFixture } from './test-fixture';
import type { Fixture } from './test-fixture';
import { openTemplatedPgliteDb } from './template-cache';

let db: Db;
let fx: Fixture;

/** Matches of each word; the oldest match of each has the word in its title (the best rank). */
const NARROW = { word: 'zorblax', count: RELEVANCE_CANDIDATES + 50 } as const;
const BROAD = { word: 'quibbit', count: RANK_ALL_BELOW + 500 } as const;
/** More matches than a capped count reaches, fewer than relevance ranks. */
const MIDDLE = { word: 'frabjous', count: EXACT_TOTAL_CAP + 400 } as const;

/** Inserts `count` listings, one minute apart, the word in the description; the oldest's title. */
async function insertMatches(word: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type, geom,
       created_at)
     SELECT $1, $2::uuid, CASE WHEN n = 1 THEN 'Best ' || $3 ELSE 'Listing ' || n END,
       'mentions ' || $3, 'r', 'IMAGE', ST_SetSRID(ST_MakePoint(0, 0), 4326),
       timestamptz '2020-01-01' + n * interval '1 minute'
     FROM generate_series(1, $4::int) AS n`,
    [fx.main.tenantId, fx.mainUser, word, count],
  );
}

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  fx = await insertFixture(db);
  await insertMatches(NARROW.word, NARROW.count);
  await insertMatches(BROAD.word, BROAD.count);
  await insertMatches(MIDDLE.word, MIDDLE.count);
  await db.exec('ANALYZE listings');
});
afterAll(async () => {
  await db?.close();
});

const search = (keywords: string, page: Partial<ListingSearch> = {}) =>
  searchListings(db, fx.main, { limit: 20, offset: 0, orderBy: 'RELEVANCE', keywords, ...page });

describe('relevance candidates (issue #13)', () => {
  it('ranks every match when the planner expects fewer than RANK_ALL_BELOW', async () => {
    expect(relevanceCandidates(NARROW.count)).toBe(RANK_ALL_BELOW);
    const page = await search(NARROW.word);
    // The best match is the oldest, far outside the newest RELEVANCE_CANDIDATES.
    expect(page.listings[0]?.title).toBe(`Best ${NARROW.word}`);
    expect(page.listings[1]?.title).toBe(`Listing ${NARROW.count}`);
    expect(page.total).toBe(NARROW.count);
    expect(page.totalIsEstimate).toBe(false);
    expect(Object.keys(page.listings[0] ?? {})).not.toContain('matched');
  });

  it('totals a ranked search exactly from its own read, past the capped count', async () => {
    const page = await search(MIDDLE.word, { offset: 40 });
    expect(page.listings).toHaveLength(20);
    expect(page).toMatchObject({ total: MIDDLE.count, totalIsEstimate: false });
  });

  it('ranks only the newest RELEVANCE_CANDIDATES of a broad search and estimates its total', async () => {
    expect(relevanceCandidates(RANK_ALL_BELOW)).toBe(RELEVANCE_CANDIDATES);
    const page = await search(BROAD.word);
    expect(page.listings.map((listing) => listing.title)).not.toContain(`Best ${BROAD.word}`);
    expect(page.listings[0]?.title).toBe(`Listing ${BROAD.count}`);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(RANK_ALL_BELOW);
    // Past the candidates, matches follow newest first: the best one comes last.
    const last = await search(BROAD.word, { offset: BROAD.count - 1, limit: 5 });
    expect(last.listings.map((listing) => listing.title)).toEqual([`Best ${BROAD.word}`]);
  });

  it('pages through every match of a broad search exactly once', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < BROAD.count + 250; offset += 250) {
      const page = await search(BROAD.word, { offset, limit: 250 });
      seen.push(...page.listings.map((listing) => listing.id));
    }
    expect(seen).toHaveLength(BROAD.count);
    expect(new Set(seen).size).toBe(BROAD.count);
  });
});
