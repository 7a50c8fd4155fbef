// Test support of the server libs (never used by product code): a seeded database, a server with
// the request context and the identity endpoint, sign-in and calls, and fixtures.
export { openSeededTestDb, SEEDED_TEMPLATE_KEY } from './testing/seeded-db';
export { startFeatureServer, useFeatureServer } from './testing/feature-server';
export type { FeatureServer, FeatureServerOptions } from './testing/feature-server';
export { api, identityCall, signIn } from './testing/calls';
export type { ApiCall, Tokens } from './testing/calls';
export { insertTestListing, insertTestUser, userIdOf } from './testing/fixtures';
export type { TestListing } from './testing/fixtures';
