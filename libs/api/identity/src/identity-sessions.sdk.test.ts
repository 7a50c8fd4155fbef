// Drives the identity endpoint with the real AWS Cognito client against a listening server.
import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { listOutboxMail } from '@unfurl/api-db';
import { CLIENT_ID, errorName, useCognitoHarness } from './cognito.test-harness';

const h = useCognitoHarness();
const server = () => h.server();
const { lastCode, signIn, refresh, newSignedInUser, secrets } = h;

describe('sessions', () => {
  it('refresh rotates the refresh token; replaying a used one ends the session', async () => {
    const first = await newSignedInUser('turing@bletchley.example', 'enigma-1');
    const second = (await refresh(first.RefreshToken!)).AuthenticationResult!;
    expect(second).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(second.RefreshToken).toBeTruthy();
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    secrets.add(second.RefreshToken!);
    expect((await server().service.verifyIdToken(second.IdToken!)).email).toBe(
      'turing@bletchley.example',
    );
    expect(await errorName(refresh(first.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh(second.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh('made-up-token'))).toBe('NotAuthorizedException');
  });

  it('GetUser returns the username and attributes', async () => {
    const tokens = await newSignedInUser('hedy@patent.example', 'frequency');
    const user = await h.cognito().send(new GetUserCommand({ AccessToken: tokens.AccessToken! }));
    const { sub } = await server().service.verifyIdToken(tokens.IdToken!);
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
      await errorName(h.cognito().send(new GetUserCommand({ AccessToken: tokens.IdToken! }))),
    ).toBe('NotAuthorizedException');
  });

  it('GlobalSignOut revokes refresh and access tokens', async () => {
    const tokens = await newSignedInUser('out@door.example', 'leaving');
    const other = (await signIn('out@door.example', 'leaving')).AuthenticationResult!;
    await h.cognito().send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken! }));
    expect(await errorName(refresh(tokens.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await errorName(refresh(other.RefreshToken!))).toBe('NotAuthorizedException');
    expect(
      await errorName(h.cognito().send(new GetUserCommand({ AccessToken: tokens.AccessToken! }))),
    ).toBe('NotAuthorizedException');
  });

  it('GetUser of a deleted account is UserNotFoundException', async () => {
    const tokens = await newSignedInUser('gone@door.example', 'vanishing');
    const { sub } = await server().service.verifyIdToken(tokens.IdToken!);
    await server().db.query('DELETE FROM users WHERE id = $1', [sub]);
    expect(
      await errorName(h.cognito().send(new GetUserCommand({ AccessToken: tokens.AccessToken! }))),
    ).toBe('UserNotFoundException');
  });
});

describe('passwords', () => {
  it('ChangePassword checks the old one and the rule, then revokes old refresh tokens', async () => {
    const tokens = await newSignedInUser('change@pw.example', 'first-pass');
    const change = (PreviousPassword: string, ProposedPassword: string) => {
      secrets.add(ProposedPassword);
      return h.cognito().send(
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
      h.cognito().send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username }));
    const confirm = (ConfirmationCode: string, Password: string) => {
      secrets.add(Password);
      return h.cognito().send(
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
    expect(await listOutboxMail(server().db, 'nobody@pw.example')).toEqual([]);
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
      h.cognito().send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: 'expire@pw.example',
          ConfirmationCode,
          Password: 'brand-new',
        }),
      );
    await h
      .cognito()
      .send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'expire@pw.example' }));
    const code = await lastCode('expire@pw.example');
    server().advance(61 * 60_000);
    expect(await errorName(confirm(code))).toBe('ExpiredCodeException');
    await h
      .cognito()
      .send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'expire@pw.example' }));
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
      h
        .cognito()
        .send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'spam@pw.example' }));
    for (let attempt = 0; attempt < 5; attempt++) await forgot();
    expect(await errorName(forgot())).toBe('LimitExceededException');
  });
});

describe('wire shape', () => {
  const post = (target: string | undefined, body: string) =>
    fetch(server().endpoint, {
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

  it('odd bodies and content types are Cognito 400s, never a 500', async () => {
    const target = 'AWSCognitoIdentityProviderService.SignUp';
    const answers: [number, string][] = [];
    for (const [type, body] of [
      ['application/x-amz-json-1.1', '[1, 2]'],
      ['application/x-amz-json-1.1', 'null'],
      ['application/x-amz-json-1.1', '"text"'],
      ['application/x-amz-json-1.1', JSON.stringify({ Username: 'x'.repeat(70_000) })],
      ['application/x-amz-json-1.1', JSON.stringify({ ClientId: CLIENT_ID, Username: 42 })],
      ['application/x-amz-json-1.1', JSON.stringify({ ClientId: CLIENT_ID, UserAttributes: 7 })],
      ['text/plain', '{}'],
    ] as const) {
      const response = await fetch(server().endpoint, {
        method: 'POST',
        headers: { 'content-type': type, 'x-amz-target': target },
        body,
      });
      const json = (await response.json()) as { __type: string };
      answers.push([response.status, json.__type]);
    }
    for (const [status, name] of answers) {
      expect(status).toBe(400);
      expect(name).toMatch(/^(InvalidParameter|Serialization)Exception$/);
    }
  });

  it('serves the public keys as JWKS (no private parts)', async () => {
    const response = await fetch(`${server().endpoint}/.well-known/jwks.json`);
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
      (await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    expect(await count('identity_throttles')).toBeGreaterThan(0);
    server().advance(3 * 86_400_000);
    await h
      .cognito()
      .send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'x@prune.example' }));
    // Only the counters of this very request are left.
    expect(await count('identity_throttles')).toBe(2);
    expect(await count('identity_codes')).toBe(0);
  });
});

describe('logs', () => {
  it('hold no password, hash, code or token', () => {
    h.expectNoSecretsInLog();
  });
});
