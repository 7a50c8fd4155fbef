/** The two social login providers. */
export const SOCIAL_PROVIDER = {
  Google: 'Google',
  Facebook: 'Facebook',
} as const;

/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDER)[keyof typeof SOCIAL_PROVIDER];

/** The scopes every social login asks for. */
export const SOCIAL_SCOPES = ['email', 'profile', 'openid'] as const;

/** Reads a provider name (any case); anything else is undefined. */
export function toSocialProvider(value: unknown): SocialProvider | undefined {
  const name =
    typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : value;
  if (typeof name !== 'string') return undefined;
  return Object.values(SOCIAL_PROVIDER).find((p) => p.toLowerCase() === name.toLowerCase());
}
