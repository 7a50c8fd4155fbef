// Code mails over SMTP: the identity server with a nodemailer sender pointed at a real SMTP server
// (npm smtp-server) on an ephemeral port, driven by the AWS Cognito client.
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { listOutboxMail } from '@unfurl/api-db';
import { createSmtpMailer } from '@unfurl/api-mail';
import { REJECTED_PREFIX, startTestSmtpServer } from '@unfurl/api-mail/testing';
import type { ReceivedMail, TestSmtpServer } from '@unfurl/api-mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';

const CLIENT_ID = 'unfurl-web';
const EMAIL = 'ada@mail.example';

let smtp: TestSmtpServer;
let server: IdentityTestServer;
let cognito: CognitoIdentityProviderClient;
const secrets = new Set<string>();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startIdentityTestServer({}, 'pglite', {
    mailer: createSmtpMailer({ url: smtp.url, from: 'Unfurl <no-reply@unfurl.example>' }),
  });
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
  await smtp?.close();
});

function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(
    mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error('no code in the mail');
  secrets.add(code);
  return code;
}

const signIn = (password: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD: password },
    }),
  );

describe('code mails over SMTP', () => {
  it('mails the sign-up code; ConfirmSignUp with it works', async () => {
    const before = smtp.received.length;
    secrets.add('first-password');
    await cognito.send(
      new SignUpCommand({ ClientId: CLIENT_ID, Username: EMAIL, Password: 'first-password' }),
    );
    const mail = await smtp.waitFor(EMAIL, before);
    expect(mail.from).toBe('no-reply@unfurl.example');
    expect(mail.subject).toBe('Your Unfurl verification code');
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: CLIENT_ID,
        Username: EMAIL,
        ConfirmationCode: codeIn(mail),
      }),
    );
    const result = await signIn('first-password');
    expect(result.AuthenticationResult?.IdToken).toBeTruthy();
    // Sent mail does not wait in the outbox with its code.
    expect(await listOutboxMail(server.db, EMAIL)).toEqual([]);
  });

  it('mails the reset code; ConfirmForgotPassword with it sets the new password', async () => {
    const before = smtp.received.length;
    const answer = await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: EMAIL }),
    );
    expect(answer.CodeDeliveryDetails).toMatchObject({
      DeliveryMedium: 'EMAIL',
      Destination: 'a***@m***',
    });
    const mail = await smtp.waitFor(EMAIL, before);
    expect(mail.subject).toBe('Reset your Unfurl password');
    expect(mail.raw).toMatch(/Your password reset code is \d{6}\. It expires in 1 hour\./);
    secrets.add('second-password');
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: EMAIL,
        ConfirmationCode: codeIn(mail),
        Password: 'second-password',
      }),
    );
    expect((await signIn('second-password')).AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(signIn('first-password')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('sends no mail for an unknown email, with the same answer', async () => {
    const before = smtp.received.length;
    const answer = await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: 'nobody@mail.example' }),
    );
    expect(answer.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.slice(before).filter((m) => m.to.includes('nobody@mail.example'))).toEqual(
      [],
    );
  });

  it('answers CodeDeliveryFailureException when the SMTP server refuses the mail', async () => {
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: CLIENT_ID,
          Username: `${REJECTED_PREFIX}@mail.example`,
          Password: 'bob-password',
        }),
      ),
    ).rejects.toMatchObject({
      name: 'CodeDeliveryFailureException',
      $metadata: { httpStatusCode: 400 },
    });
  });

  it('keeps codes and passwords out of the log', () => {
    const log = server.logs.join('\n');
    expect(secrets.size).toBe(4);
    for (const secret of secrets) {
      const found = /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log)
        : log.includes(secret);
      expect(found).toBe(false);
    }
    expect(log).not.toContain('smtp-test-secret');
  });
});
