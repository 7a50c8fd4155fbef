// Test harness of the auth and accounts tests: the real app on an ephemeral port over a seeded
// PGlite clone, a temporary object store, trace-level log capture, and sign-in through the
// Cognito-compatible endpoint. Never used by product code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { createLocalObjectStore } from '@unfurl/api-storage';
import type { LocalObjectStore } from '@unfurl/api-storage';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { openSeededTestDb } from '../testing/start-test-server';

/** A running app and helpers to call it. */
export interface AuthHarness {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly base: string;
  readonly store: LocalObjectStore;
  readonly storageDir: string;
  /** Every log line written so far (trace level). */
  readonly logs: string[];
}

/** Starts the app before the file's tests and stops it after; read the harness inside tests. */
export function useAuthHarness(): () => AuthHarness {
  let harness: AuthHarness | undefined;
  beforeAll(async () => {
    const db = await openSeededTestDb();
    const storageDir = await mkdtemp(join(tmpdir(), 'unfurl-storage-test-'));
    const store = createLocalObjectStore({
      rootDir: storageDir,
      secret: 'test-secret-test-secret-test-secret-0123',
    });
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db, logger: { level: 'trace', stream }, storage: store });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    harness = { app, db, base, store, storageDir, logs };
  });
  afterAll(async () => {
    await harness?.app.close();
    await harness?.db.close();
    if (harness) await rm(harness.storageDir, { recursive: true, force: true });
  });
  return () => harness!;
}

export { api, identityCall, signIn } from '@unfurl/api-demo-seed/testing';
export type { ApiCall, Tokens } from '@unfurl/api-demo-seed/testing';
