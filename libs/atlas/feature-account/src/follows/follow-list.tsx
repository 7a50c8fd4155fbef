import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FollowList as FollowPage } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LIMITS, MESSAGES } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';

/** Which list of a user: who follows them, or whom they follow. */
export const FOLLOW_LIST_KIND = { followers: 'followers', following: 'following' } as const;
/** One of {@link FOLLOW_LIST_KIND}. */
export type FollowListKind = (typeof FOLLOW_LIST_KIND)[keyof typeof FOLLOW_LIST_KIND];

const TEXT: Record<FollowListKind, { title: string; failure: string; empty: string }> = {
  followers: { title: 'Followers', failure: MESSAGES.fetchFollowers, empty: 'No followers yet.' },
  following: { title: 'Following', failure: MESSAGES.fetchFollowing, empty: 'Follows nobody yet.' },
};

/** Props of <FollowList>. */
export interface FollowListProps {
  readonly userId: string;
  readonly kind: FollowListKind;
  /** A new value reloads the list from its first page (after a follow or unfollow). */
  readonly reloadKey?: number;
}

/**
 * A user's followers or following, 20 a page with previous and next, each
 * linking to that user's profile. A failed page says 'Error fetching followers' or
 * 'Error fetching following users'.
 */
export function FollowList({ userId, kind, reloadKey = 0 }: FollowListProps) {
  const { client } = useAtlasServices();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<FollowPage | null | undefined>(undefined);
  const size = LIMITS.followPage;

  useEffect(() => setOffset(0), [userId, reloadKey]);
  useEffect(() => {
    let live = true;
    const query = { userId, limit: size, offset };
    const read =
      kind === FOLLOW_LIST_KIND.followers ? client.social.followers : client.social.following;
    read(query).then(
      (answer) => live && setPage(answer),
      () => live && setPage(null),
    );
    return () => {
      live = false;
    };
  }, [client, kind, userId, offset, size, reloadKey]);

  const text = TEXT[kind];
  return (
    <section className="account-follows" data-testid={`follow-list-${kind}`}>
      <h3 className="account-page__subtitle">
        {text.title}
        {page ? <span data-testid={`follow-total-${kind}`}> ({page.total})</span> : null}
      </h3>
      {page === null ? (
        <p className="account-page__text" role="alert">
          {text.failure}
        </p>
      ) : null}
      {page && page.users.length === 0 ? <p className="account-page__text">{text.empty}</p> : null}
      {page && page.users.length > 0 ? (
        <ul className="account-follows__list">
          {page.users.map((user) => (
            <li key={user.userId}>
              <Link to={`/profile/${encodeURIComponent(user.userId)}`}>
                {user.name ?? user.seoName ?? 'Unnamed user'}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > size ? (
        <div className="account-follows__pager">
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - size))}>
            Previous page
          </Button>
          <Button
            data-testid={`follow-next-${kind}`}
            disabled={offset + size >= page.total}
            onClick={() => setOffset(offset + size)}
          >
            Next page
          </Button>
        </div>
      ) : null}
    </section>
  );
}
