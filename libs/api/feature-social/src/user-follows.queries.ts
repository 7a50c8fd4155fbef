// Who follows whom (`user_follows`, migration 0008): follow, unfollow and the two lists.
import type { Queryable } from '@unfurl/api-db';
import { userSeenOnTenantSql } from './social-target.queries';
import type { TenantRef } from './social-target.queries';

/** Follows a user; a repeat keeps the first follow. */
export async function followUser(
  db: Queryable,
  followerId: string,
  followeeId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO user_follows (follower_id, followee_id) VALUES ($1::uuid, $2::uuid)
     ON CONFLICT (follower_id, followee_id) DO NOTHING`,
    [followerId, followeeId],
  );
}

/** Stops following a user, if following. */
export async function unfollowUser(
  db: Queryable,
  followerId: string,
  followeeId: string,
): Promise<void> {
  await db.query(
    'DELETE FROM user_follows WHERE follower_id = $1::uuid AND followee_id = $2::uuid',
    [followerId, followeeId],
  );
}

/** Which list: the users who follow someone, or the users someone follows. */
export const FOLLOW_DIRECTION = {
  followers: 'followers',
  following: 'following',
} as const;

/** One of the {@link FOLLOW_DIRECTION}s. */
export type FollowDirection = (typeof FOLLOW_DIRECTION)[keyof typeof FOLLOW_DIRECTION];

/** One user of a follow list. */
export interface FollowListUser {
  readonly userId: string;
  readonly name: string | null;
  readonly seoName: string | null;
  /** Seconds since the epoch. */
  readonly followedAt: number;
}

/** Columns: `[the listed user, the user whose list it is]`, never user input. */
function columnsOf(direction: FollowDirection): readonly [string, string] {
  switch (direction) {
    case FOLLOW_DIRECTION.followers:
      return ['follower_id', 'followee_id'];
    case FOLLOW_DIRECTION.following:
      return ['followee_id', 'follower_id'];
    default: {
      const unhandled: never = direction;
      throw new Error(`unknown follow direction ${String(unhandled)}`);
    }
  }
}

/**
 * One page of a user's followers or followees that are live and seen on the tenant, newest
 * follow first, with the total of them.
 */
export async function followList(
  db: Queryable,
  tenant: TenantRef,
  query: {
    readonly direction: FollowDirection;
    readonly userId: string;
    readonly limit: number;
    readonly offset: number;
  },
): Promise<{ users: FollowListUser[]; total: number }> {
  const [listed, owner] = columnsOf(query.direction);
  const from = `FROM user_follows f JOIN users u ON u.id = f.${listed}
    WHERE f.${owner} = $3::uuid AND ${userSeenOnTenantSql(1, 2)}`;
  const params = [tenant.id, tenant.subdomain.toLowerCase(), query.userId];
  const rows = await db.query<FollowListUser & { fullCount: number }>(
    `SELECT u.id::text AS "userId",
       coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.name) AS "name",
       u.seo_name AS "seoName", floor(extract(epoch FROM f.created_at))::float8 AS "followedAt",
       count(*) OVER ()::float8 AS "fullCount"
     ${from}
     ORDER BY f.created_at DESC, u.id LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  let total = rows[0]?.fullCount;
  if (total === undefined) {
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::float8 AS n ${from}`, params);
    total = count?.n ?? 0;
  }
  return { users: rows.map(({ fullCount: _count, ...user }) => user), total };
}
