import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { openCog } from './cog-source';
import { readWindow } from './read-window';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;
const bytes = readFileSync(B04);
const ranges: string[] = [];
let url = '';

/** A static file server with HTTP range requests, as S3 or any COG host answers. */
const server = createServer((req, res) => {
  const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
  if (!range) {
    res.writeHead(200, { 'content-length': bytes.length }).end(bytes);
    return;
  }
  ranges.push(req.headers.range!);
  const start = Number(range[1]);
  const end = Math.min(bytes.length - 1, range[2] ? Number(range[2]) : bytes.length - 1);
  res
    .writeHead(206, {
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
      'content-length': end - start + 1,
      'accept-ranges': 'bytes',
    })
    .end(bytes.subarray(start, end + 1));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/B04.tif`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('COG over HTTP (fromUrl)', () => {
  it('reads the same window as the local file with range requests, not the whole file', async () => {
    const remote = await openCog(url);
    const local = await openCog(B04);
    expect(remote.levels.map((l) => l.width)).toEqual(local.levels.map((l) => l.width));
    const request = { level: 0, window: [498, 578, 523, 603] as const };
    const a = await readWindow(remote, request);
    const b = await readWindow(local, request);
    expect(Array.from(a!.data)).toEqual(Array.from(b!.data));
    expect(ranges.length).toBeGreaterThan(0);
  });
});
