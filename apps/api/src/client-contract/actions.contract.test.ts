// The client's listing actions against the running API (R-238..R-244): the own listings, edits,
// resubmission, reports, email shares and added files with their links; the refusals as typed
// errors carrying the server's message.
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  isApiError,
  isUnauthorizedError,
  isValidationError,
} from '@unfurl/api-client';
import { listOutboxMail } from '@unfurl/api-db';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('actions.contract.test.ts');
const OWNER = 'surveyor@acme.example';

/** The surveyor's client on acme, and their id token. */
async function owner() {
  const idToken = await server().idToken(OWNER);
  return { idToken, client: server().client('acme', { idToken }) };
}

describe('listing actions against the running API', () => {
  it('mine pages the own listings; anonymous it is a 401 (R-244)', async () => {
    const { client } = await owner();
    const mine = await client.actions.mine({ limit: 5 });
    expect(mine.listings.length).toBeGreaterThan(0);
    expect(mine.total).toBeGreaterThanOrEqual(mine.listings.length);
    const me = await client.user.me();
    for (const l of mine.listings) expect(l.userId).toBe(me.userId);
    const first = await client.actions.mine({ limit: 2 });
    const next = await client.actions.mine({ limit: 2, offset: 2 });
    const firstIds = first.listings.map((l) => l.id);
    expect(next.listings.some((l) => firstIds.includes(l.id))).toBe(false);
    const anonymous = await failure(server().client('acme').actions.mine());
    expect(isUnauthorizedError(anonymous) && anonymous.status).toBe(401);
  });

  it('update changes the metadata; the listing reads back changed; others are refused (R-240)', async () => {
    const { client } = await owner();
    const first = (await client.actions.mine({ limit: 1 })).listings[0]!;
    const updated = await client.actions.update(first.id, {
      title: 'Renamed by its owner',
      tags: ['survey', 'river'],
    });
    expect(updated).toMatchObject({ id: first.id, title: 'Renamed by its owner' });
    expect(updated.tags).toEqual(['survey', 'river']);
    expect((await client.listings.get(first.id)).title).toBe('Renamed by its owner');
    const viewer = server().client('acme', {
      idToken: await server().idToken('viewer@acme.example'),
    });
    const refused = await failure(viewer.actions.update(first.id, { title: 'Not mine' }));
    expect(refused).toBeInstanceOf(ForbiddenError);
    const bad = await failure(client.actions.update(first.id, { title: '' }));
    expect(isValidationError(bad)).toBe(true);
  });

  it('resubmit sends a rejected listing back to review; an approved one is a 409 (R-241)', async () => {
    const { client } = await owner();
    const rejected = await insertTestListing(server().db, {
      tenant: 'acme',
      ownerEmail: OWNER,
      title: 'Rejected survey sheet',
      reviewStatus: 'REJECTED',
    });
    const again = await client.actions.resubmit(rejected, { description: 'Sources added' });
    expect(again).toMatchObject({
      id: rejected,
      reviewStatus: 'PENDING',
      description: 'Sources added',
    });
    const approved = (await client.actions.mine({ limit: 50 })).listings.find(
      (l) => l.reviewStatus === 'APPROVED',
    )!;
    const conflict = await failure(client.actions.resubmit(approved.id));
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as Error).message).toBe(
      '409: This map is already approved: there is nothing to resubmit.',
    );
  });

  it('report records the reason and the message (R-242)', async () => {
    const { client } = await owner();
    const first = (await client.actions.mine({ limit: 1 })).listings[0]!;
    const report = await client.actions.report(first.id, {
      reason: 'SPAM',
      message: 'Posted twice',
    });
    expect(report).toEqual({
      listingId: first.id,
      reason: 'SPAM',
      message: 'Posted twice',
      createdAt: expect.any(Number),
    });
    const anonymous = await failure(
      server().client('acme').actions.report(first.id, { reason: 'SPAM' }),
    );
    expect(isUnauthorizedError(anonymous)).toBe(true);
  });

  it('emailShare mails the link to each address; a bad address is a ValidationError (R-243)', async () => {
    const { client } = await owner();
    const first = (await client.actions.mine({ limit: 1 })).listings[0]!;
    const shared = await client.actions.emailShare(first.id, [
      'Friend@Example.org',
      'colleague@example.org',
    ]);
    expect(shared).toEqual({
      listingId: first.id,
      sent: ['friend@example.org', 'colleague@example.org'],
      failed: [],
    });
    const [mail] = await listOutboxMail(server().db, 'friend@example.org');
    expect(mail?.body).toContain(first.seoTitle);
    const bad = await failure(client.actions.emailShare(first.id, ['x']));
    expect(isValidationError(bad) && bad.message).toBe('400: Not a valid email address: x');
  });

  it('addFile, the bytes to its signed URL, files, the file link, deleteFile (R-238, R-239)', async () => {
    const { client, idToken } = await owner();
    const first = (await client.actions.mine({ limit: 1 })).listings[0]!;
    const added = await client.actions.addFile(first.id, {
      type: 'text/csv',
      listingType: 'IMAGE',
      filename: 'gauges.csv',
      title: 'River gauges',
    });
    expect(added).toMatchObject({
      listingId: first.id,
      filename: 'gauges.csv',
      title: 'River gauges',
      url: `/listing-file/${first.id}/${added.id}`,
      upload: { method: 'PUT', url: expect.any(String) },
    });
    const bytes = 'gauge,level\nA,1.5\n';
    const put = await fetch(new URL(added.upload.url, server().url), {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: bytes,
    });
    expect(put.ok).toBe(true);
    const files = await client.actions.files(first.id);
    expect(files.map((f) => [f.id, f.filename])).toContainEqual([added.id, 'gauges.csv']);
    expect(files.find((f) => f.id === added.id)).not.toHaveProperty('upload');

    const link = server().links({ subdomain: 'acme', idToken }).file(first.id, added.id);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(bytes);

    await expect(client.actions.deleteFile(first.id, added.id)).resolves.toBeUndefined();
    expect((await client.actions.files(first.id)).some((f) => f.id === added.id)).toBe(false);
    expect((await fetch(link)).status).toBe(404);
    const missing = await failure(client.actions.deleteFile(first.id, added.id));
    expect(isApiError(missing) && missing.status).toBe(404);
  });

  itExercisedItsClaimedMethods('actions.contract.test.ts');
});
