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

/**
 * The initials drawn as a picture (an SVG image, not text): the avatar is decorative inside a
 * control named 'Account: {name}', and visible text there would have to be part of that name
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function initialsImage(text: string): string {
  const safe = text.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-size="40" font-weight="650" ` +
    `font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fill="#fff">${safe}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A round avatar: the image when there is one, else the initials, as text or, inside a named
 * control (`initialsAsPicture`), as a picture.
 */
export function Avatar({
  profile,
  url,
  size = 36,
  initialsAsPicture = false,
}: {
  readonly profile: NameFields | null | undefined;
  readonly url: string | null | undefined;
  readonly size?: number;
  readonly initialsAsPicture?: boolean;
}) {
  return (
    <span
      className="account-avatar"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {url ? (
        <img src={url} alt="" />
      ) : initialsAsPicture ? (
        <img src={initialsImage(initials(profile))} alt="" />
      ) : (
        initials(profile)
      )}
    </span>
  );
}
