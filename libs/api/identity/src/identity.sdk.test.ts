// Drives the identity endpoint with the real AWS Cognito client against a listening server.
import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS, setPassword } from '@unfurl/api-db';
import { hashSecret } from './passwords';
import { CLIENT_ID, errorName, useCognitoHarness } from './cognito.test-harness';

const h = useCognitoHarness();
const server = () => h.server();
const { lastCode, signIn, signUp, newSignedInUser } = h;

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
        h.cognito().send(
          new ConfirmSignUpCommand({
            ClientId: CLIENT_ID,
            Username: email,
            ConfirmationCode: wrong,
          }),
        ),
      ),
    ).toBe('CodeMismatchException');
    await h
      .cognito()
      .send(
        new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code }),
      );
    const result = (await signIn(email, 'cobol-1959')).AuthenticationResult!;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.IdToken && result.AccessToken && result.RefreshToken).toBeTruthy();
    const claims = await server().service.verifyIdToken(result.IdToken!);
    expect(claims).toMatchObject({
      sub: answer.UserSub,
      email,
      givenName: 'Grace',
      familyName: 'Hopper',
      domains: [],
    });
    expect(claims.payload['custom:domains']).toBe('[]');
  });

  it('answers a taken email as a new one (account-enumeration.test.ts); refuses a short password and a bad email', async () => {
    expect((await signUp('grace@navy.example', 'another-pw')).UserConfirmed).toBe(false);
    expect(await errorName(signUp('short@navy.example', '12345'))).toBe('InvalidPasswordException');
    expect(await errorName(signUp('not-an-email', 'long-enough'))).toBe(
      'InvalidParameterException',
    );
  });

  it('an expired confirmation code is ExpiredCodeException', async () => {
    const email = 'late@navy.example';
    await signUp(email, 'late-pass');
    const code = await lastCode(email);
    server().advance(25 * 3600_000);
    expect(
      await errorName(
        h.cognito().send(
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
    const answer = await h
      .cognito()
      .send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }));
    expect(answer.CodeDeliveryDetails?.Destination).toBe('r***@n***');
    const second = await lastCode(email);
    const confirm = (ConfirmationCode: string) =>
      h
        .cognito()
        .send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode }));
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

  it('refuses an AuthFlow it does not run (SRP, as Amplify sends by default) and names the ones it does', async () => {
    const refused = await h
      .cognito()
      .send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: 'ada@engine.example', SRP_A: 'abc' },
        }),
      )
      .catch((error: Error) => `${error.name}: ${error.message}`);
    expect(refused).toBe(
      'InvalidParameterException: Unsupported AuthFlow USER_SRP_AUTH: use USER_PASSWORD_AUTH or REFRESH_TOKEN_AUTH',
    );
  });

  it('takes similar time for an unknown email and a wrong password', async () => {
    const time = async (email: string): Promise<number> => {
      const started = performance.now();
      await signIn(email, 'not-the-password').catch(() => undefined);
      return performance.now() - started;
    };
    const median = (values: number[]): number =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    // 9 rounds, each pair back to back: a burst of load from other jobs on a shared machine moves
    // a few samples, not the median of 9.
    for (let round = 0; round < 9; round++)
      await newSignedInUser(`timing${round}@engine.example`, 'pass-word');
    for (let round = 0; round < 9; round++) {
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
    server().advance(16 * 60_000);
    expect((await signIn('locked@engine.example', 'right-pass')).AuthenticationResult).toBeTruthy();
  });

  it('PasswordResetRequiredException once the right password is given', async () => {
    const result = await newSignedInUser('reset@engine.example', 'old-pass');
    const { sub } = await server().service.verifyIdToken(result.IdToken!);
    await setPassword(server().db, sub, {
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

describe('logs', () => {
  it('hold no password, hash, code or token', () => {
    h.expectNoSecretsInLog();
  });
});
