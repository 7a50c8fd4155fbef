import { describe, expect, it } from 'vitest';
import { readIdentityConfig, readSocialProviders } from './identity-config';

describe('readSocialProviders', () => {
  it('offers no provider without OIDC_* settings', () => {
    expect(readSocialProviders({})).toEqual([]);
  });

  it('turns a provider on when its client id and secret are set; issuers default', () => {
    expect(
      readSocialProviders({
        OIDC_GOOGLE_CLIENT_ID: 'g-id',
        OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
        OIDC_FACEBOOK_CLIENT_ID: 'f-id',
        OIDC_FACEBOOK_CLIENT_SECRET: 'f-secret',
        OIDC_FACEBOOK_ISSUER: 'https://issuer.example/fb',
      }),
    ).toEqual([
      {
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
      },
      {
        name: 'Facebook',
        issuer: 'https://issuer.example/fb',
        clientId: 'f-id',
        clientSecret: 'f-secret',
      },
    ]);
  });

  it('refuses half a provider or a bad issuer, without echoing the secret', () => {
    expect(() => readSocialProviders({ OIDC_GOOGLE_CLIENT_SECRET: 'hidden-secret' })).toThrow(
      'OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET must be set together',
    );
    expect(() =>
      readSocialProviders({
        OIDC_GOOGLE_CLIENT_ID: 'g',
        OIDC_GOOGLE_CLIENT_SECRET: 's',
        OIDC_GOOGLE_ISSUER: 'not a url',
      }),
    ).toThrow(/OIDC_GOOGLE_ISSUER/);
  });
});

describe('readIdentityConfig', () => {
  it('reads redirect origins and trims a trailing slash off the issuer', () => {
    const config = readIdentityConfig({
      IDENTITY_ISSUER: 'https://maps.example/identity/',
      IDENTITY_REDIRECT_ORIGINS: 'https://maps.example, http://localhost:4201/ignored-path',
    });
    expect(config.issuer).toBe('https://maps.example/identity');
    expect(config.redirectOrigins).toEqual(['https://maps.example', 'http://localhost:4201']);
    expect(config.socialProviders).toEqual([]);
  });

  it('refuses a redirect origin that is not http(s)', () => {
    expect(() => readIdentityConfig({ IDENTITY_REDIRECT_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /IDENTITY_REDIRECT_ORIGINS/,
    );
  });
});
