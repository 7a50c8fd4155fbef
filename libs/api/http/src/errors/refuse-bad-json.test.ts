import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { MAX_JSON_DEPTH, findBadJson, refuseBadJsonBodies } from './refuse-bad-json';
import { UnauthorizedError } from './auth-errors';

const SURROGATE = 'must not contain a lone UTF-16 surrogate (\\ud800-\\udfff without its pair)';

/** `depth` arrays nested in one another. */
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('findBadJson', () => {
  it('names the first string or key holding a NUL character', () => {
    expect(findBadJson({ a: 'ok', b: ['x', 'y\u0000'] })?.where).toBe('body.b[1]');
    expect(findBadJson({ email: { '\u0000': '' } })?.where).toBe('body.email (a key)');
    expect(findBadJson({ a: 'fine', n: 1, z: null })).toBeUndefined();
  });

  it('names a lone surrogate in a string or a key, and keeps a pair', () => {
    expect(findBadJson({ a: ['ok', 'x\ud800'] })).toEqual({
      where: 'body.a[1]',
      problem: SURROGATE,
    });
    expect(findBadJson({ '\udc00': 1 })).toEqual({ where: 'body (a key)', problem: SURROGATE });
    expect(findBadJson({ a: '\udfff\ud800' })?.where).toBe('body.a');
    expect(findBadJson({ a: '💥 \ud83d\udca5' })).toBeUndefined();
  });

  it('reports the first problem in document order', () => {
    expect(findBadJson({ a: [{ b: 'ok' }, 'x\u0000'], c: '\ud800' })?.where).toBe('body.a[1]');
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels, even 100,000 deep`, () => {
    expect(findBadJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(findBadJson(nested(MAX_JSON_DEPTH + 1))).toEqual({
      where: 'body[0]',
      problem: `is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    expect(findBadJson(deep)?.problem).toBe('is nested deeper than 64 levels');
    expect(findBadJson(deep, Infinity)).toBeUndefined();
  });
});

describe('refuseBadJsonBodies', () => {
  async function server(): Promise<{ app: ReturnType<typeof Fastify>; reached: () => number }> {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    refuseBadJsonBodies(app);
    let reached = 0;
    app.put('/thing', async () => ({ reached: ++reached }));
    await app.register(async (scope) => {
      scope.put(
        '/signed-in',
        {
          preValidation: async (request) => {
            if (!request.headers.authorization) throw new UnauthorizedError('Sign in first.');
          },
        },
        async () => ({ reached: ++reached }),
      );
    });
    return { app, reached: () => reached };
  }

  it('answers a JSON body with a NUL character with a 400 before the route runs', async () => {
    const { app, reached } = await server();
    const bad = await app.inject({ method: 'PUT', url: '/thing', payload: { bio: 'a\u0000b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'body.bio must not contain the NUL character (\\u0000)',
      code: 'VALIDATION_ERROR',
    });
    const good = await app.inject({ method: 'PUT', url: '/thing', payload: { bio: 'ab' } });
    expect(good.statusCode).toBe(200);
    expect(reached()).toBe(1);
    await app.close();
  });

  it('answers a 5,000-level body with a 400 naming the limit, and a lone surrogate with a 400', async () => {
    const { app, reached } = await server();
    const deep = await app.inject({
      method: 'PUT',
      url: '/thing',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('body.a is nested deeper than 64 levels');
    const lone = await app.inject({
      method: 'PUT',
      url: '/thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"\\ud800"}',
    });
    expect(lone.json()).toEqual({ message: `body.name ${SURROGATE}`, code: 'VALIDATION_ERROR' });
    expect(reached()).toBe(0);
    await app.close();
  });

  it("runs after a route's own guards: an anonymous caller hears 401, not 400", async () => {
    const { app } = await server();
    const payload = { bio: 'a\u0000b' };
    const anonymous = await app.inject({ method: 'PUT', url: '/signed-in', payload });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'PUT',
      url: '/signed-in',
      headers: { authorization: 'Bearer x' },
      payload,
    });
    expect(signedIn.statusCode).toBe(400);
    await app.close();
  });
});
