// The client's account calls against the running API (2§7 User): the own profile and its
// changes, sign-up and deletion, the password reset with the mailed code, avatar and banner
// uploads, public profiles, points, tracking and viewed listings; and clearCache.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  isApiError,
  isUnauthorizedError,
  isValidationError,
  UnauthorizedError,
} from '@unfurl/api-client';
import { listOutboxMail } from '@unfurl/api-db';
import { signIn } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('user.contract.test.ts');

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

describe('user calls against the running API', () => {
  it('me answers the own profile with domains; anonymous it is a 401 (R-043)', async () => {
    const idToken = await server().idToken('admin@acme.example');
    const me = await server().client('acme', { idToken }).user.me();
    expect(me).toMatchObject({
      email: 'admin@acme.example',
      domains: [{ domain: 'acme', permission: 'ADMIN' }],
    });
    expect(Number.isInteger(me.createdAt) && me.createdAt < 10_000_000_000).toBe(true);
    const anonymous = await failure(server().client('acme').user.me());
    expect(anonymous).toBeInstanceOf(UnauthorizedError);
    expect(isApiError(anonymous) && anonymous.code).toBe('UNAUTHORIZED');
  });

  it('update saves the fields and answers the saved profile; me reads it fresh (R-045)', async () => {
    const idToken = await server().idToken('alex@unfurl.example');
    const { user } = server().client('main', { idToken });
    expect((await user.me()).bio).not.toBe('Analyst');
    const saved = await user.update({ bio: 'Analyst', websiteUrl: 'alex.example' });
    expect(saved).toMatchObject({ email: 'alex@unfurl.example', bio: 'Analyst' });
    expect(saved.websiteUrl).toBe('https://alex.example');
    // Own-account reads are never answered from the response cache.
    expect((await user.me()).bio).toBe('Analyst');
    const refused = await failure(user.update({ avatar: 'users/someone-else/avatar/x.png' }));
    expect(isValidationError(refused)).toBe(true);
  });

  it('signup answers the session (R-050, R-051); a weak password is a ValidationError; remove ends the account (R-053)', async () => {
    const anonymous = server().client('main');
    const payload = {
      email: 'Contract.Signup@Example.org',
      password: 'contract-pass-1',
      name: 'Contract',
      firstName: 'Con',
      lastName: 'Tract',
      newsletterSignUp: false,
    };
    const created = await anonymous.user.signup(payload);
    expect(created).toEqual({
      userId: expect.any(String),
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
    });
    const { user } = server().client('main', { idToken: created.idToken });
    expect(await user.me()).toMatchObject({
      userId: created.userId,
      email: 'contract.signup@example.org',
      firstName: 'Con',
    });
    const weak = await failure(
      anonymous.user.signup({ ...payload, email: 'b@example.org', password: '123' }),
    );
    expect(isValidationError(weak) && weak.message).toMatch(/^400: \S/);

    await expect(user.remove()).resolves.toBeUndefined();
    const gone = await failure(user.me());
    expect(isUnauthorizedError(gone) && gone.code).toBe('USER_NOT_FOUND');
  });

  it('the password reset mails a code; the code sets the new password (R-054, R-055)', async () => {
    const { user } = server().client('main');
    const sent = await user.requestPasswordReset('Mapper@Unfurl.example');
    expect(sent).toEqual({ destination: expect.stringContaining('@'), deliveryMedium: 'EMAIL' });
    const [mail] = await listOutboxMail(server().db, 'mapper@unfurl.example');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    const wrong = await failure(
      user.confirmPasswordReset({
        email: 'mapper@unfurl.example',
        password: 'a-new-secret-1',
        id: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(isApiError(wrong) && wrong.code).toBe('CodeMismatchException');
    const done = await user.confirmPasswordReset({
      email: 'mapper@unfurl.example',
      password: 'a-new-secret-1',
      id: code,
    });
    expect(done).toEqual({ reset: true });
    const session = await signIn(server().url, 'mapper@unfurl.example', 'a-new-secret-1');
    expect(session.IdToken).toEqual(expect.any(String));
  });

  it('avatar and banner credentials, the upload of the bytes, then the profile shows them (R-046..R-048)', async () => {
    const idToken = await server().idToken('gerardus@unfurl.example');
    const { user } = server().client('main', { idToken });
    const avatar = await user.avatarCredentials('My Face.png');
    expect(avatar).toMatchObject({ method: 'PUT', maxBytes: 5 * 1024 * 1024 });
    expect(avatar.filename).toMatch(/-My-Face\.png$/);
    const banner = await user.bannerCredentials('wide.png');
    expect(banner.maxBytes).toBe(10 * 1024 * 1024);
    const bytes = await png();
    await user.upload(avatar, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    await user.upload(banner, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const refused = await failure(
      user.upload(avatar, new Blob(['<html>not an image</html>'], { type: 'text/html' })),
    );
    expect(isApiError(refused) && [refused.status, refused.code]).toEqual([
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    const saved = await user.update({ avatar: avatar.path, banner: banner.path });
    expect(saved).toMatchObject({ avatar: avatar.path, banner: banner.path });
    const image = await fetch(new URL(saved.avatarUrl!, server().url));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(bytes);
  });

  it("profile answers another user's public profile, without email or domains (R-058)", async () => {
    const idToken = await server().idToken('ada@unfurl.example');
    const me = await server().client('main', { idToken }).user.me();
    const seen = await server().client('main').user.profile(me.userId);
    expect(seen).toMatchObject({ userId: me.userId, firstName: me.firstName });
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('domains');
    expect(isApiError(await failure(server().client('main').user.profile('nobody')))).toBe(true);
  });

  it('points answers the own points; tracking info is stored and answered (R-061)', async () => {
    const idToken = await server().idToken('marie@unfurl.example');
    const { user } = server().client('main', { idToken });
    const { points } = await user.points();
    expect(points).toBe((await user.me()).points);
    const info = { source: 'newsletter', campaign: 'spring', tracker: 'spring-2026' };
    expect(await user.trackingInfo(info)).toEqual(info);
  });

  it('viewedListings pages the viewed listings, newest first, read fresh; anonymous gets none (R-056, R-057)', async () => {
    const idToken = await server().idToken('admin@unfurl.example');
    const client = server().client('main', { idToken });
    const listings = (await client.listings.list({ limit: 22, orderBy: 'TITLE' })).listings;
    expect(await client.user.viewedListings()).toEqual({ listings: [], nextCursor: null });
    for (const listing of listings) await client.listings.get(listing.id);
    const first = await client.user.viewedListings();
    expect(first.listings.map((l) => l.id)).toEqual(
      listings
        .map((l) => l.id)
        .reverse()
        .slice(0, 20),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await client.user.viewedListings(first.nextCursor!);
    expect(second).toEqual({
      listings: [
        expect.objectContaining({ id: listings[1]!.id }),
        expect.objectContaining({ id: listings[0]!.id }),
      ],
      nextCursor: null,
    });
    // Viewing one again brings it to the front of a fresh read.
    await client.listings.get(listings[5]!.id);
    expect((await client.user.viewedListings()).listings[0]?.id).toBe(listings[5]!.id);
    const badCursor = await failure(client.user.viewedListings('garbage'));
    expect(isValidationError(badCursor)).toBe(true);
    expect(await server().client('main').user.viewedListings()).toEqual({
      listings: [],
      nextCursor: null,
    });
  });

  it('clearCache drops cached GETs, so the next read sees a change made elsewhere (R-007)', async () => {
    const reader = server().client('main');
    const ownerToken = await server().idToken('admin@unfurl.example');
    const owner = server().client('main', { idToken: ownerToken });
    const { userId } = await owner.user.me();
    const anchor = (await reader.listings.list({ limit: 1, userId })).listings[0]!;
    const before = await reader.listings.get(anchor.id);
    await owner.actions.update(anchor.id, { title: `${before.title} (renamed)` });
    expect((await reader.listings.get(anchor.id)).title).toBe(before.title);
    reader.clearCache();
    expect((await reader.listings.get(anchor.id)).title).toBe(`${before.title} (renamed)`);
  });

  itExercisedItsClaimedMethods('user.contract.test.ts');
});
