import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../app.test-setup';

const staticDir = await mkdtemp(join(tmpdir(), 'unfurl-static-'));
await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Unfurl atlas</title>');
await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
const { app } = useSeededApp({ staticDir });

const DOCUMENTED = [
  '/v1/subdomain/config',
  '/v1/listings',
  '/v1/listings/featured',
  '/v1/listings/nearby',
  '/v1/listings/footprints',
  '/v1/listings/{id}',
  '/v1/bundles',
  '/v1/bundles/{id}',
  '/v1/bundles/{id}/listings',
  '/listing-preview/{id}',
];
/** The Cognito-compatible identity endpoint (POST, Cognito's error shape) and social sign-in. */
const IDENTITY_PATHS = [
  '/identity/',
  '/identity/.well-known/jwks.json',
  '/identity/.well-known/openid-configuration',
  '/identity/oauth2/authorize',
  '/identity/oauth2/idpresponse',
  '/identity/oauth2/token',
  '/identity/oauth2/providers',
];
/** The imagery service (issue #5), with its own schemas; tested in libs/api/imagery. */
const IMAGERY_PATHS = [
  '/imagery/search',
  '/imagery/available-dates',
  '/imagery/generate-image',
  '/imagery/generate-thumbnail',
  '/imagery/short-url',
  '/imagery/short-url/{id}',
  '/imagery/wms',
  '/imagery/point-value',
  '/imagery/statistics',
];

/** The accounts API (2§7 User) and the signed storage URLs; tested in libs/api/feature-accounts and libs/api/storage. */
const ACCOUNTS_PATHS = [
  '/v1/user',
  '/v1/user/avatar/{filename}',
  '/v1/user/banner/{filename}',
  '/v1/user/billing',
  '/v1/user/eth/{address}',
  '/v1/user/points',
  '/v1/user/reset_password',
  '/v1/user/tracking-info',
  '/v1/user/userseo/{seoName}',
  '/v1/user/viewed-listings',
  '/v1/users/{id}',
  '/v1/storage/{*}',
];

/** The health check of load balancers (issue 12); tested in apps/api/src/database/*-outage.test.ts. */
const HEALTH_PATHS = ['/v1/health'];

/** Listing uploads (issue #4); tested in apps/api/src/uploads. */
const UPLOAD_PATHS = [
  '/v1/listings/upload',
  '/v1/listings/{id}/upload',
  '/v1/listings/{id}/status',
  '/v1/listings/{id}/download',
  '/v1/listing-uploads/{id}/{key}',
  '/v1/listings/remote-layer',
  '/v1/listings/{id}/remote-layer',
];

/** Listing actions, discovery and file links (issue #4); tested in libs/api/feature-listings. */
const LISTING_ACTION_PATHS = [
  '/v1/listings/recommended',
  '/v1/listings/{id}/similar',
  '/v1/listings/{id}/reSubmit',
  '/v1/listings/{id}/report',
  '/v1/listings/{id}/email-share',
  '/v1/listings/{id}/files',
  '/v1/listings/{id}/files/{fileId}',
  '/v1/user/listings',
  '/listing-original/{id}',
  '/listing-file/{id}/{file}',
  '/listing-tiles/{id}/{z}/{x}/{y}.png',
];

/** Likes, bookmarks and follows (issue #14); tested in libs/api/feature-social. */
const SOCIAL_PATHS = [
  '/v1/listings/{id}/likes',
  '/v1/listings/{id}/bookmarks',
  '/v1/user/likes',
  '/v1/user/bookmarks',
  '/v1/followers',
  '/v1/following',
  '/v1/following/{userId}',
];

/** Analytics events (issue #14); tested in libs/api/feature-analytics. */
const ANALYTICS_PATHS = ['/v1/analytics', '/v1/analytics/listing', '/v1/analytics/generic'];

/** Area follows (issue #14); tested in libs/api/feature-area-follows. */
const AREA_FOLLOW_PATHS = ['/v1/area-follows', '/v1/area-follows/{id}'];

/** Draw projects (1§7, issue #15); tested in libs/api/feature-draw. */
const DRAW_PATHS = [
  '/v1/map-draw/projects',
  '/v1/map-draw/projects/shared',
  '/v1/map-draw/projects/search',
  '/v1/map-draw/projects/{id}',
  '/v1/map-draw/projects/{id}/shares',
  '/v1/map-draw/projects/{id}/shares/{userId}',
  '/v1/map-draw/image/upload',
  '/v1/map-draw/image/{drawImageId}/{name}',
];

/** The moderation queue (issue #14); tested in libs/api/feature-moderation. */
const MODERATION_PATHS = ['/v1/moderation/reports', '/v1/moderation/reports/{target}/{id}/resolve'];

/** Notifications (issue #14); tested in libs/api/feature-notifications. */
const NOTIFICATION_PATHS = [
  '/v1/notifications',
  '/v1/notifications/grouped',
  '/v1/notifications/unread-count',
  '/v1/notifications/read',
  '/v1/notifications/{id}/read',
  '/v1/notifications/announcements',
  '/v1/notifications/settings',
  '/v1/notifications/stream',
];

/** Comments on listings (issue #14); tested in libs/api/feature-comments. */
const COMMENT_PATHS = [
  '/v1/comments',
  '/v1/comments/listing/{id}',
  '/v1/comments/listing/{id}/geojson',
  '/v1/comments/{id}',
  '/v1/comments/{id}/report',
  '/v1/comments/{id}/vote',
];

describe('OpenAPI', () => {
  it('GET /v1/openapi.json is an OpenAPI 3.1 document listing every route with schemas', async () => {
    const response = await app().inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Unfurl API');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...DOCUMENTED,
        ...IDENTITY_PATHS,
        ...IMAGERY_PATHS,
        ...ACCOUNTS_PATHS,
        ...UPLOAD_PATHS,
        ...LISTING_ACTION_PATHS,
        ...SOCIAL_PATHS,
        ...COMMENT_PATHS,
        ...NOTIFICATION_PATHS,
        ...MODERATION_PATHS,
        ...AREA_FOLLOW_PATHS,
        ...DRAW_PATHS,
        ...ANALYTICS_PATHS,
        ...HEALTH_PATHS,
      ].sort(),
    );
    // The listing actions carry their request and error schemas.
    expect(Object.keys(doc.paths['/v1/listings/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    for (const [path, method] of [
      ['/v1/listings/{id}', 'put'],
      ['/v1/listings/{id}/reSubmit', 'put'],
      ['/v1/listings/{id}/report', 'post'],
      ['/v1/listings/{id}/email-share', 'post'],
      ['/v1/listings/{id}/files', 'post'],
    ] as const) {
      const operation = doc.paths[path][method];
      expect(operation.requestBody.content['application/json'].schema, path).toBeTruthy();
      expect(operation.responses['401'], path).toBeTruthy();
    }
    expect(
      doc.paths['/v1/listings/recommended'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['template', 'limit', 'nextCursor']));
    for (const path of DOCUMENTED) {
      const get = doc.paths[path].get;
      expect(get.summary, path).toBeTruthy();
      expect(
        get.responses['200'] ?? get.responses['default'] ?? path.startsWith('/listing-preview'),
        path,
      ).toBeTruthy();
      expect(get.responses['400'].content['application/json'].schema.required, path).toEqual([
        'message',
        'code',
      ]);
    }
    const params = doc.paths['/v1/listings'].get.parameters.map(
      (p: { name: string; in: string }) => `${p.in}:${p.name}`,
    );
    expect(params).toEqual(
      expect.arrayContaining([
        'query:limit',
        'query:offset',
        'query:keywords',
        'query:category',
        'query:aoi',
        'query:orderBy',
        'query:userId',
        'query:onlyMaps',
        'header:subdomain',
      ]),
    );
    const limit = doc.paths['/v1/listings'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 250, default: 20 });
    const listing =
      doc.paths['/v1/listings/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(listing.properties)).toEqual(
      expect.arrayContaining([
        'geometryWKT',
        'bboxWKT',
        'createdAt',
        'totalComments',
        'totalLikes',
      ]),
    );
    const health = doc.paths['/v1/health'].get;
    expect(health.responses['200'].content['application/json'].schema.required).toEqual(['status']);
    expect(health.responses['503'].content['application/json'].schema.required).toEqual([
      'message',
      'code',
    ]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('passes an OpenAPI 3.1 validator, every parameter with a schema (what code generators read)', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const wms = doc.paths['/imagery/wms'].get.parameters.map((p: { name: string }) => p.name);
    expect(wms).toEqual(expect.arrayContaining(['LAYERS', 'BBOX', 'TIME', 'CRS', 'MAXCC']));
  });

  it('browsable docs at /v1/docs', async () => {
    const response = await app().inject({ method: 'GET', url: '/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('static atlas', () => {
  it('serves files and falls back to index.html for app routes, not for API paths', async () => {
    const file = await app().inject({ method: 'GET', url: '/app.js' });
    expect(file.statusCode).toBe(200);
    const spa = await app().inject({
      method: 'GET',
      url: '/maps/some-map-12?pos=1,2,3',
      headers: { host: 'acme.localhost:4200' },
    });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('Unfurl atlas');
    const root = await app().inject({
      method: 'GET',
      url: '/',
      headers: { host: 'acme.localhost:4200' },
    });
    expect(root.headers['x-unfurl-subdomain']).toBe('acme');
    const api = await app().inject({ method: 'GET', url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
