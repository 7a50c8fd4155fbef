// The identity flow on a real PostgreSQL (the scale-out path), through the AWS Cognito client.
import { runsPostgresTests } from '@unfurl/api-db/testing';
import { describe, expect, it } from 'vitest';
import { errorName, useCognitoHarness } from './cognito.test-harness';

const reachable = await runsPostgresTests('the PostgreSQL identity tests');

describe.skipIf(!reachable)('identity on PostgreSQL', () => {
  const h = useCognitoHarness({}, 'postgres');

  it('signs up, confirms, signs in, rotates, refuses a replay and locks after 5 failures', async () => {
    const email = 'pg@unfurl.example';
    const first = await h.newSignedInUser(email, 'postgres-pw');
    expect((await h.server().service.verifyIdToken(first.IdToken!)).email).toBe(email);
    const second = (await h.refresh(first.RefreshToken!)).AuthenticationResult!;
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    expect(await errorName(h.refresh(first.RefreshToken!))).toBe('NotAuthorizedException');
    const names: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      names.push(await errorName(h.signIn(email, 'nope-nope')));
    }
    expect(names).toEqual(Array(5).fill('NotAuthorizedException'));
    expect(await errorName(h.signIn(email, 'postgres-pw'))).toBe('TooManyFailedAttemptsException');
  });

  it('logs no secret', () => {
    h.expectNoSecretsInLog();
  });
});
