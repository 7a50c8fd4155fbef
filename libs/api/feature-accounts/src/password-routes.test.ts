import { listOutboxMail } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { api, identityCall, signIn, useAccountsServer } from './accounts.test-harness';

const harness = useAccountsServer();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('password reset (R-054, R-055)', () => {
  it('GET mails a code through the identity outbox; POST sets the password with it', async () => {
    const { base, db } = harness();
    const sent = await json(await api(base, '/v1/user/reset_password?email=Mapper@Unfurl.example'));
    expect(sent).toEqual({
      status: 200,
      body: { destination: 'm***@u***', deliveryMedium: 'EMAIL' },
    });
    const [mail] = await listOutboxMail(db, 'mapper@unfurl.example');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    const old = await signIn(base, 'mapper@unfurl.example');
    const wrong = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: {
          email: 'mapper@unfurl.example',
          password: 'new-secret-1',
          id: '000000' === code ? '111111' : '000000',
        },
      }),
    );
    expect(wrong).toEqual({
      status: 400,
      body: { message: expect.any(String), code: 'CodeMismatchException' },
    });
    const reset = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: { email: 'mapper@unfurl.example', password: 'new-secret-1', id: code },
      }),
    );
    expect(reset).toEqual({ status: 200, body: { reset: true } });
    await expect(signIn(base, 'mapper@unfurl.example')).rejects.toThrow(/400/);
    expect((await signIn(base, 'mapper@unfurl.example', 'new-secret-1')).IdToken).toBeTruthy();
    // The reset ended the earlier session.
    const refresh = await identityCall(base, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: old.RefreshToken },
    });
    expect(refresh.status).toBe(400);
  });

  it('answers unknown emails like known ones, and refuses bad input with 400', async () => {
    const { base } = harness();
    expect((await api(base, '/v1/user/reset_password?email=nobody@nowhere.example')).status).toBe(
      200,
    );
    expect(await json(await api(base, '/v1/user/reset_password?email=nope'))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_EMAIL' },
    });
    expect((await api(base, '/v1/user/reset_password')).status).toBe(400);
    const short = await json(
      await api(base, '/v1/user/reset_password', {
        method: 'POST',
        body: { email: 'ada@unfurl.example', password: '123', id: '123456' },
      }),
    );
    expect(short).toMatchObject({ status: 400, body: { code: 'INVALID_PASSWORD' } });
  });
});
