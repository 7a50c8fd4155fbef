// Test helpers of @unfurl/api-identity (tests only): a local OpenID Connect provider and a tiny
// browser for the social sign-in redirect chain.
export { startTestOidcProvider, createTestBrowser } from './oidc-provider.testing';
export type {
  TestOidcAccount,
  TestOidcProvider,
  TestOidcProviderOptions,
  BrowserHop,
  BrowserScript,
} from './oidc-provider.testing';
