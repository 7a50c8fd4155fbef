// POST /v1/listings/{id}/email-share without SMTP: mails wait in the outbox table.
import { listOutboxMail } from '@unfurl/api-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { SHARE_RECIPIENTS_PER_HOUR } from './listing-share.routes';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
const tokens: Record<string, string> = {};
let publicId = 0;
let privateId = 0;
let orderId = 0;

beforeAll(async () => {
  for (const email of ['viewer@acme.example', 'admin@unfurl.example', 'marie@unfurl.example']) {
    tokens[email] = (await signIn(harness().base, email)).IdToken;
  }
  const add = (title: string, isPrivate: boolean) =>
    insertTestListing(harness().db, {
      tenant: 'acme',
      ownerEmail: 'owner@acme.example',
      title,
      isPrivate,
    });
  publicId = await add('Shared coastline', false);
  privateId = await add('Secret coastline', true);
  orderId = await insertTestListing(harness().db, {
    tenant: 'acme',
    ownerEmail: 'owner@acme.example',
    title: 'Tasking order',
    listingType: 'ORDER',
  });
});

const share = (id: number, emails: unknown, token?: string, subdomain = 'acme') =>
  api(harness().base, `/v1/listings/${id}/email-share`, {
    method: 'POST',
    token,
    subdomain,
    body: { emails },
  });

describe('POST /v1/listings/{id}/email-share (outbox)', () => {
  it('refuses to share an order (422, R-333) and queues no mail', async () => {
    const response = await share(orderId, ['order@share.example'], tokens['viewer@acme.example']);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'ORDER_NOT_SHAREABLE',
      message: 'Orders cannot be shared.',
    });
    expect(await listOutboxMail(harness().db, 'order@share.example')).toEqual([]);
  });

  it('queues one mail per distinct address with the sharer name, the title and the link', async () => {
    const response = await share(
      privateId,
      ['a@share.example', 'A@share.example ', 'b@share.example'],
      tokens['viewer@acme.example'],
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      listingId: privateId,
      sent: ['a@share.example', 'b@share.example'],
      failed: [],
    });
    const [mail] = await listOutboxMail(harness().db, 'a@share.example');
    expect(mail).toMatchObject({ template: 'LISTING_SHARE' });
    expect(mail!.subject).toMatch(/shared a map with you: Secret coastline$/);
    expect(mail!.body).toContain(`/maps/secret-coastline-${privateId}`);
    expect(mail!.body).toContain('on Acme Corporation:');
  });

  it('needs sign-in (401) and a listing the user can see (404); addresses are checked (400)', async () => {
    expect((await share(publicId, ['x@share.example'])).status).toBe(401);
    const outsider = tokens['admin@unfurl.example'];
    expect((await share(privateId, ['x@share.example'], outsider)).status).toBe(404);
    // Another tenant's public listing does not exist on main.
    expect((await share(publicId, ['x@share.example'], outsider, '')).status).toBe(404);
    const viewer = tokens['viewer@acme.example'];
    const bad = await share(publicId, ['x@share.example', 'not-an-email'], viewer);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'Not a valid email address: not-an-email',
    );
    for (const emails of [[], 'x@share.example,y@share.example', Array(21).fill('x@s.example')]) {
      const response = await share(publicId, emails, viewer);
      expect(response.status, JSON.stringify(emails)).toBe(400);
    }
    expect((await listOutboxMail(harness().db, 'x@share.example')).length).toBe(0);
  });

  it(`allows ${SHARE_RECIPIENTS_PER_HOUR} addresses per user and hour, then 429`, async () => {
    const token = tokens['marie@unfurl.example'];
    const mainId = await insertTestListing(harness().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Main map',
    });
    for (let batch = 0; batch < SHARE_RECIPIENTS_PER_HOUR / 20; batch++) {
      const emails = Array.from({ length: 20 }, (_, i) => `r${batch}-${i}@share.example`);
      expect((await share(mainId, emails, token, '')).status).toBe(200);
    }
    const over = await share(mainId, ['one-more@share.example'], token, '');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe('TOO_MANY_SHARES');
  });
});
