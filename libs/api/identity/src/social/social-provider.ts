/** The social sign-in providers: exactly Google and Facebook. */
export const SOCIAL_PROVIDER = { google: 'Google', facebook: 'Facebook' } as const;

/** One provider name, as the app passes it in `identity_provider`. */
export type SocialProviderName = (typeof SOCIAL_PROVIDER)[keyof typeof SOCIAL_PROVIDER];

/** Scopes asked of every provider. */
export const SOCIAL_SCOPES = ['email', 'profile', 'openid'] as const;

/** Issuers used when the environment names none. */
export const DEFAULT_SOCIAL_ISSUER: Record<SocialProviderName, string> = {
  [SOCIAL_PROVIDER.google]: 'https://accounts.google.com',
  [SOCIAL_PROVIDER.facebook]: 'https://www.facebook.com',
};

/** An OpenID Connect provider we are a relying party of. */
export interface SocialProviderConfig {
  readonly name: SocialProviderName;
  /** Issuer identifier; its `/.well-known/openid-configuration` is discovered on first use. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The provider name for a request value (exact, as Cognito's hosted UI), or undefined. */
export function socialProviderName(value: string): SocialProviderName | undefined {
  return Object.values(SOCIAL_PROVIDER).find((name) => name === value);
}
