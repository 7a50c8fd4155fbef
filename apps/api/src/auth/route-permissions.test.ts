// Every route of the app, for every kind of requester, with the exact status it must answer
// (issue #3: anonymous, a user of another tenant, Read, Write, Review, Admin, Owner, and the
// resource's owner). Requests go to the `acme` tenant, where each role is a different demo user.
// A route without a row here (or a row without its route) fails the test: later issues add rows.
process.env['IDENTITY_RATE_LIMIT'] = '100000';

import { readFile } from 'node:fs/promises';
import { hashPassword } from '@unfurl/api-identity';
import { listOutboxMail } from '@unfurl/api-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { signIn, useAuthHarness } from './auth.test-harness';

const harness = useAuthHarness();

const ROLES = [
  'anonymous',
  'otherTenant',
  'read',
  'write',
  'review',
  'admin',
  'owner',
  'resourceOwner',
] as const;
type Role = (typeof ROLES)[number];
type Expected = Readonly<Record<Role, number>>;

/** Demo users of each role on acme (admin@unfurl.example owns main and has nothing on acme). */
const ROLE_EMAIL: Readonly<Record<Exclude<Role, 'anonymous' | 'resourceOwner'>, string>> = {
  otherTenant: 'admin@unfurl.example',
  read: 'viewer@acme.example',
  write: 'surveyor@acme.example',
  review: 'reviewer@acme.example',
  admin: 'admin@acme.example',
  owner: 'owner@acme.example',
};
/** Owner of a user's own account in the rows about "my" account: a main-site user, None on acme. */
const SELF = 'ada@unfurl.example';

const every = (status: number): Expected =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as unknown as Expected;
const signedIn = (status: number): Expected => ({ ...every(status), anonymous: 401 });
const members = (status: number, others: number): Expected => ({
  ...every(status),
  anonymous: others,
  otherTenant: others,
});

interface Caller {
  readonly role: Role;
  readonly email: string | undefined;
  readonly token: string | undefined;
  readonly userId: string | undefined;
}

interface Call {
  readonly path: string;
  readonly body?: unknown;
  readonly raw?: Uint8Array<ArrayBuffer>;
  /** Replaces the caller's token (e.g. a throw-away account for DELETE). */
  readonly token?: string | undefined;
  readonly subdomain?: string;
}

interface Row {
  readonly method: string;
  /** The route as Fastify lists it. */
  readonly url: string;
  readonly expect: Expected;
  /** Who owns the resource (an email); default the tenant's Owner. */
  readonly owner?: string;
  /** A publishing route: an account whose email is not confirmed gets 403 EMAIL_NOT_CONFIRMED. */
  readonly publishing?: true;
  readonly call: (caller: Caller) => Promise<Call> | Call;
}

/** A followed area: the body of a new one. */
const AREA_FOLLOW_BODY = {
  name: 'Permission test area',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [10, 10],
        [11, 10],
        [11, 11],
        [10, 11],
        [10, 10],
      ],
    ],
  },
  watch: ['listings'],
};

/** A fresh area follow of the user `email` on acme; its id. */
async function areaFollowOf(email: string): Promise<number> {
  const [row] = await harness().db.query<{ id: number }>(
    `INSERT INTO area_follows (tenant_id, user_id, name, geom)
     SELECT t.id, u.id, 'Permission test area',
       ST_Multi(ST_GeomFromText('POLYGON((10 10,11 10,11 11,10 11,10 10))', 4326))
     FROM tenants t, users u WHERE t.subdomain = 'acme' AND u.email = $1
     RETURNING id::float8 AS id`,
    [email],
  );
  return row!.id;
}

/** A fresh draw project of the user `email` on acme (version 1, no annotations); its id. */
async function drawProjectOf(email: string): Promise<number> {
  const [row] = await harness().db.query<{ id: number }>(
    `INSERT INTO draw_projects (tenant_id, owner_id, title, data, search)
     SELECT t.id, u.id, 'Permission test project', '{"annotations":[],"layers":[]}', ''::tsvector
     FROM tenants t, users u WHERE t.subdomain = 'acme' AND u.email = $1
     RETURNING id::float8 AS id`,
    [email],
  );
  return row!.id;
}

interface Fixtures {
  privateListingId: number;
  privateListingOwner: string;
  bundleId: number;
  surveyorId: string;
}
const fixtures = {} as Fixtures;
let serial = 0;
const unique = (): string => `${Date.now().toString(36)}${(serial += 1)}`;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/**
 * A fresh account with the same tenant and domains as `email`, signed in; `confirmed: false`
 * leaves its email unconfirmed (it signed up but has not entered the emailed code).
 */
async function cloneOf(email: string, confirmed = true): Promise<string> {
  const { db, base } = harness();
  const copy = `clone-${unique()}-${email}`;
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (tenant_id, email, first_name) SELECT tenant_id, $2, 'Clone' FROM users
     WHERE email = $1 RETURNING id::text AS id`,
    [email, copy],
  );
  await db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified)
     VALUES ($1, $2, 'CONFIRMED', $3)`,
    [user!.id, await hashPassword(DEMO_PASSWORD), confirmed],
  );
  await db.query(
    `INSERT INTO user_domains (user_id, domain, permission)
     SELECT $1, domain, permission FROM user_domains d JOIN users u ON u.id = d.user_id
     WHERE u.email = $2`,
    [user!.id, email],
  );
  return (await signIn(base, copy)).IdToken;
}

/** A fresh account with a mailed password reset code. */
async function resetCodeFor(): Promise<{ email: string; code: string }> {
  const { base, db } = harness();
  const email = `reset-${unique()}@example.org`;
  await fetch(`${base}/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'reset-me-1' }),
  });
  await fetch(`${base}/v1/user/reset_password?email=${encodeURIComponent(email)}`);
  const mails = await listOutboxMail(db, email);
  return { email, code: /\b(\d{6})\b/.exec(mails[mails.length - 1]!.body)![1]! };
}

/** A comment by `email` on the private acme listing, straight into the database. */
async function commentBy(email: string): Promise<number> {
  const [row] = await harness().db.query<{ id: number }>(
    `INSERT INTO comments (listing_id, user_id, text)
     SELECT $1, id, to_jsonb('A comment'::text) FROM users WHERE email = $2
     RETURNING id::float8 AS id`,
    [fixtures.privateListingId, email],
  );
  return row!.id;
}

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

const UPLOAD_BODY = {
  filename: 'map.png',
  worldfile: 'map.pgw',
  metadata: { title: 'Permission test upload', crs: 'EPSG:4326' },
};
let sharedUpload: { listingId: number; uploads: { url: string }[] } | undefined;

/** A listing upload started by the acme Write user (a fresh one, or one shared by the rows). */
async function surveyorUpload(
  fresh = false,
): Promise<{ listingId: number; uploads: { url: string }[] }> {
  if (sharedUpload && !fresh) return sharedUpload;
  const response = await fetch(new URL('/v1/listings/upload', harness().base), {
    method: 'POST',
    headers: {
      subdomain: 'acme',
      authorization: `Bearer ${callers.get('write')!.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(UPLOAD_BODY),
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status}`);
  const upload = (await response.json()) as { listingId: number; uploads: { url: string }[] };
  if (!fresh) sharedUpload = upload;
  return upload;
}

const ROWS: readonly Row[] = [
  // API documentation: public.
  {
    method: 'GET',
    url: '/v1/openapi.json',
    expect: every(200),
    call: () => ({ path: '/v1/openapi.json' }),
  },
  { method: 'GET', url: '/v1/docs', expect: every(200), call: () => ({ path: '/v1/docs' }) },
  { method: 'HEAD', url: '/v1/docs/', expect: every(200), call: () => ({ path: '/v1/docs/' }) },
  {
    method: 'GET',
    url: '/v1/docs/static/index.html',
    expect: every(302),
    call: () => ({ path: '/v1/docs/static/index.html' }),
  },
  {
    method: 'GET',
    url: '/v1/docs/static/swagger-initializer.js',
    expect: every(200),
    call: () => ({ path: '/v1/docs/static/swagger-initializer.js' }),
  },
  {
    method: 'GET',
    url: '/v1/docs/json',
    expect: every(200),
    call: () => ({ path: '/v1/docs/json' }),
  },
  {
    method: 'GET',
    url: '/v1/docs/yaml',
    expect: every(200),
    call: () => ({ path: '/v1/docs/yaml' }),
  },
  {
    method: 'GET',
    url: '/v1/docs/static/*',
    expect: every(200),
    call: () => ({ path: '/v1/docs/static/swagger-ui.css' }),
  },
  // The health check of load balancers: public, no tenant (503 + Retry-After while the database is away).
  { method: 'GET', url: '/v1/health', expect: every(200), call: () => ({ path: '/v1/health' }) },
  // The default about site (docs/about; the atlas links there while ABOUT_URL is unset): public.
  { method: 'GET', url: '/about', expect: every(301), call: () => ({ path: '/about' }) },
  { method: 'GET', url: '/about/*', expect: every(200), call: () => ({ path: '/about/help' }) },
  // Tenant assets (acme's logo) beside the atlas build: public files.
  {
    method: 'GET',
    url: '/*',
    expect: every(200),
    call: () => ({ path: '/assets/acme-logo.svg' }),
  },
  // Identity endpoint: public (it authenticates by its own inputs).
  {
    method: 'POST',
    url: '/identity',
    expect: every(200),
    call: () => ({
      path: '/identity',
      body: {
        __amz: 'InitiateAuth',
        ClientId: 'unfurl-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'marie@unfurl.example', PASSWORD: DEMO_PASSWORD },
      },
    }),
  },
  {
    method: 'GET',
    url: '/identity/.well-known/jwks.json',
    expect: every(200),
    call: () => ({ path: '/identity/.well-known/jwks.json' }),
  },
  {
    method: 'GET',
    url: '/identity/.well-known/openid-configuration',
    expect: every(200),
    call: () => ({ path: '/identity/.well-known/openid-configuration' }),
  },
  {
    method: 'GET',
    url: '/identity/oauth2/providers',
    expect: every(200),
    call: () => ({ path: '/identity/oauth2/providers' }),
  },
  {
    method: 'GET',
    url: '/identity/oauth2/authorize',
    expect: every(400),
    call: () => ({ path: '/identity/oauth2/authorize' }),
  },
  {
    method: 'GET',
    url: '/identity/oauth2/idpresponse',
    expect: every(400),
    call: () => ({ path: '/identity/oauth2/idpresponse' }),
  },
  {
    method: 'POST',
    url: '/identity/oauth2/token',
    expect: every(400),
    call: () => ({ path: '/identity/oauth2/token', body: {} }),
  },
  // Tenant configuration and listings: public, private listings only for members (ADR 0003).
  {
    method: 'GET',
    url: '/v1/subdomain/config',
    expect: every(200),
    call: () => ({ path: '/v1/subdomain/config' }),
  },
  {
    method: 'GET',
    url: '/v1/listings',
    expect: every(200),
    call: () => ({ path: '/v1/listings?limit=5' }),
  },
  {
    method: 'GET',
    url: '/v1/listings/featured',
    expect: every(200),
    call: () => ({ path: '/v1/listings/featured' }),
  },
  {
    method: 'GET',
    url: '/v1/listings/nearby',
    expect: every(200),
    call: () => ({ path: '/v1/listings/nearby?lat=0&lng=0' }),
  },
  {
    method: 'GET',
    url: '/v1/listings/footprints',
    expect: every(200),
    call: () => ({ path: '/v1/listings/footprints?limit=5' }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/v1/listings/${fixtures.privateListingId}` }),
  },
  { method: 'GET', url: '/v1/bundles', expect: every(200), call: () => ({ path: '/v1/bundles' }) },
  {
    method: 'GET',
    url: '/v1/bundles/:id',
    expect: every(200),
    call: () => ({ path: `/v1/bundles/${fixtures.bundleId}` }),
  },
  {
    method: 'GET',
    url: '/v1/bundles/:id/listings',
    expect: every(200),
    call: () => ({ path: `/v1/bundles/${fixtures.bundleId}/listings` }),
  },
  // Listing uploads (issue #4): Write starts one; its owner or an Admin refreshes or deletes it;
  // the signed PUT URL is its own permission; status and download follow the listing's visibility.
  {
    method: 'POST',
    url: '/v1/listings/upload',
    publishing: true,
    expect: { ...members(201, 403), anonymous: 401, read: 403 },
    call: () => ({ path: '/v1/listings/upload', body: UPLOAD_BODY }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/upload',
    expect: { ...signedIn(403), write: 200, admin: 200, owner: 200, resourceOwner: 200 },
    owner: 'surveyor@acme.example',
    call: async () => ({ path: `/v1/listings/${(await surveyorUpload()).listingId}/upload` }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/status',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/v1/listings/${fixtures.privateListingId}/status` }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/download',
    expect: members(200, 404),
    owner: 'listing owner',
    call: async () => {
      const key = `listings/${fixtures.privateListingId}/map.tif`;
      await harness().db.query('UPDATE listings SET file_path = $2 WHERE id = $1', [
        fixtures.privateListingId,
        key,
      ]);
      await harness().store.put(key, PNG, 'image/tiff');
      return { path: `/v1/listings/${fixtures.privateListingId}/download` };
    },
  },
  {
    method: 'DELETE',
    url: '/v1/listings/:id',
    expect: { ...signedIn(403), write: 204, admin: 204, owner: 204, resourceOwner: 204 },
    owner: 'surveyor@acme.example',
    call: async () => ({ path: `/v1/listings/${(await surveyorUpload(true)).listingId}` }),
  },
  {
    method: 'PUT',
    url: '/v1/listing-uploads/:id/:key',
    expect: every(201),
    call: async () => ({ path: (await surveyorUpload(true)).uploads[0]!.url, raw: PNG }),
  },
  // Layers registered by URL: Write registers (a template without {y} is refused with 400 once
  // the permission passed, so no request leaves the server); the layer follows the visibility.
  {
    method: 'POST',
    url: '/v1/listings/remote-layer',
    publishing: true,
    expect: { ...members(400, 403), anonymous: 401, read: 403 },
    call: () => ({
      path: '/v1/listings/remote-layer',
      body: {
        type: 'TILE_LAYER',
        url: 'https://tiles.example.org/{z}/{x}.png',
        metadata: { title: 'Permission test layer' },
      },
    }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/remote-layer',
    expect: members(200, 404),
    owner: 'listing owner',
    call: async () => {
      const layer = {
        type: 'TILE_LAYER',
        url: 'https://t.example/{z}/{x}/{y}.png',
        bbox: [0, 0, 1, 1],
      };
      await harness().store.put(
        `listings/${fixtures.privateListingId}/layer.json`,
        new TextEncoder().encode(JSON.stringify(layer)),
        'application/json',
      );
      return { path: `/v1/listings/${fixtures.privateListingId}/remote-layer` };
    },
  },
  // Listing previews: by tenant; private ones for members only (token in the header or query).
  {
    method: 'GET',
    url: '/listing-preview/:id',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/listing-preview/${fixtures.privateListingId}?subdomain=acme` }),
  },
  // Listing actions (issue #4): edits and files by the owner or an Admin; reports and shares by
  // signed-in users who can see the listing; recommendations for all; file links like previews.
  {
    method: 'GET',
    url: '/v1/listings/recommended',
    expect: every(200),
    call: () => ({ path: '/v1/listings/recommended?limit=5' }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/similar',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/v1/listings/${fixtures.privateListingId}/similar?limit=5` }),
  },
  {
    method: 'PUT',
    url: '/v1/listings/:id',
    expect: { ...signedIn(403), write: 200, admin: 200, owner: 200, resourceOwner: 200 },
    owner: 'surveyor@acme.example',
    call: async () => ({
      path: `/v1/listings/${(await surveyorUpload()).listingId}`,
      body: { metadata: { description: `Edited ${unique()}` } },
    }),
  },
  {
    method: 'PUT',
    url: '/v1/listings/:id/reSubmit',
    expect: { ...signedIn(403), write: 200, admin: 200, owner: 200, resourceOwner: 200 },
    owner: 'surveyor@acme.example',
    call: async () => ({
      path: `/v1/listings/${(await surveyorUpload()).listingId}/reSubmit`,
      body: {},
    }),
  },
  {
    method: 'POST',
    url: '/v1/listings/:id/report',
    expect: { ...members(201, 404), anonymous: 401 },
    owner: 'listing owner',
    call: () => ({
      path: `/v1/listings/${fixtures.privateListingId}/report`,
      body: { reason: 'Permission test' },
    }),
  },
  {
    method: 'POST',
    url: '/v1/listings/:id/email-share',
    publishing: true,
    expect: { ...members(200, 404), anonymous: 401 },
    owner: 'listing owner',
    call: () => ({
      path: `/v1/listings/${fixtures.privateListingId}/email-share`,
      body: { emails: [`share-${unique()}@example.org`] },
    }),
  },
  {
    method: 'POST',
    url: '/v1/listings/:id/files',
    expect: { ...signedIn(403), write: 201, admin: 201, owner: 201, resourceOwner: 201 },
    owner: 'surveyor@acme.example',
    call: async () => ({
      path: `/v1/listings/${(await surveyorUpload()).listingId}/files`,
      body: { type: 'text/plain', listingType: 'IMAGE', filename: 'legend.txt' },
    }),
  },
  {
    method: 'GET',
    url: '/v1/listings/:id/files',
    expect: { ...signedIn(403), write: 200, admin: 200, owner: 200, resourceOwner: 200 },
    owner: 'surveyor@acme.example',
    call: async () => ({ path: `/v1/listings/${(await surveyorUpload()).listingId}/files` }),
  },
  {
    method: 'DELETE',
    url: '/v1/listings/:id/files/:fileId',
    expect: { ...signedIn(403), write: 204, admin: 204, owner: 204, resourceOwner: 204 },
    owner: 'surveyor@acme.example',
    call: async () => {
      const { listingId } = await surveyorUpload();
      const [file] = await harness().db.query<{ id: number }>(
        `INSERT INTO listing_files (listing_id, user_id, type, listing_type, filename, object_key)
         SELECT id, user_id, 'text/plain', 'IMAGE', 'a.txt', 'listings/' || id || '/files/0/a.txt'
         FROM listings WHERE id = $1 RETURNING id::float8 AS id`,
        [listingId],
      );
      return { path: `/v1/listings/${listingId}/files/${file!.id}` };
    },
  },
  {
    method: 'GET',
    url: '/v1/user/listings',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/listings' }),
  },
  {
    method: 'GET',
    url: '/listing-original/:id',
    expect: members(302, 404),
    owner: 'listing owner',
    call: async () => {
      const key = `listings/${fixtures.privateListingId}/map.tif`;
      await harness().db.query('UPDATE listings SET file_path = $2 WHERE id = $1', [
        fixtures.privateListingId,
        key,
      ]);
      await harness().store.put(key, PNG, 'image/tiff');
      return { path: `/listing-original/${fixtures.privateListingId}?subdomain=acme` };
    },
  },
  {
    method: 'GET',
    url: '/listing-file/:id/:file',
    expect: members(302, 404),
    owner: 'listing owner',
    call: async () => {
      const key = `listings/${fixtures.privateListingId}/files/0/legend.txt`;
      await harness().db.query(
        `INSERT INTO listing_files (listing_id, user_id, type, listing_type, filename, object_key)
         SELECT id, user_id, 'text/plain', 'IMAGE', 'legend.txt', $2 FROM listings WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM listing_files WHERE object_key = $2)`,
        [fixtures.privateListingId, key],
      );
      await harness().store.put(key, PNG, 'text/plain');
      return { path: `/listing-file/${fixtures.privateListingId}/legend.txt?subdomain=acme` };
    },
  },
  {
    method: 'GET',
    url: '/listing-tiles/:id/:z/:x/:y.png',
    expect: members(200, 404),
    owner: 'listing owner',
    call: async () => {
      const key = `listings/${fixtures.privateListingId}/tiles-test.tif`;
      await harness().db.query('UPDATE listings SET file_path = $2 WHERE id = $1', [
        fixtures.privateListingId,
        key,
      ]);
      const cog = new URL(
        '../../../../libs/api/listing-processing/test-fixtures/s2-29rkh-pvi.tif',
        import.meta.url,
      );
      await harness().store.put(key, new Uint8Array(await readFile(cog)), 'image/tiff');
      return { path: `/listing-tiles/${fixtures.privateListingId}/0/0/0.png?subdomain=acme` };
    },
  },
  // The signed-in user's own account: any signed-in user, whatever their permission here.
  {
    method: 'GET',
    url: '/v1/user',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user' }),
  },
  {
    method: 'PUT',
    url: '/v1/user',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user', body: { bio: `Bio ${unique()}` } }),
  },
  {
    method: 'POST',
    url: '/v1/user',
    expect: every(201),
    owner: SELF,
    call: () => ({
      path: '/v1/user',
      body: {
        email: `signup-${unique()}@example.org`,
        password: 'sign-me-up',
        newsletterSignUp: false,
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/v1/user',
    expect: signedIn(204),
    owner: SELF,
    call: async (caller) => ({
      path: '/v1/user',
      token: caller.email ? await cloneOf(caller.email) : undefined,
    }),
  },
  {
    method: 'GET',
    url: '/v1/user/reset_password',
    expect: every(200),
    owner: SELF,
    call: () => ({ path: `/v1/user/reset_password?email=nobody-${unique()}@example.org` }),
  },
  {
    method: 'POST',
    url: '/v1/user/reset_password',
    expect: every(200),
    owner: SELF,
    call: async () => {
      const { email, code } = await resetCodeFor();
      return { path: '/v1/user/reset_password', body: { email, password: 'new-pass-1', id: code } };
    },
  },
  {
    method: 'GET',
    url: '/v1/user/avatar/:filename',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/avatar/me.png' }),
  },
  {
    method: 'GET',
    url: '/v1/user/banner/:filename',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/banner/wide.jpg' }),
  },
  {
    method: 'GET',
    url: '/v1/user/points',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/points' }),
  },
  {
    method: 'PUT',
    url: '/v1/user/tracking-info',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/tracking-info', body: { source: 'test' } }),
  },
  {
    method: 'PUT',
    url: '/v1/user/userseo/:seoName',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: `/v1/user/userseo/seo-${unique()}` }),
  },
  {
    method: 'PUT',
    url: '/v1/user/billing',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({
      path: '/v1/user/billing',
      body: { name: 'A', line1: '1 Road', city: 'Town', country: 'FR' },
    }),
  },
  {
    method: 'GET',
    url: '/v1/user/eth/:address',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: `/v1/user/eth/${ADDRESS}` }),
  },
  {
    method: 'GET',
    url: '/v1/user/viewed-listings',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/user/viewed-listings' }),
  },
  // Public profiles of the tenant's users; never of another tenant's (see accounts-settings.test).
  {
    method: 'GET',
    url: '/v1/users/:id',
    expect: every(200),
    owner: 'surveyor@acme.example',
    call: () => ({ path: `/v1/users/${fixtures.surveyorId}` }),
  },
  // Likes and bookmarks (issue #14): any signed-in user, on listings the site shows them.
  ...(['PUT', 'DELETE'] as const).flatMap((method) =>
    (['likes', 'bookmarks'] as const).map((what): Row => ({
      method,
      url: `/v1/listings/:id/${what}`,
      expect: { ...members(200, 404), anonymous: 401 },
      owner: 'listing owner',
      call: () => ({ path: `/v1/listings/${fixtures.privateListingId}/${what}` }),
    })),
  ),
  // Saved lists: empty for anonymous callers, never refused.
  ...(['likes', 'bookmarks'] as const).map((what): Row => ({
    method: 'GET',
    url: `/v1/user/${what}`,
    expect: every(200),
    owner: SELF,
    call: () => ({ path: `/v1/user/${what}` }),
  })),
  // Follows: the own lists and following anyone the site shows need sign-in.
  ...(['followers', 'following'] as const).map((what): Row => ({
    method: 'GET',
    url: `/v1/${what}`,
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: `/v1/${what}` }),
  })),
  ...(['POST', 'DELETE'] as const).map((method): Row => ({
    method,
    url: '/v1/following/:userId',
    expect: signedIn(200),
    owner: SELF,
    call: async () => {
      const [user] = await harness().db.query<{ id: string }>(
        `INSERT INTO users (tenant_id, email) SELECT id, $1 FROM tenants WHERE subdomain = 'acme'
           RETURNING id::text AS id`,
        [`followed-${unique()}@example.org`],
      );
      return { path: `/v1/following/${user!.id}` };
    },
  })),
  // Comments (issue #14): whoever sees the listing reads and, signed in, comments, votes and
  // reports; only the author edits; the author, the listing's owner and admins delete.
  {
    method: 'GET',
    url: '/v1/comments/listing/:id',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/v1/comments/listing/${fixtures.privateListingId}` }),
  },
  {
    method: 'GET',
    url: '/v1/comments/:id',
    expect: members(200, 404),
    owner: 'listing owner',
    call: async () => ({ path: `/v1/comments/${await commentBy('viewer@acme.example')}` }),
  },
  {
    method: 'POST',
    url: '/v1/comments',
    expect: { ...members(201, 404), anonymous: 401 },
    owner: 'listing owner',
    publishing: true,
    call: () => ({
      path: '/v1/comments',
      body: { listingId: fixtures.privateListingId, text: 'A permission test comment' },
    }),
  },
  {
    method: 'PUT',
    url: '/v1/comments/:id',
    expect: { ...signedIn(403), otherTenant: 404, owner: 200, resourceOwner: 200 },
    owner: 'owner@acme.example',
    publishing: true,
    call: async () => ({
      path: `/v1/comments/${await commentBy('owner@acme.example')}`,
      body: { text: 'Edited' },
    }),
  },
  {
    method: 'DELETE',
    url: '/v1/comments/:id',
    expect: { ...signedIn(200), otherTenant: 404, review: 403 },
    owner: 'listing owner',
    call: async () => ({ path: `/v1/comments/${await commentBy('viewer@acme.example')}` }),
  },
  {
    method: 'PUT',
    url: '/v1/comments/:id/vote',
    expect: { ...members(200, 404), anonymous: 401 },
    owner: 'listing owner',
    call: async () => ({
      path: `/v1/comments/${await commentBy('viewer@acme.example')}/vote`,
      body: { vote: 'UP' },
    }),
  },
  {
    method: 'POST',
    url: '/v1/comments/:id/report',
    expect: { ...members(201, 404), anonymous: 401 },
    owner: 'listing owner',
    call: async () => ({
      path: `/v1/comments/${await commentBy('viewer@acme.example')}/report`,
      body: { reason: 'spam' },
    }),
  },
  // Notifications (issue #14): each signed-in user reads and marks their own; tenant admins
  // announce; the stream takes its token from the query only (EventSource sends no headers).
  ...['/v1/notifications', '/v1/notifications/grouped', '/v1/notifications/unread-count'].map(
    (url): Row => ({ method: 'GET', url, expect: signedIn(200), call: () => ({ path: url }) }),
  ),
  {
    method: 'PUT',
    url: '/v1/notifications/read',
    expect: signedIn(200),
    call: () => ({ path: '/v1/notifications/read' }),
  },
  {
    method: 'PUT',
    url: '/v1/notifications/:id/read',
    expect: signedIn(404),
    call: () => ({ path: '/v1/notifications/999999999/read' }),
  },
  {
    method: 'POST',
    url: '/v1/notifications/announcements',
    expect: { ...signedIn(403), admin: 201, owner: 201, resourceOwner: 201 },
    call: () => ({ path: '/v1/notifications/announcements', body: { message: 'Hello' } }),
  },
  ...(['GET', 'PUT'] as const).map((method): Row => ({
    method,
    url: '/v1/notifications/settings',
    expect: signedIn(200),
    call: () => ({
      path: '/v1/notifications/settings',
      ...(method === 'PUT' ? { body: { emailDigest: false } } : {}),
    }),
  })),
  {
    method: 'GET',
    url: '/v1/notifications/stream',
    expect: every(401),
    call: () => ({ path: '/v1/notifications/stream?subdomain=acme' }),
  },
  // The thread's GeoJSON export: whoever reads the thread downloads it.
  {
    method: 'GET',
    url: '/v1/comments/listing/:id/geojson',
    expect: members(200, 404),
    owner: 'listing owner',
    call: () => ({ path: `/v1/comments/listing/${fixtures.privateListingId}/geojson` }),
  },
  // Moderation (issue #14): the site's Admins and Owners only, checked before the body.
  {
    method: 'GET',
    url: '/v1/moderation/reports',
    expect: { ...signedIn(403), admin: 200, owner: 200, resourceOwner: 200 },
    call: () => ({ path: '/v1/moderation/reports' }),
  },
  {
    method: 'POST',
    url: '/v1/moderation/reports/:target/:id/resolve',
    expect: { ...signedIn(403), admin: 200, owner: 200, resourceOwner: 200 },
    call: async () => {
      const id = await commentBy('viewer@acme.example');
      await harness().db.query(
        `INSERT INTO comment_reports (comment_id, user_id, reason)
         SELECT $1, id, 'SPAM' FROM users WHERE email = 'surveyor@acme.example'`,
        [id],
      );
      return { path: `/v1/moderation/reports/comment/${id}/resolve`, body: { action: 'DISMISS' } };
    },
  },
  // Area follows (issue #14): each signed-in user's own; anyone else's is a 404.
  {
    method: 'GET',
    url: '/v1/area-follows',
    expect: signedIn(200),
    owner: SELF,
    call: () => ({ path: '/v1/area-follows' }),
  },
  {
    method: 'POST',
    url: '/v1/area-follows',
    expect: signedIn(201),
    owner: SELF,
    call: () => ({ path: '/v1/area-follows', body: AREA_FOLLOW_BODY }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    url: '/v1/area-follows/:id',
    expect: { ...signedIn(404), owner: 200, resourceOwner: 200 },
    owner: 'owner@acme.example',
    call: async () => ({
      path: `/v1/area-follows/${await areaFollowOf('owner@acme.example')}`,
      ...(method === 'PUT' ? { body: { name: 'Renamed' } } : {}),
    }),
  })),
  // Draw projects (1§7, issue #15): each signed-in user's own; anyone else's is a 404.
  ...(['/v1/map-draw/projects', '/v1/map-draw/projects/shared'] as const).map((path): Row => ({
    method: 'GET',
    url: path,
    expect: signedIn(200),
    call: () => ({ path }),
  })),
  {
    method: 'GET',
    url: '/v1/map-draw/projects/search',
    expect: signedIn(200),
    call: () => ({ path: '/v1/map-draw/projects/search?keywords=permission' }),
  },
  {
    method: 'POST',
    url: '/v1/map-draw/projects',
    expect: signedIn(201),
    call: () => ({
      path: '/v1/map-draw/projects',
      body: { title: 'Permission test', data: { annotations: [], layers: [] } },
    }),
  },
  {
    method: 'POST',
    url: '/v1/map-draw/image/upload',
    expect: signedIn(200),
    call: () => ({ path: '/v1/map-draw/image/upload', body: { filename: 'drawing.png' } }),
  },
  {
    method: 'GET',
    url: '/v1/map-draw/image/:drawImageId/:name',
    expect: every(404),
    call: () => ({ path: '/v1/map-draw/image/00000000-0000-4000-8000-000000000000/none.png' }),
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    url: '/v1/map-draw/projects/:id',
    expect: { ...signedIn(404), owner: 200, resourceOwner: 200 },
    owner: 'owner@acme.example',
    call: async () => ({
      path: `/v1/map-draw/projects/${await drawProjectOf('owner@acme.example')}`,
      ...(method === 'PUT' ? { body: { version: 1, title: 'Renamed' } } : {}),
    }),
  })),
  {
    method: 'GET',
    url: '/v1/map-draw/projects/:id/shares',
    expect: { ...signedIn(404), owner: 200, resourceOwner: 200 },
    owner: 'owner@acme.example',
    call: async () => ({
      path: `/v1/map-draw/projects/${await drawProjectOf('owner@acme.example')}/shares`,
    }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    url: '/v1/map-draw/projects/:id/shares/:userId',
    expect: { ...signedIn(404), owner: 200, resourceOwner: 200 },
    owner: 'owner@acme.example',
    call: async () => ({
      path: `/v1/map-draw/projects/${await drawProjectOf('owner@acme.example')}/shares/${callers.get('read')!.userId}`,
      ...(method === 'PUT' ? { body: { access: 'VIEW' } } : {}),
    }),
  })),
  // Analytics (issue #14): anyone may send events; anonymous ones earn no points.
  {
    method: 'POST',
    url: '/v1/analytics',
    expect: every(204),
    call: () => ({ path: '/v1/analytics', body: { action: 'VIEW', provider: 'P', id: 'scene' } }),
  },
  {
    method: 'POST',
    url: '/v1/analytics/listing',
    expect: every(204),
    call: () => ({
      path: '/v1/analytics/listing',
      body: { action: 'VIEW', id: fixtures.privateListingId },
    }),
  },
  {
    method: 'POST',
    url: '/v1/analytics/generic',
    expect: every(204),
    call: () => ({ path: '/v1/analytics/generic', body: { category: 'test', action: 'open' } }),
  },
  // Storage: the URL's signature is the permission, whoever sends it.
  {
    method: 'PUT',
    url: '/v1/storage/*',
    expect: every(201),
    call: () => ({
      path: harness().store.signUpload(`tests/${unique()}.png`, { maxBytes: 100, accept: 'image' })
        .url,
      raw: PNG,
    }),
  },
  {
    method: 'GET',
    url: '/v1/storage/*',
    expect: every(200),
    call: async () => {
      const key = `tests/${unique()}.png`;
      await harness().store.put(key, PNG, 'image/png');
      return { path: harness().store.signDownload(key, Math.floor(Date.now() / 1000) + 60) };
    },
  },
  // Imagery service (issue #5): public; which role may use which action is not in the spec.
  {
    method: 'POST',
    url: '/imagery/search',
    expect: every(400),
    call: () => ({ path: '/imagery/search', body: {} }),
  },
  {
    method: 'POST',
    url: '/imagery/generate-image',
    expect: every(400),
    call: () => ({ path: '/imagery/generate-image', body: {} }),
  },
  {
    method: 'POST',
    url: '/imagery/generate-thumbnail',
    expect: every(400),
    call: () => ({ path: '/imagery/generate-thumbnail', body: {} }),
  },
  {
    method: 'GET',
    url: '/imagery/wms',
    expect: every(400),
    call: () => ({ path: '/imagery/wms' }),
  },
  {
    method: 'POST',
    url: '/imagery/statistics',
    expect: every(400),
    call: () => ({ path: '/imagery/statistics', body: {} }),
  },
  {
    method: 'POST',
    url: '/imagery/point-value',
    expect: every(400),
    call: () => ({ path: '/imagery/point-value', body: {} }),
  },
  {
    method: 'POST',
    url: '/imagery/available-dates',
    expect: every(400),
    call: () => ({ path: '/imagery/available-dates', body: {} }),
  },
  {
    method: 'POST',
    url: '/imagery/short-url',
    expect: every(400),
    call: () => ({ path: '/imagery/short-url', body: {} }),
  },
  {
    method: 'GET',
    url: '/imagery/short-url/:id',
    expect: every(404),
    call: () => ({ path: '/imagery/short-url/unknown1' }),
  },
];

const callers = new Map<Role, Caller>();
const ownerCallers = new Map<string, Caller>();

async function callerFor(role: Role, row: Row): Promise<Caller> {
  if (role === 'anonymous') return { role, email: undefined, token: undefined, userId: undefined };
  if (role !== 'resourceOwner') return callers.get(role)!;
  const email =
    row.owner === 'listing owner' ? fixtures.privateListingOwner : (row.owner ?? ROLE_EMAIL.owner);
  if (!ownerCallers.has(email)) {
    const token = (await signIn(harness().base, email)).IdToken;
    const claims = await harness().app.identity.verifyIdToken(token);
    ownerCallers.set(email, { role, email, token, userId: claims.sub });
  }
  return ownerCallers.get(email)!;
}

async function send(row: Row, caller: Caller): Promise<number> {
  const call = await row.call(caller);
  const token = 'token' in call ? call.token : caller.token;
  const headers: Record<string, string> = { subdomain: call.subdomain ?? 'acme' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  let body: BodyInit | null = null;
  if (call.raw) {
    headers['content-type'] = 'application/octet-stream';
    body = call.raw;
  } else if (call.body !== undefined) {
    const { __amz, ...rest } = call.body as Record<string, unknown>;
    if (typeof __amz === 'string') {
      headers['content-type'] = 'application/x-amz-json-1.1';
      headers['x-amz-target'] = `AWSCognitoIdentityProviderService.${__amz}`;
    } else {
      headers['content-type'] = 'application/json';
    }
    body = JSON.stringify(rest);
  }
  const response = await fetch(new URL(call.path, harness().base), {
    method: row.method,
    headers,
    body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const key = (method: string, url: string): string => `${method} ${url}`;

beforeAll(async () => {
  const { db, base } = harness();
  for (const [role, email] of Object.entries(ROLE_EMAIL) as [Role, string][]) {
    const token = (await signIn(base, email)).IdToken;
    const claims = await harness().app.identity.verifyIdToken(token);
    callers.set(role, { role, email, token, userId: claims.sub });
  }
  const [listing] = await db.query<{ id: number; email: string }>(
    `SELECT l.id::float8 AS id, u.email FROM listings l JOIN tenants t ON t.id = l.tenant_id
     JOIN users u ON u.id = l.user_id
     WHERE t.subdomain = 'acme' AND l.is_private AND l.has_preview AND l.deleted_at IS NULL
       AND l.review_status = 'APPROVED' ORDER BY l.id LIMIT 1`,
  );
  const [bundle] = await db.query<{ id: number }>(
    `SELECT b.id FROM bundles b JOIN tenants t ON t.id = b.tenant_id WHERE t.subdomain = 'acme'
     ORDER BY b.position LIMIT 1`,
  );
  Object.assign(fixtures, {
    privateListingId: listing!.id,
    privateListingOwner: listing!.email,
    bundleId: bundle!.id,
    surveyorId: callers.get('write')!.userId,
  });
});

describe('per-route permissions on the acme tenant', () => {
  it('the table has exactly one row per route of the app (HEAD is checked with its GET)', () => {
    const routes = harness().app.routeList.filter(
      (route) =>
        route.method !== 'HEAD' ||
        !harness().app.routeList.some((other) => other.method === 'GET' && other.url === route.url),
    );
    const routeKeys = routes.map((route) => key(route.method, route.url)).sort();
    const rowKeys = ROWS.map((row) => key(row.method, row.url)).sort();
    expect(rowKeys).toEqual([...new Set(rowKeys)]);
    expect(routeKeys).toEqual(rowKeys);
  });

  it('an anonymous write hears 401 before anything about its body', async () => {
    const writes = ROWS.filter(
      (row) => row.expect.anonymous === 401 && !['GET', 'HEAD'].includes(row.method),
    );
    expect(writes.length).toBeGreaterThan(10);
    const anonymous = await callerFor('anonymous', writes[0]!);
    const answers: Record<string, number> = {};
    for (const row of writes) {
      const call = await row.call(anonymous);
      // A JSON string where every body schema wants an object: a 400 if validation ran first.
      const response = await fetch(new URL(call.path, harness().base), {
        method: row.method,
        headers: { subdomain: call.subdomain ?? 'acme', 'content-type': 'application/json' },
        body: JSON.stringify('not an object'),
      });
      await response.arrayBuffer();
      answers[key(row.method, row.url)] = response.status;
    }
    expect(answers).toEqual(
      Object.fromEntries(writes.map((row) => [key(row.method, row.url), 401])),
    );
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.url}`, async () => {
      const actual = {} as Record<Role, number>;
      for (const role of ROLES) {
        actual[role] = await send(row, await callerFor(role, row));
      }
      expect(actual).toEqual(row.expect);
      if (row.method === 'GET') {
        const head = {} as Record<Role, number>;
        for (const role of ROLES) {
          head[role] = await send({ ...row, method: 'HEAD' }, await callerFor(role, row));
        }
        expect(head, 'HEAD').toEqual(row.expect);
      }
    });
  }
});

describe('an account whose email is not confirmed yet', () => {
  const publishing = ROWS.filter((row) => row.publishing);

  it('signs in and reads, but every publishing route answers 403 EMAIL_NOT_CONFIRMED', async () => {
    expect(publishing.map((row) => key(row.method, row.url)).sort()).toEqual([
      'POST /v1/comments',
      'POST /v1/listings/:id/email-share',
      'POST /v1/listings/remote-layer',
      'POST /v1/listings/upload',
      'PUT /v1/comments/:id',
    ]);
    const token = await cloneOf('surveyor@acme.example', false);
    const caller: Caller = { role: 'write', email: undefined, token, userId: undefined };
    const me = await fetch(new URL('/v1/user', harness().base), {
      headers: { subdomain: 'acme', authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { emailConfirmed?: boolean }).emailConfirmed).toBe(false);
    for (const row of publishing) {
      const call = await row.call(caller);
      const response = await fetch(new URL(call.path, harness().base), {
        method: row.method,
        headers: {
          subdomain: 'acme',
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(call.body),
      });
      const body = (await response.json()) as { code?: string; message?: string };
      expect(response.status, row.url).toBe(403);
      expect(body.code, row.url).toBe('EMAIL_NOT_CONFIRMED');
      expect(body.message, row.url).toMatch(/confirm your email/i);
    }
  });

  it('publishes once the email is confirmed (the same token)', async () => {
    const token = await cloneOf('surveyor@acme.example', false);
    const claims = await harness().app.identity.verifyIdToken(token);
    await harness().db.query(
      'UPDATE user_credentials SET email_verified = true WHERE user_id = $1',
      [claims.sub],
    );
    const response = await fetch(new URL('/v1/listings/upload', harness().base), {
      method: 'POST',
      headers: {
        subdomain: 'acme',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(UPLOAD_BODY),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(201);
  });
});
