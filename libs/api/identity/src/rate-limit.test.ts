import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';

let server: IdentityTestServer;
let cognito: CognitoIdentityProviderClient;
beforeAll(async () => {
  server = await startIdentityTestServer({ clientRate: { limit: 3, windowMs: 60_000 } });
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

describe('per-client rate limit', () => {
  it('answers TooManyRequestsException past the limit, until the window passes', async () => {
    const call = () =>
      cognito
        .send(
          new ForgotPasswordCommand({
            ClientId: 'unfurl-web',
            Username: `a${Math.random()}@x.example`,
          }),
        )
        .then(
          () => 'ok',
          (error: Error) => error.name,
        );
    const answers = [await call(), await call(), await call(), await call()];
    expect(answers).toEqual(['ok', 'ok', 'ok', 'TooManyRequestsException']);
    server.advance(61_000);
    expect(await call()).toBe('ok');
  });
});
