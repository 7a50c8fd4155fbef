// The original file link of 2§7 (GET /listing-original/{id}): a 302 to a short-lived signed URL
// of the object store, a preview image by size, and the file-link scope, on a real server.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { signIn, useListingsServer } from './listings.test-harness';

const harness = useListingsServer();
const SUB = 'acme';
let viewer = '';
let outsider = '';

beforeAll(async () => {
  viewer = (await signIn(harness().base, 'viewer@acme.example')).IdToken;
  outsider = (await signIn(harness().base, 'admin@unfurl.example')).IdToken;
});

/** Follows a file link's redirect and returns the bytes as text. */
async function fetchLink(path: string): Promise<{ status: number; text: string }> {
  const link = await fetch(new URL(path, harness().base), { redirect: 'manual' });
  if (link.status !== 302) return { status: link.status, text: await link.text() };
  const target = await fetch(new URL(link.headers.get('location')!, harness().base));
  return { status: target.status, text: await target.text() };
}

describe('GET /listing-original/{id}', () => {
  it('redirects to a short-lived signed URL of the original; size picks a preview image', async () => {
    const key = `listings/original-test/map.tif`;
    await harness().store.put(key, new TextEncoder().encode('TIFF bytes'), 'image/tiff');
    const listingId = await insertTestListing(harness().db, {
      tenant: SUB,
      ownerEmail: 'surveyor@acme.example',
      title: 'Original test',
      filePath: key,
    });
    expect(await fetchLink(`/listing-original/${listingId}?subdomain=acme`)).toEqual({
      status: 200,
      text: 'TIFF bytes',
    });
    const link = await fetch(
      new URL(`/listing-original/${listingId}?subdomain=acme`, harness().base),
      {
        redirect: 'manual',
      },
    );
    expect(link.headers.get('location')).toMatch(/expires=\d+/);
    // A seeded listing with previews: size=small is the preview JPEG.
    const [seeded] = await harness().db.query<{ id: number; subdomain: string }>(
      `SELECT l.id::float8 AS id, t.subdomain FROM listings l JOIN tenants t ON t.id = l.tenant_id
       WHERE l.has_preview AND NOT l.is_private AND l.deleted_at IS NULL LIMIT 1`,
    );
    const preview = `/listing-original/${seeded!.id}?subdomain=${seeded!.subdomain}`;
    const small = await fetch(new URL(`${preview}&size=small`, harness().base));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    const bad = await fetch(new URL(`${preview}&size=huge`, harness().base));
    expect(bad.status).toBe(400);
  });

  it('private listings need a member token (authorization query); other tenants never see them', async () => {
    const key = `listings/private-test/map.tif`;
    await harness().store.put(key, new TextEncoder().encode('secret'), 'image/tiff');
    const listingId = await insertTestListing(harness().db, {
      tenant: SUB,
      ownerEmail: 'surveyor@acme.example',
      title: 'Private original',
      filePath: key,
      isPrivate: true,
    });
    const path = `/listing-original/${listingId}?subdomain=acme`;
    expect((await fetchLink(path)).status).toBe(404);
    expect((await fetchLink(`${path}&authorization=${viewer}`)).text).toBe('secret');
    expect((await fetchLink(`${path}&authorization=${outsider}`)).status).toBe(404);
    expect((await fetchLink(`/listing-original/${listingId}`)).status).toBe(404);
    expect((await fetchLink(`${path}&authorization=not-a-token`)).status).toBe(401);
    const none = await insertTestListing(harness().db, {
      tenant: SUB,
      ownerEmail: 'surveyor@acme.example',
      title: 'No file',
    });
    expect((await fetchLink(`/listing-original/${none}?subdomain=acme`)).status).toBe(404);
  });
});
