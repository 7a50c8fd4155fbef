// The client's likes, bookmarks and follows against the running API (R-308..R-325, R-331): the
// counts from the answers, the saved lists, follow lists, and the refusals as typed errors.
import { describe, expect, it } from 'vitest';
import {
  isApiError,
  isUnauthorizedError,
  isValidationError,
  NotFoundError,
} from '@unfurl/api-client';
import { insertTestListing, userIdOf } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('social.contract.test.ts');

describe('social calls against the running API', () => {
  it('like and unlike answer the count; bookmarks list what was bookmarked (R-308..R-316)', async () => {
    const id = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract likes',
      popularity: 4,
    });
    const alex = await server().signedIn('alex@unfurl.example');
    expect(await alex.social.like(id)).toEqual({ totalLikes: 5, isLiked: true });
    expect(await alex.social.like(id)).toEqual({ totalLikes: 5, isLiked: true });
    const liked = await alex.social.likes({ limit: 5 });
    expect(liked.listingIds[0]).toBe(id);
    expect(liked.listings[0]?.totalLikes).toBe(5);
    expect(await alex.social.unlike(id)).toEqual({ totalLikes: 4, isLiked: false });
    expect(await alex.social.bookmark(id)).toEqual({ listingId: id, isBookmarked: true });
    const saved = await alex.social.bookmarks();
    expect(saved).toMatchObject({ listingIds: [id], total: 1 });
    expect(await alex.social.unbookmark(id)).toEqual({ listingId: id, isBookmarked: false });
    expect((await alex.social.bookmarks()).total).toBe(0);
    const anonymous = server().client('main');
    expect(await anonymous.social.likes()).toEqual({ listingIds: [], listings: [], total: 0 });
    expect(isUnauthorizedError(await failure(anonymous.social.like(id)))).toBe(true);
  });

  it('orders cannot be liked; unknown listings are a NotFoundError (R-331)', async () => {
    const order = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract order',
      listingType: 'ORDER',
    });
    const alex = await server().signedIn('alex@unfurl.example');
    const refused = await failure(alex.social.like(order));
    expect(isValidationError(refused) && refused.code).toBe('ORDER_NOT_LIKEABLE');
    expect(await failure(alex.social.like(999_999_999))).toBeInstanceOf(NotFoundError);
  });

  it('follow, the lists, unfollow (R-318..R-325)', async () => {
    const marie = await server().signedIn('marie@unfurl.example');
    const gerardus = await userIdOf(server().db, 'gerardus@unfurl.example');
    expect(await marie.social.follow(gerardus)).toEqual({ isSuccess: true });
    const following = await marie.social.following();
    expect(following.users.map((user) => user.userId)).toContain(gerardus);
    const followers = await server().client('main').social.followers({ userId: gerardus });
    expect(followers.total).toBeGreaterThanOrEqual(1);
    expect(await marie.social.unfollow(gerardus)).toEqual({ isSuccess: true });
    expect((await marie.social.following()).users.map((u) => u.userId)).not.toContain(gerardus);
    const self = await failure(marie.social.follow((await marie.user.me()).userId));
    expect(isApiError(self) && self.code).toBe('CANNOT_FOLLOW_SELF');
  });

  itExercisedItsClaimedMethods('social.contract.test.ts');
});
