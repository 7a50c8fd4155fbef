import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, signIn, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 7]);
const GIF = Uint8Array.from([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0]));

interface Credentials {
  path: string;
  filename: string;
  url: string;
  method: 'PUT';
  maxBytes: number;
  expiresAt: number;
}

const credentials = async (token: string, kind: 'avatar' | 'banner', filename: string) => {
  const response = await api(harness().base, `/v1/user/${kind}/${encodeURIComponent(filename)}`, {
    token,
  });
  return { status: response.status, body: (await response.json()) as Credentials };
};

const upload = (url: string, bytes: Uint8Array<ArrayBuffer> | string) =>
  fetch(new URL(url, harness().base), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });

describe('avatar and banner uploads (R-046..R-048)', () => {
  it('credentials, upload, then PUT /v1/user sets the image; its URL serves the bytes', async () => {
    const { base } = harness();
    const token = (await signIn(base, 'gerardus@unfurl.example')).IdToken;
    const avatar = await credentials(token, 'avatar', 'My Face.png');
    expect(avatar.status).toBe(200);
    expect(avatar.body).toEqual({
      path: expect.stringMatching(
        /^users\/00000000-0000-4000-8000-000000000002\/avatar\/[0-9a-f]{16}-My-Face\.png$/,
      ),
      filename: expect.stringMatching(/-My-Face\.png$/),
      url: expect.stringMatching(
        /^\/v1\/storage\/users\/.+\?expires=\d+&max=5242880&accept=image&signature=/,
      ),
      method: 'PUT',
      maxBytes: 5 * 1024 * 1024,
      expiresAt: expect.any(Number),
    });
    expect(avatar.body.path.endsWith(avatar.body.filename)).toBe(true);
    // Saving before uploading is refused.
    const early = await api(base, '/v1/user', {
      method: 'PUT',
      token,
      body: { avatar: avatar.body.path },
    });
    expect(early.status).toBe(400);
    expect((await upload(avatar.body.url, PNG)).status).toBe(201);
    const banner = (await credentials(token, 'banner', 'wide.gif')).body;
    expect(banner.maxBytes).toBe(10 * 1024 * 1024);
    expect((await upload(banner.url, GIF)).status).toBe(201);
    const saved = await api(base, '/v1/user', {
      method: 'PUT',
      token,
      body: { avatar: avatar.body.path, banner: banner.path },
    });
    const profile = (await saved.json()) as Record<string, string>;
    expect(saved.status).toBe(200);
    expect(profile).toMatchObject({ avatar: avatar.body.path, banner: banner.path });
    const image = await fetch(new URL(profile['avatarUrl']!, base));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const bannerImage = await fetch(new URL(profile['bannerUrl']!, base));
    expect(bannerImage.headers.get('content-type')).toBe('image/gif');
    // The public profile serves the same images.
    const publicProfile = (await (
      await api(base, '/v1/users/00000000-0000-4000-8000-000000000002')
    ).json()) as Record<string, string>;
    expect(publicProfile['avatarUrl']).toBe(profile['avatarUrl']);
    // A new avatar replaces the old file.
    const next = (await credentials(token, 'avatar', 'second.png')).body;
    expect((await upload(next.url, PNG)).status).toBe(201);
    await api(base, '/v1/user', { method: 'PUT', token, body: { avatar: next.path } });
    expect(await harness().store.exists(avatar.body.path)).toBe(false);
    expect(await harness().store.exists(next.path)).toBe(true);
    // Removing it.
    const removed = await api(base, '/v1/user', { method: 'PUT', token, body: { avatar: null } });
    expect(((await removed.json()) as Record<string, unknown>)['avatarUrl']).toBeNull();
    expect(await harness().store.exists(next.path)).toBe(false);
  });

  it('refuses non-image names, non-image content (415), oversize files (413), others’ paths', async () => {
    const { base } = harness();
    const token = (await signIn(base, 'alex@unfurl.example')).IdToken;
    expect((await credentials(token, 'avatar', 'script.svg')).status).toBe(400);
    expect((await credentials(token, 'banner', 'doc.html')).status).toBe(400);
    const avatar = (await credentials(token, 'avatar', 'fake.png')).body;
    const html = await upload(avatar.url, '<html><script>alert(1)</script></html>');
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({
      message: expect.any(String),
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PNG);
    expect((await upload(avatar.url, huge)).status).toBe(413);
    // Another user's uploaded object cannot be set on this profile.
    const other = (await signIn(base, 'gerardus@unfurl.example')).IdToken;
    const theirs = (await credentials(other, 'avatar', 'theirs.png')).body;
    expect((await upload(theirs.url, PNG)).status).toBe(201);
    const steal = await api(base, '/v1/user', {
      method: 'PUT',
      token,
      body: { avatar: theirs.path },
    });
    expect(steal.status).toBe(400);
    // A banner path is not an avatar.
    const banner = (await credentials(token, 'banner', 'b.png')).body;
    expect((await upload(banner.url, PNG)).status).toBe(201);
    const swapped = await api(base, '/v1/user', {
      method: 'PUT',
      token,
      body: { avatar: banner.path },
    });
    expect(swapped.status).toBe(400);
    expect((await api(base, '/v1/user/avatar/x.png')).status).toBe(401);
  });

  it('DELETE /v1/user removes every file of the account (R-053)', async () => {
    const { base, storageDir } = harness();
    const created = await api(base, '/v1/user', {
      method: 'POST',
      body: { email: 'files@example.org', password: 'files-pass' },
    });
    const { idToken: token, userId } = (await created.json()) as {
      idToken: string;
      userId: string;
    };
    const avatar = (await credentials(token, 'avatar', 'a.png')).body;
    await upload(avatar.url, PNG);
    await api(base, '/v1/user', { method: 'PUT', token, body: { avatar: avatar.path } });
    const unsaved = (await credentials(token, 'banner', 'never-saved.png')).body;
    await upload(unsaved.url, PNG);
    expect(await readdir(join(storageDir, 'objects', 'users'))).toContain(userId);
    expect((await api(base, '/v1/user', { method: 'DELETE', token })).status).toBe(204);
    expect(await readdir(join(storageDir, 'objects', 'users'))).not.toContain(userId);
    expect((await fetch(new URL(avatar.url, base))).status).toBe(403);
  });
});
