import { listOutboxMail } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { api, identityCall, signIn, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

const signUp = (body: object) => api(harness().base, '/v1/user', { method: 'POST', body });

describe('POST /v1/user (sign-up, R-050..R-052)', () => {
  it('signs up through the identity service and answers tokens; the Cognito endpoint signs the user in', async () => {
    const { base, identity } = harness();
    const created = await json(
      await signUp({
        email: 'Grace@Example.org',
        password: 'hopper-1906',
        name: 'amazing grace',
        firstName: 'Grace',
        lastName: 'Hopper',
        newsletterSignUp: true,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      userId: expect.any(String),
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
    });
    const claims = await identity.verifyIdToken(created.body['idToken'] as string);
    expect(claims).toMatchObject({ sub: created.body['userId'], email: 'grace@example.org' });
    const me = await json(
      await api(base, '/v1/user', { token: created.body['idToken'] as string }),
    );
    expect(me.body).toMatchObject({
      userId: created.body['userId'],
      email: 'grace@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'amazing grace',
      newsletterSignUp: true,
      domains: [],
      permission: 1,
      points: 0,
      reputable: false,
      avatarUrl: null,
    });
    const again = await signIn(base, 'grace@example.org', 'hopper-1906');
    expect(again.IdToken).toBeTruthy();
  });

  it('applies the email and password rules (2§5); a taken email is not told apart (sign-up.test.ts)', async () => {
    expect(await json(await signUp({ email: 'not-an-email', password: 'long-enough' }))).toEqual({
      status: 400,
      body: { message: expect.any(String), code: 'INVALID_EMAIL' },
    });
    expect(await json(await signUp({ email: 'a@b.c', password: 'long-enough' }))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_EMAIL' },
    });
    expect(await json(await signUp({ email: 'short@example.org', password: '12345' }))).toEqual({
      status: 400,
      body: { message: 'Use at least 6 characters for your password.', code: 'INVALID_PASSWORD' },
    });
    expect(
      await json(await signUp({ email: 'ADA@unfurl.example', password: 'whatever1' })),
    ).toEqual({
      status: 400,
      body: { message: 'Incorrect username or password.', code: 'NotAuthorizedException' },
    });
    expect((await signUp({ password: 'x' })).status).toBe(400);
    expect((await signUp({ email: 'x@example.org', password: 'y'.repeat(300) })).status).toBe(400);
  });
});

describe('a new account confirms its email with the emailed code', () => {
  it('signs in at once with emailConfirmed false; a wrong code is refused; the mailed code confirms it', async () => {
    const { base, db } = harness();
    const email = 'ada.confirm@example.org';
    const created = await json(await signUp({ email, password: 'lovelace-1815' }));
    expect(created.status).toBe(201);
    const token = created.body['idToken'] as string;
    const me = async () => (await json(await api(base, '/v1/user', { token }))).body;
    expect(await me()).toMatchObject({ email, emailConfirmed: false });
    const mails = await listOutboxMail(db, email);
    expect(mails).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mails[0]!.body)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await identityCall(base, 'ConfirmSignUp', {
      Username: email,
      ConfirmationCode: wrong,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { __type: string }).__type).toBe('CodeMismatchException');
    const resent = await identityCall(base, 'ResendConfirmationCode', { Username: email });
    expect(resent.status).toBe(200);
    const latest = await listOutboxMail(db, email);
    expect(latest).toHaveLength(2);
    const fresh = /\b(\d{6})\b/.exec(latest[latest.length - 1]!.body)![1]!;
    const confirmed = await identityCall(base, 'ConfirmSignUp', {
      Username: email,
      ConfirmationCode: fresh,
    });
    expect(confirmed.status).toBe(200);
    expect(await me()).toMatchObject({ email, emailConfirmed: true });
    const again = await identityCall(base, 'ConfirmSignUp', {
      Username: email,
      ConfirmationCode: fresh,
    });
    expect(((await again.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
  });

  it('a demo account is confirmed', async () => {
    const { base } = harness();
    const token = (await signIn(base, 'ada@unfurl.example')).IdToken;
    expect((await json(await api(base, '/v1/user', { token }))).body).toMatchObject({
      emailConfirmed: true,
    });
  });
});

describe('GET and PUT /v1/user (R-042..R-045, R-049)', () => {
  it('GET answers the profile with domains; the email is the account’s', async () => {
    const token = (await signIn(harness().base, 'admin@acme.example')).IdToken;
    const me = await json(await api(harness().base, '/v1/user', { token, subdomain: 'acme' }));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      userId: '00000000-0000-4000-8000-000000000065',
      email: 'admin@acme.example',
      firstName: 'Wile',
      lastName: 'Coyote',
      domains: [{ domain: 'acme', permission: 'ADMIN' }],
      permission: 3,
    });
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'avatar',
        'avatarUrl',
        'banner',
        'bannerUrl',
        'billing',
        'emailConfirmed',
        'bio',
        'blueskyUrl',
        'createdAt',
        'domains',
        'email',
        'ethAddress',
        'facebookUrl',
        'firstName',
        'instagramUrl',
        'lastName',
        'linkedinUrl',
        'longDescription',
        'name',
        'newsletterSignUp',
        'permission',
        'points',
        'reputable',
        'seoName',
        'twitterUrl',
        'userId',
        'websiteUrl',
      ].sort(),
    );
  });

  it('PUT saves the fields, normalises links and handles, and clears empty ones', async () => {
    const token = (await signIn(harness().base, 'marie@unfurl.example')).IdToken;
    const put = (body: object) => api(harness().base, '/v1/user', { method: 'PUT', token, body });
    const saved = await json(
      await put({
        firstName: '  Marie ',
        bio: 'Mapped the ocean floor.',
        longDescription: 'Mid-Atlantic Ridge.',
        websiteUrl: 'https://https://tharp.example/maps',
        twitterUrl: '@marietharp',
        facebookUrl: 'https://www.facebook.com/marie.tharp',
        instagramUrl: 'instagram.com/marie_tharp',
        linkedinUrl: 'https://www.linkedin.com/company/lamont',
        blueskyUrl: '@tharp.bsky.social',
        newsletterSignUp: true,
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Marie',
      lastName: 'Tharp',
      bio: 'Mapped the ocean floor.',
      longDescription: 'Mid-Atlantic Ridge.',
      websiteUrl: 'https://tharp.example/maps',
      twitterUrl: 'https://x.com/marietharp',
      facebookUrl: 'https://www.facebook.com/marie.tharp',
      instagramUrl: 'https://www.instagram.com/marie_tharp',
      linkedinUrl: 'https://www.linkedin.com/company/lamont',
      blueskyUrl: 'https://bsky.app/profile/tharp.bsky.social',
      newsletterSignUp: true,
    });
    const cleared = await json(await put({ bio: '', twitterUrl: '', websiteUrl: null }));
    expect(cleared.body).toMatchObject({ bio: null, twitterUrl: null, websiteUrl: null });
    expect(cleared.body['facebookUrl']).toBe('https://www.facebook.com/marie.tharp');
    const reread = await json(await api(harness().base, '/v1/user', { token }));
    expect(reread.body).toEqual(cleared.body);
  });

  it('PUT refuses handles and links that break the rules (R-049) with 400 and a reason', async () => {
    const token = (await signIn(harness().base, 'marie@unfurl.example')).IdToken;
    const put = (body: object) =>
      api(harness().base, '/v1/user', { method: 'PUT', token, body }).then(json);
    const bad: [object, string][] = [
      [{ facebookUrl: 'abc' }, 'A Facebook handle has at least 5 letters, digits or dots.'],
      [{ linkedinUrl: 'ada..lovelace' }, 'A LinkedIn handle cannot contain two dots in a row.'],
      [
        { linkedinUrl: 'https://www.linkedin.com/feed/' },
        'That LinkedIn URL does not point to a profile.',
      ],
      [
        { blueskyUrl: 'tharp.example' },
        'A Bluesky handle ends in .bsky.social, like name.bsky.social.',
      ],
      [{ twitterUrl: 'https://facebook.com/someone' }, 'Enter a Twitter handle or URL.'],
      [{ websiteUrl: 'not a link' }, 'Enter a website link like https://example.com.'],
      [
        { avatar: 'users/00000000-0000-4000-8000-000000000001/avatar/x.png' },
        expect.any(String) as unknown as string,
      ],
    ];
    for (const [body, message] of bad) {
      expect(await put(body)).toEqual({
        status: 400,
        body: { message, code: 'INVALID_PROFILE_FIELD' },
      });
    }
    expect((await put({ bio: 'x'.repeat(501) })).status).toBe(400);
  });

  it('a deleted user’s token gets 401 and GET /v1/user needs a sign-in (R-044)', async () => {
    const { base } = harness();
    const anonymous = await json(await api(base, '/v1/user'));
    expect(anonymous).toEqual({
      status: 401,
      body: { message: expect.any(String), code: 'UNAUTHORIZED' },
    });
    const created = await json(
      await signUp({ email: 'brief@example.org', password: 'brief-pass' }),
    );
    const token = created.body['idToken'] as string;
    expect((await api(base, '/v1/user', { method: 'DELETE', token })).status).toBe(204);
    expect(await json(await api(base, '/v1/user', { token }))).toEqual({
      status: 401,
      body: { message: 'This account no longer exists', code: 'USER_NOT_FOUND' },
    });
    const refresh = await identityCall(base, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: created.body['refreshToken'] },
    });
    expect(refresh.status).toBe(400);
  });
});

describe('DELETE /v1/user scrubs the user row (R-053, PGlite)', () => {
  it('clears every profile and settings field, replaces the email and ends the sessions', async () => {
    const { base, db } = harness();
    const email = 'scrub-me@example.org';
    const created = await json(
      await signUp({
        email,
        password: 'scrub-pass-1',
        name: 'Scrubbed Person',
        firstName: 'Scrubby',
        lastName: 'McScrubface',
        newsletterSignUp: true,
      }),
    );
    const userId = created.body['userId'] as string;
    const token = created.body['idToken'] as string;
    const put = (path: string, body?: object) =>
      api(base, path, { method: 'PUT', token, ...(body ? { body } : {}) });
    const personal = {
      bio: 'A very personal biography.',
      longDescription: 'Lives at 7 Private Lane.',
      websiteUrl: 'https://scrub.example/home',
      twitterUrl: '@scrubtwit',
      facebookUrl: 'scrub.facebook',
      instagramUrl: 'scrub_insta',
      linkedinUrl: 'scrub-linkedin',
      blueskyUrl: '@scrub.bsky.social',
    };
    expect((await put('/v1/user', personal)).status).toBe(200);
    expect((await put('/v1/user/tracking-info', { source: 'scrub-source' })).status).toBe(200);
    expect((await put('/v1/user/userseo/scrub-seo-name')).status).toBe(200);
    const billing = {
      name: 'Scrub Billing',
      line1: '7 Private Lane',
      city: 'Leeds',
      country: 'GB',
    };
    expect((await put('/v1/user/billing', billing)).status).toBe(200);
    const eth = '0x52908400098527886e0f7030069857d2e4169ee7';
    await db.query(`UPDATE users SET eth_address = $2, points = 9 WHERE id = $1`, [userId, eth]);
    await db.query(
      `INSERT INTO user_domains (user_id, domain, permission) VALUES ($1, 'acme', 'ADMIN')`,
      [userId],
    );
    const rowOf = async () =>
      (
        await db.query<{ row: Record<string, unknown> }>(
          'SELECT row_to_json(u) AS row FROM users u WHERE u.id = $1',
          [userId],
        )
      )[0]?.row;
    const before = await rowOf();
    expect(before).toMatchObject({ email, first_name: 'Scrubby', seo_name: 'scrub-seo-name' });

    expect((await api(base, '/v1/user', { method: 'DELETE', token })).status).toBe(204);

    const after = (await rowOf())!;
    expect(after['email']).toBe(`deleted-${userId}@deleted.invalid`);
    expect(after['deleted_at']).not.toBeNull();
    expect(after['points']).toBe(0);
    expect(after['newsletter']).toBe(false);
    expect(after['notification_digest']).toBe(false);
    // Every column that held something personal is empty now.
    const kept = new Set([
      'id',
      'tenant_id',
      'email',
      'reputable',
      'points',
      'newsletter',
      'notification_digest',
    ]);
    const timestamps = /_at$/;
    for (const [column, value] of Object.entries(after)) {
      if (kept.has(column) || timestamps.test(column)) continue;
      expect(value, `users.${column} after deletion`).toBeNull();
    }
    // No value the user gave survives anywhere in the row.
    const text = JSON.stringify(after).toLowerCase();
    for (const given of [email, 'scrubby', 'mcscrubface', 'scrub-seo-name', 'private lane', eth]) {
      expect(text).not.toContain(given.toLowerCase());
    }
    for (const table of ['user_credentials', 'identity_sessions', 'user_domains']) {
      const rows = await db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId]);
      expect(rows, table).toHaveLength(0);
    }
    // The refresh token of the deleted account no longer works.
    const refresh = await identityCall(base, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: created.body['refreshToken'] },
    });
    expect(refresh.status).toBe(400);
  });
});
