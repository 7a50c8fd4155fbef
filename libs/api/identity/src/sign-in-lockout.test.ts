// The sign-in lockout under a burst of parallel guesses: each attempt is counted in the database
// before its password is verified, so at most `limit` passwords are ever checked per lock, also
// across two services (two API processes) sharing one PostgreSQL.
import { CREDENTIAL_STATUS, insertPasswordUser } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import {
  openSharedTestPostgresDbs,
  openTemplatedPgliteDb,
  runsPostgresTests,
} from '@unfurl/api-db/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createIdentityService } from './identity-service';
import type { IdentityService } from './identity-service';
import { hashSecret } from './passwords';
import type * as Passwords from './passwords';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifySecret: (stored: string | null | undefined, secret: string) => {
      verifications.count += 1;
      return original.verifySecret(stored, secret);
    },
  };
});

const EMAIL = 'burst@unfurl.example';
const PASSWORD = 'the-right-one';
const LIMIT = 5;
const INITIATE_AUTH = 'AWSCognitoIdentityProviderService.InitiateAuth';

async function seedUser(db: Db): Promise<void> {
  const [tenant] = await db.query<{ id: number }>(
    `INSERT INTO tenants (subdomain, name, is_main) VALUES ('main', 'Unfurl', true) RETURNING id`,
  );
  await insertPasswordUser(db, {
    tenantId: tenant!.id,
    email: EMAIL,
    firstName: null,
    lastName: null,
    name: null,
    passwordHash: await hashSecret(PASSWORD),
    status: CREDENTIAL_STATUS.confirmed,
    at: new Date().toISOString(),
  });
}

const signIn = (service: IdentityService, password: string) =>
  service.handle(
    INITIATE_AUTH,
    {
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD: password },
    },
    '203.0.113.7',
  );

/** The attempts the lockout holds for the username now: failures plus those being checked. */
async function placesTaken(db: Db): Promise<number> {
  const [row] = await db.query<{ taken: number }>(
    `SELECT hits + pending AS taken FROM identity_throttles WHERE key = $1`,
    [`sign-in:${EMAIL}`],
  );
  return row?.taken ?? 0;
}

/**
 * 40 sign-ins in one burst, the right password at #30; the outcome of each (an error name or
 * 'ok'). The 39 guesses go at once; #30 follows as soon as the lockout holds its 5 places (wrong
 * guesses failed or being checked), while most guesses are still waiting: sent in the same tick,
 * it could be among the first 5 taken, where a right password rightly signs in.
 */
async function burst(services: readonly IdentityService[], db: Db): Promise<string[]> {
  const outcome = (promise: Promise<unknown>): Promise<string> =>
    promise.then(
      () => 'ok',
      (error: { type?: string }) => error.type ?? String(error),
    );
  const send = (i: number) =>
    outcome(signIn(services[i % services.length]!, i === 29 ? PASSWORD : `wrong-guess-${i}`));
  const guesses = Array.from({ length: 40 }, (_, i) => (i === 29 ? undefined : send(i)));
  // No deadline of its own: sent before the lockout holds its places, #30 could rightly sign in,
  // so on a loaded machine this waits as long as it takes (the test's timeout bounds it).
  while ((await placesTaken(db)) < LIMIT) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  guesses[29] = send(29);
  return Promise.all(guesses as Promise<string>[]);
}

function expectLockHeld(outcomes: readonly string[]): void {
  expect(outcomes[29]).toBe('TooManyFailedAttemptsException');
  expect(outcomes).not.toContain('ok');
  expect(verifications.count).toBeLessThanOrEqual(LIMIT);
  expect(outcomes.filter((name) => name === 'NotAuthorizedException')).toHaveLength(
    verifications.count,
  );
  expect(outcomes.filter((name) => name === 'TooManyFailedAttemptsException')).toHaveLength(
    40 - verifications.count,
  );
}

describe('the sign-in lockout on PGlite', () => {
  it('verifies at most 5 passwords of a burst of 40 and refuses the right one at #30', async () => {
    const db = await openTemplatedPgliteDb();
    try {
      await seedUser(db);
      const service = createIdentityService({ db });
      verifications.count = 0;
      expectLockHeld(await burst([service], db));
      expect(await signIn(service, PASSWORD).catch((e: { type: string }) => e.type)).toBe(
        'TooManyFailedAttemptsException',
      );
    } finally {
      await db.close();
    }
  });

  it('still signs in after fewer failures than the limit, and a success clears them', async () => {
    const db = await openTemplatedPgliteDb();
    try {
      await seedUser(db);
      const service = createIdentityService({ db });
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < LIMIT - 1; i++) {
          await expect(signIn(service, 'nope-nope')).rejects.toMatchObject({
            type: 'NotAuthorizedException',
          });
        }
        await expect(signIn(service, PASSWORD)).resolves.toHaveProperty('AuthenticationResult');
      }
    } finally {
      await db.close();
    }
  });
});

describe('right passwords sent at once', () => {
  it('sign in all 12, with 3 wrong guesses among them: attempts in flight do not lock the account', async () => {
    const db = await openTemplatedPgliteDb();
    try {
      await seedUser(db);
      const service = createIdentityService({ db });
      const outcomes = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          signIn(service, i % 5 === 4 ? `wrong-${i}` : PASSWORD).then(
            () => 'ok',
            (error: { type?: string }) => error.type ?? String(error),
          ),
        ),
      );
      expect(outcomes.filter((name) => name === 'ok')).toHaveLength(12);
      expect(outcomes.filter((name) => name !== 'ok')).toEqual(
        Array(3).fill('NotAuthorizedException'),
      );
    } finally {
      await db.close();
    }
  });
});

const reachable = await runsPostgresTests('the PostgreSQL lockout test');

describe.skipIf(!reachable)('the sign-in lockout on PostgreSQL, two API processes', () => {
  let close = async (): Promise<void> => undefined;
  afterAll(() => close());

  it('verifies at most 5 passwords of a burst of 40 split over two pools', async () => {
    const shared = await openSharedTestPostgresDbs(2);
    close = shared.close;
    await seedUser(shared.dbs[0]!);
    const services = shared.dbs.map((db) => createIdentityService({ db }));
    verifications.count = 0;
    expectLockHeld(await burst(services, shared.dbs[0]!));
  });
});
