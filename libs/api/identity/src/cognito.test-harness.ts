// Test harness (tests only): the identity plugin on a listening server, the real AWS Cognito
// client pointed at it, and helpers that remember every secret so the log can be searched for them.
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { listOutboxMail } from '@unfurl/api-db';
import { afterAll, beforeAll, expect } from 'vitest';
import type { IdentityConfig } from './identity-config';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';

/** The app client id of the tests (the default configuration's). */
export const CLIENT_ID = 'unfurl-web';

/** The error name an SDK call fails with. */
export async function errorName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { name: string }).name;
  }
  throw new Error('expected the call to fail');
}

/** Starts a server and a Cognito client for the file's tests; closes both after them. */
export function useCognitoHarness(
  config: Partial<IdentityConfig> = {},
  engine: 'pglite' | 'postgres' = 'pglite',
  options: { readonly port?: number } = {},
) {
  let server: IdentityTestServer;
  let cognito: CognitoIdentityProviderClient;
  const secrets = new Set<string>();
  beforeAll(async () => {
    server = await startIdentityTestServer(config, engine, options);
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
  const harness = {
    server: () => server,
    cognito: () => cognito,
    /** Every password, code and token the tests handled. */
    secrets,
    /** The last code mailed to an address (from the outbox). */
    async lastCode(email: string): Promise<string> {
      const mails = await listOutboxMail(server.db, email);
      const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body ?? '')?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      secrets.add(code);
      return code;
    },
    signIn(USERNAME: string, PASSWORD: string) {
      secrets.add(PASSWORD);
      return cognito.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME, PASSWORD },
        }),
      );
    },
    refresh(REFRESH_TOKEN: string) {
      return cognito.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN },
        }),
      );
    },
    signUp(email: string, password: string) {
      secrets.add(password);
      return cognito.send(
        new SignUpCommand({
          ClientId: CLIENT_ID,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'given_name', Value: 'Grace' },
            { Name: 'family_name', Value: 'Hopper' },
          ],
        }),
      );
    },
    /** Signs up, confirms and signs in a fresh user. */
    async newSignedInUser(email: string, password: string): Promise<AuthenticationResultType> {
      await harness.signUp(email, password);
      await cognito.send(
        new ConfirmSignUpCommand({
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: await harness.lastCode(email),
        }),
      );
      const result = (await harness.signIn(email, password)).AuthenticationResult!;
      for (const token of [result.IdToken, result.AccessToken, result.RefreshToken]) {
        secrets.add(token!);
      }
      return result;
    },
    /** Asserts the captured log holds no argon2 hash and none of the secrets. */
    expectNoSecretsInLog(): void {
      const log = server.logs.join('\n');
      expect(server.logs.length).toBeGreaterThan(20);
      expect(log).not.toContain('$argon2');
      expect(secrets.size).toBeGreaterThan(5);
      for (const secret of [...secrets].filter((value) => value.length >= 6)) {
        // Codes are digits: only count them where they are not part of a longer number.
        const found = /^\d+$/.test(secret)
          ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log)
          : log.includes(secret);
        expect(found, `a secret of ${secret.length} chars is in the log`).toBe(false);
      }
    },
  };
  return harness;
}
