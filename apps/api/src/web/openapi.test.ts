import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  '/v1/listings/{id}',
  '/v1/bundles',
  '/v1/bundles/{id}',
  '/v1/bundles/{id}/listings',
  '/listing-preview/{id}',
];
/** The Cognito-compatible identity endpoint: POST, with Cognito's error shape. */
const IDENTITY_PATHS = ['/identity/', '/identity/.well-known/jwks.json'];
/** The imagery service (issue #5), with its own schemas; tested in apps/api/src/imagery. */
const IMAGERY_PATHS = [
  '/imagery/search',
  '/imagery/generate-image',
  '/imagery/generate-thumbnail',
  '/imagery/short-url',
  '/imagery/short-url/{id}',
];

describe('OpenAPI', () => {
  it('GET /v1/openapi.json is an OpenAPI 3.1 document listing every route with schemas', async () => {
    const response = await app().inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Unfurl API');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...DOCUMENTED, ...IDENTITY_PATHS, ...IMAGERY_PATHS].sort(),
    );
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
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
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
