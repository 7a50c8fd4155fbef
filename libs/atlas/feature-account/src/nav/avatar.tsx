import { displayName } from '@unfurl/domain';
import type { NameFields } from '@unfurl/domain';

/** Initials of a display name: 'Ada Lovelace' → 'AL'. */
export function initials(profile: NameFields | null | undefined): string {
  const words = displayName(profile).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar: the image when there is one, else the initials. */
export function Avatar({
  profile,
  url,
  size = 36,
}: {
  readonly profile: NameFields | null | undefined;
  readonly url: string | null | undefined;
  readonly size?: number;
}) {
  return (
    <span
      className="account-avatar"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {url ? <img src={url} alt="" /> : initials(profile)}
    </span>
  );
}
