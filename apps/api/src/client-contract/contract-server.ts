// Shared setup of the client contract tests: one real server per file (startTestServer over the
// seeded demo data, uploads in a temporary local object store), clients of @unfurl/api-client
// pointed at it that record which methods reached the server, and the test that checks a file
// exercised every method it claims in contract-methods.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createApiClient,
  createImageryApi,
  createListingLinks,
  isApiError,
} from '@unfurl/api-client';
import type {
  ApiClient,
  ApiLogger,
  ImageryApi,
  ListingLinkOptions,
  ListingLinks,
} from '@unfurl/api-client';
import type { Db } from '@unfurl/api-db';
import { signIn } from '@unfurl/api-demo-seed/testing';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { startTestServer } from '../testing/start-test-server';
import type { TestServer } from '../testing/start-test-server';
import { CONTRACT_METHODS } from './contract-methods';
import type { ContractFile } from './contract-methods';

/** Options of a contract client. */
export interface ContractClientOptions {
  /** Signs in with this id token (see {@link ContractServer.idToken}). */
  readonly idToken?: string;
  /** Tracker code sent in the tracker header. */
  readonly tracker?: string;
  /** Where failures are logged; silent by default. */
  readonly logger?: ApiLogger;
}

/** The file's running server and its recording clients. */
export interface ContractServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly db: Db;
  /** The id token of a demo user (demo password). */
  idToken(email: string): Promise<string>;
  /** An API client of `tenant`, anonymous unless given an id token. */
  client(tenant: string, options?: ContractClientOptions): ApiClient;
  /** A demo user's client (signed in with the demo password) on `tenant` (default main). */
  signedIn(email: string, tenant?: string): Promise<ApiClient>;
  /** The imagery client on the server's `/imagery/`. */
  imagery(tenant?: string): ImageryApi;
  /** The file link builders on the server. */
  links(options: Omit<ListingLinkOptions, 'baseUrl'>): ListingLinks;
}

const quiet: ApiLogger = { warn: () => undefined, error: () => undefined };
const exercised = new Set<string>();

/**
 * Wraps a client so that every method call whose promise settles with the server's answer (a
 * result, or an ApiError carrying an HTTP status) is recorded as `prefix.method`; synchronous
 * methods (link builders, clearCache) are recorded when called.
 */
function recorded<T extends object>(target: T, prefix: string): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof key !== 'string') return value;
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const result: unknown = value.apply(object, args);
          if (!(result instanceof Promise)) {
            exercised.add(name);
            return result;
          }
          return result.then(
            (answer: unknown) => {
              exercised.add(name);
              return answer;
            },
            (error: unknown) => {
              if (isApiError(error) && error.status > 0) exercised.add(name);
              throw error;
            },
          );
        };
      }
      return value !== null && typeof value === 'object' ? recorded(value, name) : value;
    },
  });
}

/** Starts the file's server before its tests and stops it after; read it inside tests. */
export function useContractServer(file: ContractFile): () => ContractServer {
  let server: TestServer | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `unfurl-${file.replace(/\.test\.ts$/, '')}-`));
    const storage = createLocalObjectStore({
      rootDir: join(dir, 'storage'),
      secret: 'client-contract-secret-client-contract-0123',
    });
    server = await startTestServer({ storage, uploads: { dir: join(dir, 'uploads') } });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the contract server is not started yet');
    const { url, db } = server;
    const contract: ContractServer = {
      url,
      db,
      idToken: async (email) => (await signIn(url, email)).IdToken,
      signedIn: async (email, tenant = 'main') =>
        contract.client(tenant, { idToken: await contract.idToken(email) }),
      client: (tenant, options = {}) =>
        recorded(
          createApiClient({
            baseUrl: `${url}/`,
            subdomain: tenant,
            logger: options.logger ?? quiet,
            session: {
              getIdToken: () => options.idToken,
              getTrackerCode: () => options.tracker,
              refresh: async () => undefined,
              logout: () => undefined,
            },
          }),
          '',
        ),
      imagery: (tenant = 'main') =>
        recorded(
          createImageryApi({ baseUrl: `${url}/imagery/`, subdomain: tenant, logger: quiet }),
          'imagery',
        ),
      links: (options) => recorded(createListingLinks({ ...options, baseUrl: `${url}/` }), 'links'),
    };
    return contract;
  };
}

/** The error a promise rejects with, or undefined when it resolves. */
export const failure = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

/** The file's last test: every method it claims in contract-methods.ts reached the server. */
export function itExercisedItsClaimedMethods(file: ContractFile): void {
  it(`exercised every method contract-methods.ts gives ${file}`, () => {
    const missing = CONTRACT_METHODS[file].filter((method) => !exercised.has(method));
    expect(missing).toEqual([]);
  });
}
