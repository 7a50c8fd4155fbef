import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { isUnauthorizedError } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { MESSAGES } from '@unfurl/domain';
import { Button } from '@unfurl/ui-kit';
import { findFollow } from './find-follow';

/** Props of <FollowButton>. */
export interface FollowButtonProps {
  /** Whose profile this is. */
  readonly userId: string;
  /** Called after a follow or unfollow the server accepted. */
  readonly onChange?: (following: boolean) => void;
}

/**
 * Follow / Following on a public profile. Hidden on your own profile; signed-out
 * readers are sent to sign in and back. Whether you already follow the user comes from
 * your following list; until it is known the button waits, and a failure says 'Error fetching
 * follow data'.
 */
export function FollowButton({ userId, onChange }: FollowButtonProps) {
  const { client, account, toasts } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const myId = useStore(account, (s) => s.profile?.userId ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const [following, setFollowing] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const own = myId !== null && myId.toLowerCase() === userId.toLowerCase();

  useEffect(() => {
    setFollowing(undefined);
    // Until your own id is known this could be your profile: the button waits.
    if (!loggedIn || own || myId === null) return;
    let live = true;
    findFollow(client.social, userId).then(
      (found) => live && setFollowing(found),
      () => live && toasts.getState().error(MESSAGES.fetchFollowData),
    );
    return () => {
      live = false;
    };
  }, [client, toasts, loggedIn, own, myId, userId]);

  if (own) return null;
  const toggle = async () => {
    if (!loggedIn) {
      const here = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    const next = !following;
    setBusy(true);
    try {
      const answer = next
        ? await client.social.follow(userId)
        : await client.social.unfollow(userId);
      if (!answer.isSuccess) throw new Error('not done');
      setFollowing(next);
      onChange?.(next);
    } catch (error) {
      const message = isUnauthorizedError(error)
        ? MESSAGES.userNotLoggedIn
        : MESSAGES.somethingWentWrong;
      toasts.getState().error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      title={following ? 'Unfollow' : undefined}
      data-testid="follow-button"
      aria-pressed={following === true}
      disabled={busy || (loggedIn && following === undefined)}
      onClick={() => void toggle()}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
