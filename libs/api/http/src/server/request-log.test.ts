import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './create-server';

interface Line {
  readonly level: number;
  readonly msg: string;
  readonly req?: { method: string; url: string };
  readonly res?: { statusCode: number };
  readonly responseTime?: number;
}

const lines: Line[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Line);
    done();
  },
});
const app = createHttpServer({ logger: { level: 'info', stream } });
app.get('/things', async () => ({ ok: true }));
let address = '';

beforeAll(async () => {
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('OneLineRequestLog (createHttpServer)', () => {
  it('writes one line per request: the redacted request, its status and its time', async () => {
    lines.length = 0;
    const response = await fetch(`${address}/things?signature=secret-value&page=2`);
    expect(response.status).toBe(200);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines.filter((line) => line.req || line.res);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line?.msg).toBe('request completed');
    expect(line?.level).toBe(30);
    expect(line?.req).toMatchObject({
      method: 'GET',
      url: '/things?signature=[redacted]&page=2',
    });
    expect(line?.res?.statusCode).toBe(200);
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(lines.some((one) => one.msg === 'incoming request')).toBe(false);
  });

  it('still logs a route that is not found and its status', async () => {
    lines.length = 0;
    const response = await fetch(`${address}/nothing-here`);
    expect(response.status).toBe(404);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.res?.statusCode).toBe(404);
  });
});
