// The identity flow on a real PostgreSQL (the scale-out path), through the AWS Cognito client.
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { listOutboxMail } from '@unfurl/api-db';
import { isTestPostgresReachable, TEST_POSTGRES_URL } from '@unfurl/api-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';

const reachable = await isTestPostgresReachable();
if (!reachable) {
  const message = `PostgreSQL with PostGIS is not reachable at ${TEST_POSTGRES_URL}`;
  if (process.env['CI'] === 'true') throw new Error(`${message} (CI requires it)`);
  console.warn(`${message}: skipping the PostgreSQL identity tests`);
}

describe.skipIf(!reachable)('identity on PostgreSQL', () => {
  let server: IdentityTestServer;
  let cognito: CognitoIdentityProviderClient;
  beforeAll(async () => {
    server = await startIdentityTestServer(
      { clientRate: { limit: 30, windowMs: 60_000 } },
      'postgres',
    );
    cognito = new CognitoIdentityProviderClient({
      region: 'eu-west-1',
      endpoint: server.endpoint,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    cognito?.destroy();
    await server?.close();
  });

  const auth = (
    AuthFlow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH',
    AuthParameters: Record<string, string>,
  ) => cognito.send(new InitiateAuthCommand({ ClientId: 'unfurl-web', AuthFlow, AuthParameters }));
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: Error) => error.name,
    );

  it('signs up, confirms, signs in, rotates, refuses a replay and locks after 5 failures', async () => {
    const email = 'pg@unfurl.example';
    await cognito.send(
      new SignUpCommand({ ClientId: 'unfurl-web', Username: email, Password: 'postgres-pw' }),
    );
    const code = /\d{6}/.exec((await listOutboxMail(server.db, email))[0]!.body)![0];
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: 'unfurl-web', Username: email, ConfirmationCode: code }),
    );
    const first = (await auth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: 'postgres-pw' }))
      .AuthenticationResult!;
    expect((await server.service.verifyIdToken(first.IdToken!)).email).toBe(email);
    const second = (await auth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: first.RefreshToken! }))
      .AuthenticationResult!;
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    expect(await failure(auth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: first.RefreshToken! }))).toBe(
      'NotAuthorizedException',
    );
    const wrong = () =>
      failure(auth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: 'nope-nope' }));
    const names = [await wrong(), await wrong(), await wrong(), await wrong(), await wrong()];
    expect(names).toEqual(Array(5).fill('NotAuthorizedException'));
    expect(
      await failure(auth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: 'postgres-pw' })),
    ).toBe('TooManyFailedAttemptsException');
  });
});
