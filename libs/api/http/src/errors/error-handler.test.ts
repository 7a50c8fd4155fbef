import { describe, expect, it } from 'vitest';
import { createHttpServer } from '../server/create-server';
import { HttpError, NotFoundError } from './http-error';

describe('registerErrorHandling', () => {
  it('answers an HttpError as { message, code } with its status and its own headers', async () => {
    const app = createHttpServer({ logger: false });
    app.get('/busy', async () => {
      throw new HttpError(429, 'SLOW_DOWN', 'Too many requests', { 'retry-after': '3' });
    });
    app.get('/missing', async () => {
      throw new NotFoundError('No such thing');
    });
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('3');
    expect(busy.json()).toEqual({ message: 'Too many requests', code: 'SLOW_DOWN' });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['retry-after']).toBeUndefined();
    expect(missing.json()).toEqual({ message: 'No such thing', code: 'NOT_FOUND' });
    await app.close();
  });
});
