// Drives the identity endpoint with the real AWS Cognito client against a listening server.
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS, listOutboxMail, setPassword } from '@unfurl/api-db';
import { hashSecret } from './passwords';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';

const CLIENT_ID = 'unfurl-web';
let server: IdentityTestServer;
let cognito: CognitoIdentityProviderClient;
/** Every secret the tests handle, checked against the log at the end. */
const secrets = new Set<string>();

beforeAll(async () => {
  server = await startIdentityTestServer();
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

/** The error name an SDK call fails with. */
async function errorName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { name: string }).name;
  }
  throw new Error('expected the call to fail');
}

async function lastCode(email: string): Promise<string> {
  const mails = await listOutboxMail(server.db, email);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  secrets.add(code);
  return code;
}

const signIn = (USERNAME: string, PASSWORD: string) => {
  secrets.add(PASSWORD);
  return cognito.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME, PASSWORD },
    }),
  );
};
const refresh = (REFRESH_TOKEN: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN },
    }),
  );
const signUp = (email: string, password: string) => {
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
};
/** Signs up, confirms and signs in a fresh user. */
async function newSignedInUser(email: string, password: string) {
  await signUp(email, password);
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: await lastCode(email),
    }),
  );
  const result = (await signIn(email, password)).AuthenticationResult!;
  for (const token of [result.IdToken, result.AccessToken, result.RefreshToken])
    secrets.add(token!);
  return result;
}

describe('sign-up and confirmation', () => {
  it('signs up unconfirmed, mails a 6-digit code, confirms, then signs in', async () => {
    const email = 'grace@navy.example';
    const answer = await signUp(email, 'cobol-1959');
    expect(answer.UserConfirmed).toBe(false);
    expect(answer.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.CodeDeliveryDetails).toEqual({
      Destination: 'g***@n***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await errorName(signIn(email, 'cobol-1959'))).toBe('UserNotConfirmedException');
    const code = await lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      await errorName(
        cognito.send(
          new ConfirmSignUpCommand({
            ClientId: CLIENT_ID,
            Username: email,
            ConfirmationCode: wrong,
          }),
        ),
      ),
    ).toBe('CodeMismatchException');
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code }),
    );
    const result = (await signIn(email, 'cobol-1959')).AuthenticationResult!;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.IdToken && result.AccessToken && result.RefreshToken).toBeTruthy();
    const claims = await server.service.verifyIdToken(result.IdToken!);
    expect(claims).toMatchObject({
      sub: answer.UserSub,
      email,
      givenName: 'Grace',
      familyName: 'Hopper',
      domains: [],
    });
    expect(claims.payload['custom:domains']).toBe('[]');
  });

  it('refuses a taken email, a short password and a bad email', async () => {
    expect(await errorName(signUp('grace@navy.example', 'another-pw'))).toBe(
      'UsernameExistsException',
    );
    expect(await errorName(signUp('short@navy.example', '12345'))).toBe('InvalidPasswordException');
    expect(await errorName(signUp('not-an-email', 'long-enough'))).toBe(
      'InvalidParameterException',
    );
  });

  it('an expired confirmation code is ExpiredCodeException', async () => {
    const email = 'late@navy.example';
    await signUp(email, 'late-pass');
    const code = await lastCode(email);
    server.advance(25 * 3600_000);
    expect(
      await errorName(
        cognito.send(
          new ConfirmSignUpCommand({
            ClientId: CLIENT_ID,
            Username: email,
            ConfirmationCode: code,
          }),
        ),
      ),
    ).toBe('ExpiredCodeException');
  });
});

describe('resending the code', () => {
  it('ResendConfirmationCode replaces the code; the old one no longer matches', async () => {
    const email = 'resend@navy.example';
    await signUp(email, 'resend-pw');
    const first = await lastCode(email);
    const answer = await cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(answer.CodeDeliveryDetails?.Destination).toBe('r***@n***');
    const second = await lastCode(email);
    const confirm = (ConfirmationCode: string) =>
      cognito.send(
        new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode }),
      );
    if (first !== second) expect(await errorName(confirm(first))).toBe('CodeMismatchException');
    await confirm(second);
    expect((await signIn(email, 'resend-pw')).AuthenticationResult).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('unknown email and wrong password give the same NotAuthorizedException', async () => {
    await newSignedInUser('ada@engine.example', 'analytical');
    const messages = await Promise.all(
      [signIn('nobody@engine.example', 'analytical'), signIn('ada@engine.example', 'wrong-pw')].map(
        (call) => call.catch((error: Error) => `${error.name}: ${error.message}`),
      ),
    );
    expect(messages).toEqual([
      'NotAuthorizedException: Incorrect username or password.',
      'NotAuthorizedException: Incorrect username or password.',
    ]);
  });

  it('takes similar time for an unknown email and a wrong password', async () => {
    const time = async (email: string): Promise<number> => {
      const started = performance.now();
      await signIn(email, 'not-the-password').catch(() => undefined);
      return performance.now() - started;
    };
    const median = (values: number[]): number => values.sort((a, b) => a - b)[2]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 5; round++)
      await newSignedInUser(`timing${round}@engine.example`, 'pass-word');
    for (let round = 0; round < 5; round++) {
      unknown.push(await time(`ghost${round}@engine.example`));
      known.push(await time(`timing${round}@engine.example`));
    }
    // Both run one argon2id verification (~50 ms); without the dummy hash unknown would be ~2 ms.
    const ratio = median(unknown) / median(known);
    expect(median(unknown)).toBeGreaterThan(10);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('locks a username after 5 failures in 15 minutes, known or unknown', async () => {
    await newSignedInUser('locked@engine.example', 'right-pass');
    for (const email of ['locked@engine.example', 'ghost@engine.example']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await errorName(signIn(email, `wrong-${attempt}`))).toBe('NotAuthorizedException');
      }
      expect(await errorName(signIn(email, 'right-pass'))).toBe('TooManyFailedAttemptsException');
    }
    server.advance(16 * 60_000);
    expect((await signIn('locked@engine.example', 'right-pass')).AuthenticationResult).toBeTruthy();
  });

  it('PasswordResetRequiredException once the right password is given', async () => {
    const result = await newSignedInUser('reset@engine.example', 'old-pass');
    const { sub } = await server.service.verifyIdToken(result.IdToken!);
    await setPassword(server.db, sub, {
      passwordHash: await hashSecret('old-pass'),
      status: CREDENTIAL_STATUS.resetRequired,
      emailVerified: true,
      at: new Date().toISOString(),
    });
    expect(await errorName(signIn('reset@engine.example', 'wrong-pass'))).toBe(
      'NotAuthorizedException',
    );
    expect(await errorName(signIn('reset@engine.example', 'old-pass'))).toBe(
      'PasswordResetRequiredException',
    );
  });
});

describe('sessions', () => {
  it('refresh rotates the refresh token; replaying a used one ends the session', async () => {
    const first = await newSignedInUser('turing@bletchley.example', 'enigma-1');
    const second = (await refresh(first.RefreshToken!)).AuthenticationResult!;
    expect(second).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(second.RefreshToken).toBeTruthy();
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    secrets.add(second.RefreshToken!);
    expect((await server.service.verifyIdToken(second.IdToken!)).email).toBe(
      'turing@bletchley.example',
    );
    expect(await errorName(refresh(first.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh(second.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh('made-up-token'))).toBe('NotAuthorizedException');
  });

  it('GetUser returns the username and attributes', async () => {
    const tokens = await newSignedInUser('hedy@patent.example', 'frequency');
    const user = await cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken! }));
    const { sub } = await server.service.verifyIdToken(tokens.IdToken!);
    expect(user.Username).toBe(sub);
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'hedy@patent.example' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Grace' },
      ]),
    );
    expect(
      await errorName(cognito.send(new GetUserCommand({ AccessToken: tokens.IdToken! }))),
    ).toBe('NotAuthorizedException');
  });

  it('GlobalSignOut revokes refresh and access tokens', async () => {
    const tokens = await newSignedInUser('out@door.example', 'leaving');
    const other = (await signIn('out@door.example', 'leaving')).AuthenticationResult!;
    await cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken! }));
    expect(await errorName(refresh(tokens.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh(other.RefreshToken!))).toBe('NotAuthorizedException');
    expect(
      await errorName(cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken! }))),
    ).toBe('NotAuthorizedException');
  });

  it('GetUser of a deleted account is UserNotFoundException', async () => {
    const tokens = await newSignedInUser('gone@door.example', 'vanishing');
    const { sub } = await server.service.verifyIdToken(tokens.IdToken!);
    await server.db.query('DELETE FROM users WHERE id = $1', [sub]);
    expect(
      await errorName(cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken! }))),
    ).toBe('UserNotFoundException');
  });
});

describe('passwords', () => {
  it('ChangePassword checks the old one and the rule, then revokes old refresh tokens', async () => {
    const tokens = await newSignedInUser('change@pw.example', 'first-pass');
    const change = (PreviousPassword: string, ProposedPassword: string) => {
      secrets.add(ProposedPassword);
      return cognito.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken!,
          PreviousPassword,
          ProposedPassword,
        }),
      );
    };
    expect(await errorName(change('not-it', 'second-pass'))).toBe('NotAuthorizedException');
    expect(await errorName(change('first-pass', 'short'))).toBe('InvalidPasswordException');
    await change('first-pass', 'second-pass');
    expect(await errorName(refresh(tokens.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(signIn('change@pw.example', 'first-pass'))).toBe(
      'NotAuthorizedException',
    );
    expect((await signIn('change@pw.example', 'second-pass')).AuthenticationResult).toBeTruthy();
  });

  it('ForgotPassword mails a code; ConfirmForgotPassword sets the new password', async () => {
    const tokens = await newSignedInUser('forgot@pw.example', 'forgotten');
    const forgot = (Username: string) =>
      cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username }));
    const confirm = (ConfirmationCode: string, Password: string) => {
      secrets.add(Password);
      return cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: 'forgot@pw.example',
          ConfirmationCode,
          Password,
        }),
      );
    };
    // Unknown emails get the same answer, and no mail.
    expect((await forgot('nobody@pw.example')).CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(await listOutboxMail(server.db, 'nobody@pw.example')).toEqual([]);
    await forgot('forgot@pw.example');
    const code = await lastCode('forgot@pw.example');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '123456' ? '654321' : '123456';
    expect(await errorName(confirm(wrong, 'remembered'))).toBe('CodeMismatchException');
    expect(await errorName(confirm(code, '123'))).toBe('InvalidPasswordException');
    await confirm(code, 'remembered');
    expect(await errorName(refresh(tokens.RefreshToken!))).toBe('NotAuthorizedException');
    expect((await signIn('forgot@pw.example', 'remembered')).AuthenticationResult).toBeTruthy();
    expect(await errorName(confirm(code, 'again-and-again'))).toBe('CodeMismatchException');
  });

  it('an expired reset code is ExpiredCodeException; too many wrong codes burn it', async () => {
    await newSignedInUser('expire@pw.example', 'expiring');
    const confirm = (ConfirmationCode: string) =>
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: 'expire@pw.example',
          ConfirmationCode,
          Password: 'brand-new',
        }),
      );
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'expire@pw.example' }),
    );
    const code = await lastCode('expire@pw.example');
    server.advance(61 * 60_000);
    expect(await errorName(confirm(code))).toBe('ExpiredCodeException');
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'expire@pw.example' }),
    );
    const fresh = await lastCode('expire@pw.example');
    const wrong = fresh === '111111' ? '222222' : '111111';
    const names: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) names.push(await errorName(confirm(wrong)));
    expect(names).toEqual([
      ...Array(4).fill('CodeMismatchException'),
      'TooManyFailedAttemptsException',
    ]);
    expect(await errorName(confirm(fresh))).toBe('CodeMismatchException');
  });

  it('more than 5 codes an hour for one username is LimitExceededException', async () => {
    const forgot = () =>
      cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'spam@pw.example' }));
    for (let attempt = 0; attempt < 5; attempt++) await forgot();
    expect(await errorName(forgot())).toBe('LimitExceededException');
  });
});

describe('wire shape', () => {
  const post = (target: string | undefined, body: string) =>
    fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        ...(target ? { 'x-amz-target': target } : {}),
      },
      body,
    });

  it('errors are 400 { __type, message } with x-amzn-ErrorType', async () => {
    const response = await post(
      'AWSCognitoIdentityProviderService.InitiateAuth',
      JSON.stringify({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nobody@wire.example', PASSWORD: 'whatever' },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(await response.json()).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('unknown actions, bad JSON, missing fields, unknown clients and flows', async () => {
    const type = async (response: Response) =>
      ((await response.json()) as { __type: string }).__type;
    expect(await type(await post('AWSCognitoIdentityProviderService.DeleteUserPool', '{}'))).toBe(
      'UnknownOperationException',
    );
    expect(await type(await post(undefined, '{}'))).toBe('UnknownOperationException');
    expect(await type(await post('AWSCognitoIdentityProviderService.SignUp', '{"x":'))).toBe(
      'SerializationException',
    );
    expect(await type(await post('AWSCognitoIdentityProviderService.SignUp', '{}'))).toBe(
      'InvalidParameterException',
    );
    const auth = (body: object) =>
      post('AWSCognitoIdentityProviderService.InitiateAuth', JSON.stringify(body));
    expect(await type(await auth({ ClientId: 'nope', AuthFlow: 'USER_PASSWORD_AUTH' }))).toBe(
      'ResourceNotFoundException',
    );
    expect(await type(await auth({ ClientId: CLIENT_ID, AuthFlow: 'CUSTOM_AUTH' }))).toBe(
      'InvalidParameterException',
    );
  });

  it('serves the public keys as JWKS (no private parts)', async () => {
    const response = await fetch(`${server.endpoint}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('housekeeping', () => {
  it('prunes ended throttle windows and expired codes a day later', async () => {
    const count = async (table: string) =>
      (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    expect(await count('identity_throttles')).toBeGreaterThan(0);
    server.advance(3 * 86_400_000);
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'x@prune.example' }),
    );
    // Only the counters of this very request are left.
    expect(await count('identity_throttles')).toBe(2);
    expect(await count('identity_codes')).toBe(0);
  });
});

describe('logs', () => {
  it('hold no password, hash, code or token', async () => {
    const log = server.logs.join('\n');
    expect(server.logs.length).toBeGreaterThan(50);
    expect(log).not.toContain('$argon2');
    expect(secrets.size).toBeGreaterThan(20);
    for (const secret of [...secrets].filter((value) => value.length >= 6)) {
      // Codes are digits: only count them where they are not part of a longer number.
      const found = /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log)
        : log.includes(secret);
      expect(found, `a secret of ${secret.length} chars is in the log`).toBe(false);
    }
  });
});
