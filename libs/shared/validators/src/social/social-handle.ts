/** Outcome of a social handle check: the normalised profile URL ('' for empty input) or a reason. */
export type SocialHandleResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly value: ''; readonly reason: string };

/** A social network the profile links to. */
export interface SocialNetwork {
  readonly name: string;
  /** Host names (without www.) whose URLs this network accepts. */
  readonly hosts: readonly string[];
  /** Profile URL of a valid handle. */
  readonly profileUrl: (handle: string) => string;
}

/** A parsed input: a bare handle, or a URL on one of the network's hosts split into path parts. */
export type HandleInput =
  | { readonly kind: 'handle'; readonly handle: string }
  | { readonly kind: 'url'; readonly parts: readonly string[]; readonly query: string }
  | { readonly kind: 'foreign-url' };

const URLISH =
  /^(?:https?:\/\/)?(?:www\.|m\.|mobile\.)?([a-z0-9.-]+\.[a-z]{2,})(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i;

/**
 * Splits the trimmed input into a bare handle (leading @ removed) or a URL on the network's
 * hosts. Text that looks like a URL on another host is a foreign URL.
 */
export function readHandleInput(value: string, network: SocialNetwork): HandleInput {
  const text = value.trim();
  const looksLikeUrl =
    /^https?:\/\//i.test(text) || /^(?:www\.)?[a-z0-9-]+\.[a-z]{2,}\//i.test(text);
  const match = URLISH.exec(text);
  const host = match?.[1]?.toLowerCase();
  if (match && host && network.hosts.includes(host)) {
    const parts = (match[2] ?? '').split('/').filter((p) => p !== '');
    return { kind: 'url', parts: parts.map(decodePart), query: match[3] ?? '' };
  }
  if (looksLikeUrl) return { kind: 'foreign-url' };
  return { kind: 'handle', handle: text.replace(/^@/, '') };
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A success result. */
export function accepted(value: string): SocialHandleResult {
  return { ok: true, value };
}

/** A failure result. */
export function rejected(reason: string): SocialHandleResult {
  return { ok: false, value: '', reason };
}
