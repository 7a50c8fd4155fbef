import type { SocialApi } from '@unfurl/api-client';
import { LIMITS } from '@unfurl/domain';

/**
 * Whether the signed-in user follows `userId`: reads their own following list, the largest page
 * the server allows at a time, until the user is found or the list ends. Rejects when a page
 * cannot be read ('Error fetching follow data', R-343, is the caller's to show).
 */
export async function findFollow(
  social: Pick<SocialApi, 'following'>,
  userId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const wanted = userId.toLowerCase();
  const limit = LIMITS.listingsMax;
  for (let offset = 0; ; offset += limit) {
    const page = await social.following({ limit, offset }, signal ? { signal } : undefined);
    if (page.users.some((user) => user.userId.toLowerCase() === wanted)) return true;
    if (page.users.length < limit || offset + limit >= page.total) return false;
  }
}
