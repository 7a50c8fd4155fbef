import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { buildApp } from '../app';
import { useTenantFromHeader } from '../tenants/tenant-plugin';
import { createTenantResolver } from '../tenants/tenant-resolver';
import { openSeededTestDb } from '../testing/start-test-server';
import { createAuthenticator, useRequestAuth } from './auth-plugin';
import { requireOwnerOrAdmin, requirePermission, requireSignIn, signedInUser } from './guards';
import { api, signIn } from './auth.test-harness';

let app: FastifyInstance;
let db: Db;
let base: string;

// Guarded routes of a scope like `/v1`, over the real app: tenant hook, auth hooks, guards.
beforeAll(async () => {
  db = await openSeededTestDb();
  app = await buildApp({ db, logger: false });
  await app.register(async (scope) => {
    useTenantFromHeader(scope, createTenantResolver(db));
    useRequestAuth(scope, createAuthenticator({ db, verifier: app.identity }));
    scope.get('/guarded/signed-in', { preHandler: requireSignIn }, async (request) => ({
      userId: signedInUser(request).userId,
    }));
    scope.get('/guarded/write', { preHandler: requirePermission(1) }, async () => ({ ok: true }));
    scope.get('/guarded/admin', { preHandler: requirePermission(3) }, async () => ({ ok: true }));
    // A resource owned by the acme surveyor; id 0 does not exist.
    scope.get(
      '/guarded/resource/:id',
      {
        preHandler: requireOwnerOrAdmin(async (request) =>
          (request.params as { id: string }).id === '1'
            ? '00000000-0000-4000-8000-000000000066'
            : undefined,
        ),
      },
      async () => ({ ok: true }),
    );
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('route guards', () => {
  it('requireSignIn, requirePermission and requireOwnerOrAdmin answer 401, 403 or 404 exactly', async () => {
    const token = async (email: string) => (await signIn(base, email)).IdToken;
    const viewer = await token('viewer@acme.example');
    const surveyor = await token('surveyor@acme.example');
    const admin = await token('admin@acme.example');
    const outsider = await token('admin@unfurl.example');
    const status = async (path: string, bearer?: string, subdomain = 'acme') =>
      (await api(base, path, { token: bearer, subdomain })).status;

    expect(await status('/guarded/signed-in')).toBe(401);
    expect(await status('/guarded/signed-in', outsider)).toBe(200);

    expect(await status('/guarded/write')).toBe(401);
    expect(await status('/guarded/write', viewer)).toBe(403);
    expect(await status('/guarded/write', surveyor)).toBe(200);
    expect(await status('/guarded/write', outsider)).toBe(403);
    // On the main host every signed-in user has Write.
    expect(await status('/guarded/write', viewer, 'main')).toBe(200);

    expect(await status('/guarded/admin', surveyor)).toBe(403);
    expect(await status('/guarded/admin', admin)).toBe(200);
    // The acme admin is not an admin of main; main's owner is not an admin of acme.
    expect(await status('/guarded/admin', admin, 'main')).toBe(403);
    expect(await status('/guarded/admin', outsider)).toBe(403);
    const forbidden = await api(base, '/guarded/admin', { token: surveyor, subdomain: 'acme' });
    expect(await forbidden.json()).toEqual({
      message: 'This needs ADMIN permission on this site.',
      code: 'FORBIDDEN',
    });

    expect(await status('/guarded/resource/1')).toBe(401);
    expect(await status('/guarded/resource/1', surveyor)).toBe(200);
    expect(await status('/guarded/resource/1', viewer)).toBe(403);
    expect(await status('/guarded/resource/1', admin)).toBe(200);
    expect(await status('/guarded/resource/1', outsider)).toBe(403);
    expect(await status('/guarded/resource/0', admin)).toBe(404);
  });
});
