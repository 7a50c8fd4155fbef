// Test harness of the draw tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded PGlite database)
// with the draw plugin and a local object store in a temporary folder, whose upload routes it
// serves.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { createLocalObjectStore, storageRoutes } from '@unfurl/api-storage';
import { drawPlugin } from './draw.plugin';

/** Starts the draw server before the file's tests and stops it after; read it inside tests. */
export function useDrawServer(): () => FeatureServer {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-draw-storage-'));
  const store = createLocalObjectStore({
    rootDir: dir,
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return useFeatureServer({
    register: async (app, { db }) => {
      await app.register(drawPlugin, { db, store });
      await app.register(storageRoutes, { store });
    },
  });
}

/** One call of the API: method, path, token, tenant (default main), JSON body and headers. */
export async function call(
  server: FeatureServer,
  method: string,
  path: string,
  options: { token?: string | undefined; subdomain?: string; body?: unknown } = {},
  // The tests read answers of every shape (projects, lists, errors); a status check comes first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await api(server.base, path, {
    method,
    token: options.token,
    subdomain: options.subdomain ?? 'main',
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** A polygon annotation over a square of side `size` degrees at (lon, lat). */
export function squareAnnotation(id: string, lon: number, lat: number, size: number) {
  return {
    id,
    kind: 'polygon',
    positions: [
      [lon, lat],
      [lon + size, lat],
      [lon + size, lat + size],
      [lon, lat + size],
    ],
  };
}

export { signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
