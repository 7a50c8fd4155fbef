// POST /v1/user against a taken email (no UsernameExists answer) and a sign-up cut short after its
// account was written (the same email and password sign up, or in, afterwards).
import { listOutboxMail } from '@unfurl/api-db';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { describe, expect, it } from 'vitest';
import { api, identityCall, signIn, userIdOf, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();

const signUp = async (body: object) => {
  const response = await api(harness().base, '/v1/user', { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const TOKENS = {
  userId: expect.any(String),
  idToken: expect.any(String),
  accessToken: expect.any(String),
  refreshToken: expect.any(String),
  expiresIn: 3600,
};

describe('POST /v1/user with an email that has an account', () => {
  it('signs the owner in when the password is theirs: the same answer as a new sign-up', async () => {
    const { db } = harness();
    const fresh = await signUp({ email: 'newcomer@example.org', password: 'newcomer-1' });
    const owner = await signUp({ email: 'ADA@unfurl.example', password: DEMO_PASSWORD });
    expect(owner.status).toBe(fresh.status);
    expect(owner.body).toEqual(TOKENS);
    expect(fresh.body).toEqual(TOKENS);
    expect(owner.body['userId']).toBe(await userIdOf(db, 'ada@unfurl.example'));
  });

  it('never answers 409 UsernameExistsException; a wrong password is an incorrect sign-in', async () => {
    const { base, db } = harness();
    const taken = await signUp({
      email: 'marie@unfurl.example',
      password: 'not-graces-password',
      newsletterSignUp: true,
    });
    expect(taken).toEqual({
      status: 400,
      body: { message: 'Incorrect username or password.', code: 'NotAuthorizedException' },
    });
    // The owner's password still works, and the owner hears about the attempt.
    expect((await signIn(base, 'marie@unfurl.example', DEMO_PASSWORD)).IdToken).toBeTruthy();
    const mails = await listOutboxMail(db, 'marie@unfurl.example');
    expect(mails.map((mail) => mail.template)).toContain('accountExists');
  });
});

describe('a sign-up that fails after its account is written', () => {
  it('leaves an account that signs in, and the same sign-up again answers 201', async () => {
    const { base, db } = harness();
    const email = 'crash@example.org';
    // The crash: the code mail, written after the account, fails once.
    await db.exec(`
      CREATE FUNCTION test_crash_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient = '${email}' THEN RAISE EXCEPTION 'injected crash'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_crash_sign_up BEFORE INSERT ON identity_outbox
        FOR EACH ROW EXECUTE FUNCTION test_crash_sign_up();`);
    const crashed = await signUp({ email, password: 'survivor-1' });
    expect(crashed.status).toBe(500);
    await db.exec(`DROP TRIGGER test_crash_sign_up ON identity_outbox;
      DROP FUNCTION test_crash_sign_up();`);

    const signedIn = await identityCall(base, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'survivor-1' },
    });
    expect(signedIn.status).toBe(200);
    const again = await signUp({ email, password: 'survivor-1' });
    expect(again).toEqual({ status: 201, body: TOKENS });
    expect(again.body['userId']).toBe(await userIdOf(db, email));
    // The email is still to be confirmed: the repeated sign-up mailed a code.
    expect(await listOutboxMail(db, email)).toHaveLength(1);
  });
});
