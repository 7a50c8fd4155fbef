import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { findNul, refuseNulInBodies } from './refuse-nul';

describe('findNul', () => {
  it('names the first string or key holding a NUL character', () => {
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('body.b[1]');
    expect(findNul({ email: { '\u0000': '' } })).toBe('body.email (a key)');
    expect(findNul({ a: 'fine', n: 1, z: null })).toBeUndefined();
  });
});

describe('refuseNulInBodies', () => {
  it('answers a JSON body with a NUL character with a 400 before the route runs', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    refuseNulInBodies(app);
    let reached = 0;
    app.put('/thing', async () => ({ reached: ++reached }));
    const bad = await app.inject({ method: 'PUT', url: '/thing', payload: { bio: 'a\u0000b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'body.bio must not contain the NUL character (\\u0000)',
      code: 'VALIDATION_ERROR',
    });
    const good = await app.inject({ method: 'PUT', url: '/thing', payload: { bio: 'ab' } });
    expect(good.statusCode).toBe(200);
    expect(reached).toBe(1);
    await app.close();
  });
});
