import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { PublicUserProfileWire } from '@unfurl/api-client';
import { MESSAGES, displayName } from '@unfurl/domain';
import { Spinner } from '@unfurl/ui-kit';
import { Avatar } from '../nav/avatar';
import { FollowButton } from '../follows/follow-button';
import { FOLLOW_LIST_KIND, FollowList } from '../follows/follow-list';
import { AreaFollowsList } from './area-follows-list';
import { UserMaps } from './user-maps';

const LINKS = [
  ['websiteUrl', 'Website'],
  ['twitterUrl', 'Twitter / X'],
  ['facebookUrl', 'Facebook'],
  ['instagramUrl', 'Instagram'],
  ['linkedinUrl', 'LinkedIn'],
  ['blueskyUrl', 'Bluesky'],
] as const;

/**
 * `/profile/{userId}`: a user's public profile, its Follow button, maps and follow lists (and
 * on your own profile your followed areas); a
 * failure toasts 'Failed to load profile'.
 */
export function PublicProfilePage() {
  const { client, toasts, account } = useAtlasServices();
  const { userId = '' } = useParams();
  const myId = useStore(account, (s) => (s.loggedIn ? s.profile?.userId : undefined));
  const [profile, setProfile] = useState<PublicUserProfileWire | null | undefined>(undefined);
  const [follows, setFollows] = useState(0);
  useEffect(() => {
    let live = true;
    setProfile(undefined);
    client.user.profile(userId).then(
      (p) => live && setProfile(p),
      () => {
        if (!live) return;
        setProfile(null);
        toasts.getState().error(MESSAGES.loadProfile);
      },
    );
    return () => {
      live = false;
    };
  }, [client, toasts, userId]);
  if (profile === undefined) return <Spinner />;
  if (profile === null) {
    return (
      <section className="account-page" data-testid="public-profile">
        <p className="account-page__text">{MESSAGES.loadProfile}</p>
      </section>
    );
  }
  return (
    <section className="account-page account-profile" data-testid="public-profile">
      <div
        className="account-profile__banner"
        style={profile.bannerUrl ? { backgroundImage: `url("${profile.bannerUrl}")` } : undefined}
      />
      <div className="account-profile__head">
        <Avatar profile={profile} url={profile.avatarUrl} size={72} />
        <h2 className="account-page__title">{displayName(profile)}</h2>
        <FollowButton userId={userId} onChange={() => setFollows((n) => n + 1)} />
      </div>
      {profile.bio ? <p className="account-page__text">{profile.bio}</p> : null}
      {profile.longDescription ? (
        <p className="account-page__text">{profile.longDescription}</p>
      ) : null}
      <ul className="account-links">
        {LINKS.filter(([key]) => profile[key]).map(([key, label]) => (
          <li key={key}>
            <a href={profile[key] ?? '#'} target="_blank" rel="noreferrer noopener">
              {label}
            </a>
          </li>
        ))}
      </ul>
      {myId !== undefined && myId.toLowerCase() === userId.toLowerCase() ? (
        <AreaFollowsList />
      ) : null}
      <UserMaps userId={userId} />
      <div className="account-follows-grid">
        <FollowList userId={userId} kind={FOLLOW_LIST_KIND.followers} reloadKey={follows} />
        <FollowList userId={userId} kind={FOLLOW_LIST_KIND.following} />
      </div>
    </section>
  );
}
