// The S3 store when the store is down or drops connections: every operation rejects with the
// 503 StorageUnavailableError (never a bare SDK error, a 500 upstream), a failed putStream leaves
// no object, and a request whose body can be sent again is retried once on a dropped connection.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStore } from './s3-object-store';
import type { S3ObjectStore } from './s3-object-store';
import { StorageUnavailableError } from './storage-unavailable';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const bytes = new TextEncoder().encode('hello, bucket');

let dir: string;
const stores: S3ObjectStore[] = [];
const closers: (() => Promise<void>)[] = [];

const startS3 = async (port = 0) => {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'unfurl-down' }],
  });
  return { server, port: (await server.run()).port };
};
const storeAt = (port: number) => {
  const store = createS3ObjectStore({
    bucket: 'unfurl-down',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials,
  });
  stores.push(store);
  return store;
};

/** A TCP proxy to `port` that resets the first `drops` connections it accepts. */
const droppingProxy = async (port: number, drops: number): Promise<number> => {
  let left = drops;
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((socket) => {
    sockets.add(socket);
    if (left > 0) {
      left -= 1;
      socket.resetAndDestroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    sockets.add(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });
  return (proxy.address() as { port: number }).port;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unfurl-s3-down-'));
});
afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  for (const close of closers.splice(0)) await close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const unavailable = {
  statusCode: 503,
  code: 'STORAGE_UNAVAILABLE',
  message: 'The file store is not reachable; try again in a few seconds.',
  headers: { 'retry-after': '3' },
};

describe('S3 object store that cannot be reached', () => {
  it('answers every operation with the 503 StorageUnavailableError once the store has stopped', async () => {
    const { server, port } = await startS3();
    const store = storeAt(port);
    await store.put('kept/a.txt', bytes, 'text/plain'); // a keep-alive socket to the store
    await server.close();
    const source = join(dir, 'source.bin');
    await writeFile(source, bytes);
    const operations: [string, () => Promise<unknown>][] = [
      ['put', () => store.put('kept/b.txt', bytes, 'text/plain')],
      ['putFile', () => store.putFile('kept/c.txt', source, 'text/plain')],
      [
        'putStream',
        () => store.putStream('kept/d.txt', Readable.from([bytes]), bytes.length, 'x/y'),
      ],
      ['get', () => store.get('kept/a.txt')],
      ['getStream', () => store.getStream('kept/a.txt')],
      ['readRange', () => store.readRange('kept/a.txt', 0, 4)],
      ['exists', () => store.exists('kept/a.txt')],
      ['delete', () => store.delete('kept/a.txt')],
      ['deletePrefix', () => store.deletePrefix('kept/')],
      ['list', () => store.list('kept/')],
      ['confirmUpload', () => store.confirmUpload('kept/a.txt', { maxBytes: 99, accept: 'any' })],
    ];
    for (const [name, operation] of operations) {
      const error = await operation().then(
        () => new Error(`${name} resolved`),
        (failure: unknown) => failure,
      );
      expect(error, name).toBeInstanceOf(StorageUnavailableError);
      expect(error, name).toMatchObject(unavailable);
    }
  });

  it('a putStream whose connection the store drops midway rejects 503 and leaves no object', async () => {
    const { server, port } = await startS3();
    closers.push(() => server.close());
    const store = storeAt(port);
    const body = new Readable({ read: () => undefined });
    body.push(new Uint8Array(1000));
    const putting = store.putStream('uploads/9/file', body, 100_000, 'x/y');
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.httpServer?.closeAllConnections();
    await expect(putting).rejects.toBeInstanceOf(StorageUnavailableError);
    // The body is drained, not destroyed: its client finishes sending and can read the 503.
    expect(body.destroyed).toBe(false);
    body.push(new Uint8Array(5000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.readableLength).toBe(0);
    expect(await store.list('uploads/')).toEqual([]);
  });

  it('retries once a request whose body can be sent again when the connection is dropped', async () => {
    const { server, port } = await startS3();
    closers.push(() => server.close());
    const source = join(dir, 'retry.bin');
    await writeFile(source, bytes);
    const store = storeAt(await droppingProxy(port, 1));
    await store.putFile('retried/file.bin', source, 'application/octet-stream');
    const direct = storeAt(port);
    expect((await direct.get('retried/file.bin'))?.bytes).toEqual(bytes);
  });
});
