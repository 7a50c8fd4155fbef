import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailConfig, DEFAULT_MAIL_FROM } from './mail-config';
import { isMailDeliveryError } from './mail-delivery-error';
import { createSmtpMailer } from './smtp-mailer';
import { REJECTED_PREFIX, startTestSmtpServer } from './testing';
import type { TestSmtpServer } from './testing';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

describe('createSmtpMailer', () => {
  it('delivers a mail to a real SMTP server, authenticated with the URL credentials', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Unfurl <no-reply@unfurl.example>' });
    await mailer.send({
      to: 'ada@unfurl.example',
      subject: 'Hello from Unfurl',
      text: 'Your code is 123456.',
      replyTo: 'grace@unfurl.example',
    });
    await mailer.close();
    const mail = await smtp.waitFor('ada@unfurl.example');
    expect(mail.from).toBe('no-reply@unfurl.example');
    expect(mail.subject).toBe('Hello from Unfurl');
    expect(mail.raw).toContain('Your code is 123456.');
    expect(mail.raw).toMatch(/^Reply-To: grace@unfurl\.example/im);
  });

  it('fails with a MailDeliveryError that does not reveal the password', async () => {
    const wrong = smtp.url.replace('smtp-test-secret', 'wrong-secret-value');
    const mailer = createSmtpMailer({ url: wrong, from: DEFAULT_MAIL_FROM });
    const error = await mailer.send({ to: 'ada@unfurl.example', subject: 'x', text: 'y' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    await mailer.close();
    expect(isMailDeliveryError(error)).toBe(true);
    expect((error as Error).message).toContain(`127.0.0.1:${smtp.port}`);
    expect((error as Error).message).not.toContain('wrong-secret-value');
    expect((error as { responseCode?: number }).responseCode).toBe(535);
  });

  it('fails with a MailDeliveryError 550 when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: DEFAULT_MAIL_FROM });
    const error = await mailer
      .send({ to: `${REJECTED_PREFIX}@unfurl.example`, subject: 'x', text: 'y' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    await mailer.close();
    expect(isMailDeliveryError(error)).toBe(true);
    expect((error as { responseCode?: number }).responseCode).toBe(550);
  });

  it('fails with a MailDeliveryError when nothing listens', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const mailer = createSmtpMailer({ url: closed.url, from: DEFAULT_MAIL_FROM, timeoutMs: 2000 });
    const error = await mailer.send({ to: 'ada@unfurl.example', subject: 'x', text: 'y' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    await mailer.close();
    expect(isMailDeliveryError(error)).toBe(true);
  });
});

describe('readMailConfig', () => {
  it('is undefined without SMTP_URL, so callers keep their outbox', () => {
    expect(readMailConfig({})).toBeUndefined();
    expect(readMailConfig({ SMTP_URL: '  ' })).toBeUndefined();
  });

  it('reads SMTP_URL and SMTP_FROM, and refuses other schemes', () => {
    expect(readMailConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' })).toEqual({
      url: 'smtps://u:p@mail.example:465',
      from: DEFAULT_MAIL_FROM,
    });
    expect(
      readMailConfig({ SMTP_URL: 'smtp://127.0.0.1:25', SMTP_FROM: 'Maps <m@maps.example>' }),
    ).toEqual({ url: 'smtp://127.0.0.1:25', from: 'Maps <m@maps.example>' });
    expect(() => readMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\//);
    expect(() => readMailConfig({ SMTP_URL: 'not a url' })).toThrow(/valid URL/);
  });
});
