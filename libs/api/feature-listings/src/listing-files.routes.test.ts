// Files of a listing (GET/POST/DELETE /v1/listings/{id}/files) and their file links of 2§7
// (GET /listing-file/{id}/{file}) on a real server. Deleting the listing itself (the uploads
// resource) removes them: apps/api/src/listing-deletion.test.ts checks that on the composed app.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { LISTING_FILE_LIMITS } from '@unfurl/domain';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
const SUB = 'acme';
let surveyor = '';
let viewer = '';
let outsider = '';

interface AddedFile {
  id: number;
  listingId: number;
  filename: string;
  title: string;
  path: string;
  url: string;
  upload: { url: string; method: 'PUT'; maxBytes: number; expiresAt: number };
}

const LEGEND = new TextEncoder().encode('legend: blue is water\n');

beforeAll(async () => {
  surveyor = (await signIn(harness().base, 'surveyor@acme.example')).IdToken;
  viewer = (await signIn(harness().base, 'viewer@acme.example')).IdToken;
  outsider = (await signIn(harness().base, 'admin@unfurl.example')).IdToken;
});

const newListing = (isPrivate = false) =>
  insertTestListing(harness().db, {
    tenant: SUB,
    ownerEmail: 'surveyor@acme.example',
    title: 'Map with files',
    isPrivate,
  });

async function addFile(listingId: number, body: object = {}, token = surveyor): Promise<Response> {
  return api(harness().base, `/v1/listings/${listingId}/files`, {
    method: 'POST',
    token,
    subdomain: SUB,
    body: {
      type: 'text/plain',
      listingType: 'IMAGE',
      filename: 'legend.txt',
      title: 'Legend',
      description: 'What the colours mean.',
      ...body,
    },
  });
}

async function addAndUpload(listingId: number): Promise<AddedFile> {
  const response = await addFile(listingId);
  expect(response.status, await response.clone().text()).toBe(201);
  const file = (await response.json()) as AddedFile;
  const put = await fetch(new URL(file.upload.url, harness().base), {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: LEGEND,
  });
  expect(put.status, await put.clone().text()).toBe(201);
  return file;
}

/** Follows a file link's redirect and returns the bytes as text. */
async function fetchLink(path: string): Promise<{ status: number; text: string }> {
  const link = await fetch(new URL(path, harness().base), { redirect: 'manual' });
  if (link.status !== 302) return { status: link.status, text: await link.text() };
  const target = await fetch(new URL(link.headers.get('location')!, harness().base));
  return { status: target.status, text: await target.text() };
}

describe('POST /v1/listings/{id}/files', () => {
  it('adds a file with a signed upload; its link serves the bytes by id and by name', async () => {
    const listingId = await newListing();
    const file = await addAndUpload(listingId);
    expect(file).toMatchObject({
      listingId,
      filename: 'legend.txt',
      title: 'Legend',
      path: `listings/${listingId}/files/${file.id}/legend.txt`,
      url: `/listing-file/${listingId}/${file.id}`,
      upload: { method: 'PUT' },
    });
    expect(await fetchLink(`${file.url}?subdomain=acme`)).toEqual({
      status: 200,
      text: 'legend: blue is water\n',
    });
    expect((await fetchLink(`/listing-file/${listingId}/legend.txt?subdomain=acme`)).text).toBe(
      'legend: blue is water\n',
    );
  });

  it('a file not uploaded yet, of another listing, or on another tenant is a 404', async () => {
    const listingId = await newListing();
    const pending = (await (await addFile(listingId)).json()) as AddedFile;
    expect((await fetchLink(`${pending.url}?subdomain=acme`)).status).toBe(404);
    const other = await newListing();
    expect((await fetchLink(`/listing-file/${other}/${pending.id}?subdomain=acme`)).status).toBe(
      404,
    );
    expect((await fetchLink(pending.url)).status).toBe(404);
  });

  it('cleans the file name; refuses bad input with 400 and the 21st file with 409', async () => {
    const listingId = await newListing();
    const odd = (await (
      await addFile(listingId, { filename: '../../etc/pass wd.txt' })
    ).json()) as AddedFile;
    expect(odd.filename).toBe('pass-wd.txt');
    for (const body of [
      { type: 'not a type' },
      { listingType: 'PDF' },
      { filename: '' },
      { title: 'x'.repeat(201) },
    ]) {
      const response = await addFile(listingId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (let i = 1; i < LISTING_FILE_LIMITS.maxFiles; i++)
      expect((await addFile(listingId)).status).toBe(201);
    const full = await addFile(listingId);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { code: string }).code).toBe('TOO_MANY_FILES');
  });

  it('only the owner or an Admin adds files', async () => {
    const listingId = await newListing();
    expect((await addFile(listingId, {}, '')).status).toBe(401);
    expect((await addFile(listingId, {}, viewer)).status).toBe(403);
    expect((await addFile(listingId, {}, outsider)).status).toBe(403);
  });
});

describe('GET /v1/listings/{id}/files', () => {
  const list = (listingId: number, token = surveyor, subdomain = SUB) =>
    api(harness().base, `/v1/listings/${listingId}/files`, { token, subdomain });

  it('lists the files oldest first with their links; none after a delete', async () => {
    const listingId = await newListing();
    expect(await (await list(listingId)).json()).toEqual({ files: [] });
    const first = await addAndUpload(listingId);
    const second = await addAndUpload(listingId);
    const response = await list(listingId);
    expect(response.status).toBe(200);
    const { files } = (await response.json()) as { files: Record<string, unknown>[] };
    expect(files.map((f) => f['id'])).toEqual([first.id, second.id]);
    expect(files[0]).toMatchObject({ filename: 'legend.txt', title: 'Legend', url: first.url });
    expect(files[0]).not.toHaveProperty('upload');
    await api(harness().base, `/v1/listings/${listingId}/files/${first.id}`, {
      method: 'DELETE',
      token: surveyor,
      subdomain: SUB,
    });
    const after = (await (await list(listingId)).json()) as { files: { id: number }[] };
    expect(after.files.map((f) => f.id)).toEqual([second.id]);
  });

  it('is for the owner or an Admin only', async () => {
    const listingId = await newListing();
    expect((await list(listingId, '')).status).toBe(401);
    expect((await list(listingId, viewer)).status).toBe(403);
    expect((await list(listingId, outsider)).status).toBe(403);
  });
});

describe('DELETE /v1/listings/{id}/files/{fileId}', () => {
  it('removes the file and its bytes; a second delete is a 404', async () => {
    const listingId = await newListing();
    const file = await addAndUpload(listingId);
    const remove = () =>
      api(harness().base, `/v1/listings/${listingId}/files/${file.id}`, {
        method: 'DELETE',
        token: surveyor,
        subdomain: SUB,
      });
    expect((await remove()).status).toBe(204);
    expect(await harness().store.exists(file.path)).toBe(false);
    expect((await fetchLink(`${file.url}?subdomain=acme`)).status).toBe(404);
    expect((await remove()).status).toBe(404);
  });

  it('refuses other users (403) and a file id that is not a number (400)', async () => {
    const listingId = await newListing();
    const file = await addAndUpload(listingId);
    const as = (token: string, fileId: string | number = file.id) =>
      api(harness().base, `/v1/listings/${listingId}/files/${fileId}`, {
        method: 'DELETE',
        token,
        subdomain: SUB,
      });
    expect((await as(viewer)).status).toBe(403);
    expect((await as(surveyor, 'abc')).status).toBe(400);
    expect((await as(surveyor, 0)).status).toBe(400);
  });
});
