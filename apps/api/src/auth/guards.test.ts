import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { buildApp } from '../app';
import { openSeededTestDb } from '../testing/start-test-server';
import { api, signIn } from './auth.test-harness';
import {
  requireOwnerOrAdmin,
  requirePermission,
  requireSignIn,
  signedInUser,
  useRequestContext,
} from '@unfurl/api-http';

let app: FastifyInstance;
let db: Db;
let base: string;

// Guarded routes of a scope like `/v1`, over the real app: tenant hook, auth hooks, guards.
beforeAll(async () => {
  db = await openSeededTestDb();
  app = await buildApp({ db, logger: false });
  await app.register(async (scope) => {
    useRequestContext(scope);
    scope.get('/guarded/signed-in', { preValidation: requireSignIn }, async (request) => ({
      userId: signedInUser(request).userId,
    }));
    scope.get('/guarded/write', { preValidation: requirePermission(1) }, async () => ({
      ok: true,
    }));
    scope.get('/guarded/admin', { preValidation: requirePermission(3) }, async () => ({
      ok: true,
    }));
    // A resource owned by the acme surveyor; id 0 does not exist.
    scope.get(
      '/guarded/resource/:id',
      {
        ...requireOwnerOrAdmin(async (request) =>
          (request.params as { id: string }).id === '1'
            ? '00000000-0000-4000-8000-000000000066'
            : undefined,
        ),
      },
      async () => ({ ok: true }),
    );
    // A write with a body schema: the guard must answer before the body is validated.
    scope.post(
      '/guarded/write-body',
      {
        preValidation: requirePermission(1),
        schema: {
          body: {
            type: 'object',
            required: ['title'],
            properties: { title: { type: 'string', minLength: 1 } },
          },
        },
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

  it('an anonymous write with a bad body gets 401, a signed-in one gets 400 about the body', async () => {
    const surveyor = (await signIn(base, 'surveyor@acme.example')).IdToken;
    const viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
    const post = (token?: string) =>
      api(base, '/guarded/write-body', { method: 'POST', token, subdomain: 'acme', body: {} });
    const anonymous = await post();
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    expect((await post(viewer)).status).toBe(403);
    const signedIn = await post(surveyor);
    expect(signedIn.status).toBe(400);
    expect(((await signedIn.json()) as { message: string }).message).toContain('title');
  });
});
