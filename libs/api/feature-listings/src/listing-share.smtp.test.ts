// POST /v1/listings/{id}/email-share through nodemailer to a real SMTP server (npm smtp-server)
// on an ephemeral port: the mailer is made from SMTP_URL and SMTP_FROM as the app makes it.
import { startTestSmtpServer } from '@unfurl/api-mail/testing';
import type { TestSmtpServer } from '@unfurl/api-mail/testing';
import { createSmtpMailer, readMailConfig } from '@unfurl/api-mail';
import type { Mailer } from '@unfurl/api-mail';
import { listOutboxMail } from '@unfurl/api-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { api, signIn, useListingsServer } from './listings.test-harness';

let smtp: TestSmtpServer;
let mailer: Mailer | undefined;
// Registered before the server's own beforeAll, so the server starts with the SMTP mailer.
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const config = readMailConfig({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Unfurl <no-reply@unfurl.example>',
  });
  mailer = config && createSmtpMailer(config);
});
const harness = useListingsServer({ mailer: () => mailer });
afterAll(async () => {
  await mailer?.close();
  await smtp?.close();
});

let surveyor = '';
let listingId = 0;

beforeAll(async () => {
  surveyor = (await signIn(harness().base, 'surveyor@acme.example')).IdToken;
  listingId = await insertTestListing(harness().db, {
    tenant: 'acme',
    ownerEmail: 'owner@acme.example',
    title: 'Tide tables\nBcc: everyone@example.org',
  });
});

const share = (emails: unknown) =>
  api(harness().base, `/v1/listings/${listingId}/email-share`, {
    method: 'POST',
    token: surveyor,
    subdomain: 'acme',
    body: { emails },
  });

describe('email share over SMTP', () => {
  it('mails each address separately with the map link, Reply-To the sharer', async () => {
    const before = smtp.received.length;
    const response = await share(['Friend@Mail.example', 'colleague@mail.example']);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      listingId,
      sent: ['friend@mail.example', 'colleague@mail.example'],
      failed: [],
    });
    const mail = await smtp.waitFor('friend@mail.example', before);
    expect(mail.to).toEqual(['friend@mail.example']);
    expect(mail.from).toBe('no-reply@unfurl.example');
    expect(mail.subject).toMatch(/shared a map with you: Tide tables Bcc: everyone@example\.org$/);
    expect(mail.raw).toMatch(/^Reply-To: surveyor@acme\.example/im);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    // The text part is quoted-printable: join its soft line breaks.
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`/maps/tide-tables-bcc-everyone-example-org-${listingId}`);
    expect(text).toContain('shared a map with you on Acme Corporation:');
    await smtp.waitFor('colleague@mail.example', before);
    // Sent mail never waits in the outbox.
    expect(await listOutboxMail(harness().db, 'friend@mail.example')).toEqual([]);
  });

  it('reports addresses the server refuses; all refused is a 502', async () => {
    const partly = await share(['rejected-1@mail.example', 'ok@mail.example']);
    expect(await partly.json()).toEqual({
      listingId,
      sent: ['ok@mail.example'],
      failed: ['rejected-1@mail.example'],
    });
    const none = await share(['rejected-2@mail.example']);
    expect(none.status).toBe(502);
    expect(await none.json()).toEqual({
      code: 'MAIL_DELIVERY_FAILED',
      message: 'The email could not be sent. Please try again later.',
    });
  });
});
