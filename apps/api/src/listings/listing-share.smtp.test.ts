// POST /v1/listings/{id}/email-share through nodemailer to a real SMTP server (npm smtp-server)
// on an ephemeral port: the app reads SMTP_URL as in production.
import { startTestSmtpServer } from '@unfurl/api-mail/testing';
import type { TestSmtpServer } from '@unfurl/api-mail/testing';
import { listOutboxMail } from '@unfurl/api-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useAuthHarness } from '../auth/auth.test-harness';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

let smtp: TestSmtpServer;
const saved = { url: process.env['SMTP_URL'], from: process.env['SMTP_FROM'] };
// Registered before the harness's own beforeAll, so the app starts with SMTP configured.
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env['SMTP_URL'] = smtp.url;
  process.env['SMTP_FROM'] = 'Unfurl <no-reply@unfurl.example>';
});
const harness = useAuthHarness();
afterAll(async () => {
  await smtp?.close();
  for (const [name, value] of [
    ['SMTP_URL', saved.url],
    ['SMTP_FROM', saved.from],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
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
