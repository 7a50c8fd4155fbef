// PUT /v1/listings/{id}, PUT /v1/listings/{id}/reSubmit and POST /v1/listings/{id}/report on the
// real app (PGlite, sign-in through the identity endpoint).
import { listListingReports } from '@unfurl/api-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
const SUB = 'acme';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const [role, email] of Object.entries({
    surveyor: 'surveyor@acme.example',
    viewer: 'viewer@acme.example',
    admin: 'admin@acme.example',
    outsider: 'admin@unfurl.example',
  })) {
    tokens[role] = (await signIn(harness().base, email)).IdToken;
  }
});

const surveyorListing = (extra: { reviewStatus?: string; isPrivate?: boolean } = {}) =>
  insertTestListing(harness().db, {
    tenant: SUB,
    ownerEmail: 'surveyor@acme.example',
    title: 'Survey of the old harbour',
    categories: ['history'],
    tags: ['harbour'],
    ...extra,
  });

const call = (path: string, method: string, token: string | undefined, body?: unknown) =>
  api(harness().base, path, { method, token, subdomain: SUB, body });

describe('PUT /v1/listings/{id}', () => {
  it('the owner changes title, description, tags and categories; the slug follows the title', async () => {
    const id = await surveyorListing();
    const response = await call(`/v1/listings/${id}`, 'PUT', tokens['surveyor'], {
      metadata: {
        title: '  Harbour survey, 1890  ',
        description: 'Soundings.',
        tags: ['#harbour', 'soundings', 'harbour'],
        categories: ['Marine-Nautical', 'history'],
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      title: 'Harbour survey, 1890',
      seoTitle: `harbour-survey-1890-${id}`,
      description: 'Soundings.',
      tags: ['harbour', 'soundings'],
      categories: ['marine-nautical', 'history'],
      reviewStatus: 'APPROVED',
      status: 'ready',
    });
    const read = await call(`/v1/listings/${id}`, 'GET', undefined);
    expect(await read.json()).toMatchObject({ title: 'Harbour survey, 1890' });
  });

  it('a partial update keeps the other fields; a tenant Admin may edit too', async () => {
    const id = await surveyorListing();
    const response = await call(`/v1/listings/${id}`, 'PUT', tokens['admin'], {
      metadata: { description: 'Checked by the admin.' },
    });
    expect(await response.json()).toMatchObject({
      title: 'Survey of the old harbour',
      description: 'Checked by the admin.',
      categories: ['history'],
    });
  });

  it('refuses anonymous (401), other users (403), another tenant (403), unknown ids (404)', async () => {
    const id = await surveyorListing();
    const body = { metadata: { title: 'Taken over' } };
    expect((await call(`/v1/listings/${id}`, 'PUT', undefined, body)).status).toBe(401);
    expect((await call(`/v1/listings/${id}`, 'PUT', tokens['viewer'], body)).status).toBe(403);
    expect((await call(`/v1/listings/${id}`, 'PUT', tokens['outsider'], body)).status).toBe(403);
    const missing = await call('/v1/listings/999999999', 'PUT', tokens['admin'], body);
    expect(missing.status).toBe(404);
    // On the main site the acme listing does not exist.
    const elsewhere = await api(harness().base, `/v1/listings/${id}`, {
      method: 'PUT',
      token: tokens['outsider'],
      body,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('bad input is a clear 400, never a 500', async () => {
    const id = await surveyorListing();
    const cases: [unknown, RegExp][] = [
      [{}, /metadata/],
      [{ metadata: {} }, /at least one of title/],
      [{ metadata: { title: '   ' } }, /title must not be blank/],
      [{ metadata: { categories: ['volcanoes'] } }, /Unknown category: volcanoes/],
      [{ metadata: { title: 'x'.repeat(201) } }, /title/],
      [{ metadata: { tags: [{ name: 'harbour' }] } }, /tags/],
    ];
    for (const [body, message] of cases) {
      const response = await call(`/v1/listings/${id}`, 'PUT', tokens['surveyor'], body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const blank = await call('/v1/listings/%20', 'PUT', tokens['surveyor'], {
      metadata: { title: 'A' },
    });
    expect(await blank.json()).toEqual({ message: 'No listing ID', code: 'NO_LISTING_ID' });
  });
});

describe('PUT /v1/listings/{id}/reSubmit', () => {
  it('a rejected listing goes back to PENDING (off the public lists) with optional new metadata', async () => {
    const id = await surveyorListing({ reviewStatus: 'REJECTED' });
    const response = await call(`/v1/listings/${id}/reSubmit`, 'PUT', tokens['surveyor'], {
      metadata: { description: 'Now with the sources.' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      reviewStatus: 'PENDING',
      description: 'Now with the sources.',
    });
    const listed = await call('/v1/listings?keywords=harbour&limit=250', 'GET', undefined);
    const ids = ((await listed.json()) as { listings: { id: number }[] }).listings.map((l) => l.id);
    expect(ids).not.toContain(id);
    const [row] = await harness().db.query<{ at: string | null }>(
      'SELECT resubmitted_at::text AS at FROM listings WHERE id = $1',
      [id],
    );
    expect(row?.at).toBeTruthy();
  });

  it('an unknown stored status reads as PENDING and resubmits; an approved one is a 409', async () => {
    const odd = await surveyorListing({ reviewStatus: 'ESCALATED' });
    const ok = await call(`/v1/listings/${odd}/reSubmit`, 'PUT', tokens['surveyor'], {});
    expect(await ok.json()).toMatchObject({ reviewStatus: 'PENDING' });
    const approved = await surveyorListing();
    const conflict = await call(`/v1/listings/${approved}/reSubmit`, 'PUT', tokens['surveyor'], {});
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      code: 'ALREADY_APPROVED',
      message: 'This map is already approved: there is nothing to resubmit.',
    });
  });

  it('only the owner or an Admin resubmits', async () => {
    const id = await surveyorListing({ reviewStatus: 'REJECTED' });
    expect((await call(`/v1/listings/${id}/reSubmit`, 'PUT', undefined, {})).status).toBe(401);
    expect((await call(`/v1/listings/${id}/reSubmit`, 'PUT', tokens['viewer'], {})).status).toBe(
      403,
    );
    expect((await call(`/v1/listings/${id}/reSubmit`, 'PUT', tokens['admin'], {})).status).toBe(
      200,
    );
  });
});

describe('POST /v1/listings/{id}/report', () => {
  it('records the reason (and message); a repeat replaces it', async () => {
    const id = await surveyorListing();
    const first = await call(`/v1/listings/${id}/report`, 'POST', tokens['viewer'], {
      reason: 'Copyright',
    });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await first.json()).toMatchObject({ listingId: id, reason: 'Copyright', message: null });
    const again = await call(`/v1/listings/${id}/report`, 'POST', tokens['viewer'], {
      reason: 'Wrong place',
      message: 'It is 20 km off.',
    });
    expect(again.status).toBe(201);
    const reports = await listListingReports(harness().db, id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: 'Wrong place', message: 'It is 20 km off.' });
  });

  it('needs sign-in and a listing the user can see; the reason is required', async () => {
    const hidden = await surveyorListing({ isPrivate: true });
    const report = { reason: 'Spam' };
    expect((await call(`/v1/listings/${hidden}/report`, 'POST', undefined, report)).status).toBe(
      401,
    );
    // A private acme listing does not exist for a user without permission on acme.
    expect(
      (await call(`/v1/listings/${hidden}/report`, 'POST', tokens['outsider'], report)).status,
    ).toBe(404);
    expect(
      (await call(`/v1/listings/${hidden}/report`, 'POST', tokens['viewer'], report)).status,
    ).toBe(201);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const response = await call(`/v1/listings/${hidden}/report`, 'POST', tokens['viewer'], body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});
