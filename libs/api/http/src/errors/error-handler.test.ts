import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHttpServer } from '../server/create-server';
import { DatabaseUnavailableError } from '@unfurl/api-db';
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

  it('logs a render the client abandoned as info, and an unexpected failure as an error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = createHttpServer({ logger: { level: 'info', stream } });
    let abandoned: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => (abandoned = resolve));
    app.get('/render', async (request) => {
      await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
      abandoned();
      throw Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    });
    app.get('/broken', async () => {
      throw Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = httpRequest(`${address}/render`);
    client.on('error', () => undefined);
    client.end();
    await new Promise((r) => setTimeout(r, 100));
    client.destroy();
    await gone;
    // A server-side abort with the client still there is still a 500 and an error.
    const broken = await fetch(`${address}/broken`);
    expect(broken.status).toBe(500);
    await app.close();
    const failed = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(failed).toEqual(['request failed']);
    expect(lines.some((line) => line.msg === 'request abandoned by the client')).toBe(true);
  });

  it('answers a database that is unavailable 503 with Retry-After and its message, never 500', async () => {
    const app = createHttpServer({ logger: false });
    app.get('/listings', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new DatabaseUnavailableError(
        'The database is restarting; try again in a few seconds.',
        {
          cause: refused,
        },
      );
    });
    const response = await app.inject({ method: 'GET', url: '/listings' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3');
    expect(response.json()).toEqual({
      message: 'The database is restarting; try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
    await app.close();
  });
});
