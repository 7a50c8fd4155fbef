// The listing action queries (migration 0008) on PGlite and, when reachable, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import {
  getReviewStatus,
  listListingReports,
  resubmitListing,
  updateListingMetadata,
  upsertListingReport,
} from './listing-edit-queries';
import {
  countListingFiles,
  deleteListingFile,
  findListingFile,
  findVisibleListingFile,
  insertListingFile,
} from './listing-file-queries';
import { recommendedListings, similarListings } from './listing-recommendations';
import { insertFixture } from './test-fixture';
import type { Fixture } from './test-fixture';
import { openTemplatedPgliteDb, openTestPostgresDb, runsPostgresTests } from './testing';
import { userListings } from './user-listing-queries';

const READER = '00000000-0000-4000-8000-0000000000aa';

function describeListingActions(name: string, open: () => Promise<Db>, enabled: boolean): void {
  describe.skipIf(!enabled)(`listing actions on ${name}`, () => {
    let db: Db;
    let fx: Fixture;
    const add = async (title: string, extra: Record<string, unknown> = {}): Promise<number> => {
      const row = {
        review: 'APPROVED',
        type: 'COG',
        categories: ['environment'],
        tags: ['fixture'],
        likes: 0,
        wkt: 'POLYGON((3 6,4 6,4 7,3 7,3 6))',
        ...extra,
      };
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO listings (tenant_id, user_id, title, seo_title, listing_type, review_status, geom,
           categories, tags, total_likes)
         VALUES ($1, $2, $3, 'x', $4, $5, ST_GeomFromText($6, 4326), $7, $8, $9)
         RETURNING id::float8 AS id`,
        [
          fx.main.tenantId,
          fx.mainUser,
          title,
          row.type,
          row.review,
          row.wkt,
          row.categories,
          row.tags,
          row.likes,
        ],
      );
      return inserted!.id;
    };
    beforeAll(async () => {
      db = await open();
      fx = await insertFixture(db);
      await db.query(
        `INSERT INTO users (id, tenant_id, email) VALUES ($1, $2, 'reader@x.example')`,
        [READER, fx.main.tenantId],
      );
    });
    afterAll(async () => {
      await db?.close();
    });

    it('updates metadata fields given, keeps the others; a missing listing is false', async () => {
      const id = await add('Before');
      expect(await updateListingMetadata(db, id, { title: 'After', tags: ['a', 'b'] })).toBe(true);
      const [row] = await db.query<{ title: string; tags: string[]; categories: string[] }>(
        'SELECT title, tags, categories FROM listings WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ title: 'After', tags: ['a', 'b'], categories: ['environment'] });
      expect(await updateListingMetadata(db, 99_999_999, { title: 'x' })).toBe(false);
    });

    it('resubmits: returns the earlier status, leaves PENDING; unknown reads as PENDING', async () => {
      const id = await add('Rejected', { review: 'REJECTED' });
      expect(await resubmitListing(db, id)).toBe('REJECTED');
      expect(await getReviewStatus(db, id)).toBe('PENDING');
      const odd = await add('Odd', { review: 'ON_HOLD' });
      expect(await getReviewStatus(db, odd)).toBe('PENDING');
      expect(await resubmitListing(db, 99_999_999)).toBeUndefined();
    });

    it('keeps one report per user and listing', async () => {
      const id = await add('Reported');
      await upsertListingReport(db, { listingId: id, userId: READER, reason: 'Spam' });
      const again = await upsertListingReport(db, {
        listingId: id,
        userId: READER,
        reason: 'Copyright',
        message: 'Mine',
      });
      expect(again).toMatchObject({ listingId: id, reason: 'Copyright', message: 'Mine' });
      expect(await listListingReports(db, id)).toHaveLength(1);
    });

    it('stores files under a key made from their id; finds them by id or name on the tenant', async () => {
      const id = await add('With files');
      const file = await insertListingFile(
        db,
        {
          listingId: id,
          userId: fx.mainUser,
          type: 'text/plain',
          listingType: 'IMAGE',
          filename: 'legend.txt',
          title: 'Legend',
          description: '',
        },
        (fileId) => `listings/${id}/files/${fileId}/legend.txt`,
      );
      expect(file.objectKey).toBe(`listings/${id}/files/${file.id}/legend.txt`);
      expect(await countListingFiles(db, id)).toBe(1);
      expect((await findVisibleListingFile(db, fx.main, id, String(file.id)))?.id).toBe(file.id);
      expect((await findVisibleListingFile(db, fx.main, id, 'legend.txt'))?.id).toBe(file.id);
      expect(await findVisibleListingFile(db, fx.acme, id, 'legend.txt')).toBeUndefined();
      expect(await findListingFile(db, fx.acme.tenantId, id, file.id)).toBeUndefined();
      expect(await deleteListingFile(db, file.id)).toBe(true);
      expect(await findListingFile(db, fx.main.tenantId, id, file.id)).toBeUndefined();
    });

    it('recommends POPULAR for anyone, PERSONAL and FOLLOWING for a user, interleaved', async () => {
      const popular = await add('Crowd favourite', { likes: 5000, categories: ['urban'] });
      const popular2 = await add('Runner-up', { likes: 4000, categories: ['urban'] });
      const anonymous = await recommendedListings(db, fx.main, {
        template: ['PERSONAL', 'POPULAR', 'FOLLOWING'],
        userId: undefined,
        limit: 2,
        offset: 0,
      });
      expect(anonymous.listings.map((l) => l.id)).toEqual([popular, popular2]);
      expect(anonymous.hasMore).toBe(true);
      // The reader viewed the Lagos flood map and follows the main user.
      await db.query(
        `INSERT INTO user_listing_views (user_id, listing_id, viewed_at) VALUES ($1, $2, now())`,
        [READER, fx.ids['flood']],
      );
      await db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
        READER,
        fx.mainUser,
      ]);
      const mine = await recommendedListings(db, fx.main, {
        template: ['PERSONAL', 'POPULAR', 'FOLLOWING'],
        userId: READER,
        limit: 3,
        offset: 0,
      });
      const [first, second, third] = mine.listings;
      expect(first?.categories).toContain('environment');
      expect(first?.id).not.toBe(fx.ids['flood']);
      expect(second?.id).toBe(popular);
      expect(third?.userId).toBe(fx.mainUser);
      expect(new Set(mine.listings.map((l) => l.id)).size).toBe(3);
      const none = await recommendedListings(db, fx.main, {
        template: ['FOLLOWING'],
        userId: undefined,
        limit: 5,
        offset: 0,
      });
      expect(none).toEqual({ listings: [], hasMore: false });
    });

    it('similar: same categories first, never itself, only listed and visible ones', async () => {
      const page = await similarListings(db, fx.main, {
        listingId: fx.ids['flood']!,
        limit: 50,
        offset: 0,
      });
      const ids = page!.listings.map((l) => l.id);
      expect(ids).not.toContain(fx.ids['flood']);
      expect(ids).not.toContain(fx.ids['pending']);
      expect(ids).not.toContain(fx.ids['mainPrivate']);
      expect(page!.listings[0]?.categories).toContain('environment');
      expect(
        await similarListings(db, fx.main, {
          listingId: fx.ids['acmePublic']!,
          limit: 5,
          offset: 0,
        }),
      ).toBeUndefined();
    });

    it("lists a user's own listings in every state, without NOT_SUPPORTED, with the total", async () => {
      const before = await userListings(db, {
        tenantId: fx.main.tenantId,
        userId: fx.mainUser,
        limit: 250,
        offset: 0,
      });
      await add('Unsupported', { type: 'NOT_SUPPORTED' });
      const after = await userListings(db, {
        tenantId: fx.main.tenantId,
        userId: fx.mainUser,
        limit: 250,
        offset: 0,
      });
      expect(after.total).toBe(before.total);
      const titles = after.listings.map((l) => l.title);
      expect(titles).toEqual(
        expect.arrayContaining(['Pending flood map', 'Main private flood notes']),
      );
      expect(titles).not.toContain('Unsupported');
      const pending = after.listings.find((l) => l.title === 'Pending flood map');
      expect(pending?.reviewStatus).toBe('PENDING');
      const acme = await userListings(db, {
        tenantId: fx.acme.tenantId,
        userId: fx.mainUser,
        limit: 5,
        offset: 0,
      });
      expect(acme).toEqual({ listings: [], total: 0 });
    });
  });
}

describeListingActions('PGlite (embedded)', () => openTemplatedPgliteDb(), true);
describeListingActions(
  'PostgreSQL (DATABASE_URL)',
  () => openTestPostgresDb(),
  await runsPostgresTests('the listing action queries on PostgreSQL'),
);
