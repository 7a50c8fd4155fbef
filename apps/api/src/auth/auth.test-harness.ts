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
import { DEMO_PASSWORD } from '../seed/demo-people';
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

/** Cognito's AuthenticationResult. */
export interface Tokens {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken: string;
}

/** Calls one action of the identity endpoint. */
export function identityCall(base: string, action: string, body: object): Promise<Response> {
  return fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify({ ClientId: 'unfurl-web', ...body }),
  });
}

/** Signs in with a password at the identity endpoint; throws unless it succeeds. */
export async function signIn(
  base: string,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await identityCall(base, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const body = (await response.json()) as { AuthenticationResult?: Tokens };
  if (!response.ok || !body.AuthenticationResult) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.AuthenticationResult;
}

/** Options of {@link api}. */
export interface ApiCall {
  readonly method?: string;
  readonly token?: string | undefined;
  readonly subdomain?: string;
  readonly body?: unknown;
}

/** Calls the API with an optional bearer token and Subdomain header; JSON bodies. */
export function api(base: string, path: string, call: ApiCall = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.token) headers['authorization'] = `Bearer ${call.token}`;
  if (call.subdomain) headers['subdomain'] = call.subdomain;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: call.method ?? 'GET',
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
}
