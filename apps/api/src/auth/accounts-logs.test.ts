import { listOutboxMail } from '@unfurl/api-db';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '@unfurl/api-http';
import { api, signIn, useAuthHarness } from './auth.test-harness';

const harness = useAuthHarness();
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('no password, hash, code or token in the log (trace level)', () => {
  it('across sign-up, profile, uploads, reset, previews and a bad token', async () => {
    const { base, db, logs } = harness();
    const password = 'log-secret-pass-1';
    const created = await api(base, '/v1/user', {
      method: 'POST',
      body: { email: 'logs@example.org', password, firstName: 'Log' },
    });
    const tokens = (await created.json()) as Record<string, string>;
    const token = tokens['idToken']!;
    await api(base, '/v1/user', { token });
    await api(base, '/v1/user', { method: 'PUT', token, body: { bio: 'quiet' } });
    const credentials = (await (await api(base, '/v1/user/avatar/me.png', { token })).json()) as {
      url: string;
    };
    await fetch(new URL(credentials.url, base), { method: 'PUT', body: PNG });
    const signature = new URL(credentials.url, base).searchParams.get('signature')!;
    const [listing] = await db.query<{ id: number }>(
      `SELECT id::float8 AS id FROM listings WHERE has_preview ORDER BY id LIMIT 1`,
    );
    const viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
    await fetch(`${base}/listing-preview/${listing!.id}?subdomain=acme&authorization=${viewer}`);
    await api(base, '/v1/user', { token: `${token.slice(0, -4)}AAAA` });
    await api(base, '/v1/user/reset_password?email=logs@example.org');
    const mails = await listOutboxMail(db, 'logs@example.org');
    const code = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.body)![1]!;
    const newPassword = 'log-secret-pass-2';
    const reset = await api(base, '/v1/user/reset_password', {
      method: 'POST',
      body: { email: 'logs@example.org', password: newPassword, id: code },
    });
    expect(reset.status).toBe(200);
    const [hash] = await db.query<{ hash: string }>(
      `SELECT c.password_hash AS hash FROM user_credentials c JOIN users u ON u.id = c.user_id
       WHERE u.email = 'logs@example.org'`,
    );
    const log = logs.join('\n');
    expect(log).toContain('/v1/user/reset_password');
    expect(log).toContain('authorization=[redacted]');
    const secrets = [
      password,
      newPassword,
      token,
      tokens['accessToken']!,
      tokens['refreshToken']!,
      viewer,
      signature,
      hash!.hash,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(log).not.toContain('$argon2');
  });

  it('redactUrl hides token, signature and code query values only', () => {
    expect(redactUrl('/listing-preview/1?subdomain=acme&authorization=eyJ.x.y&size=small')).toBe(
      '/listing-preview/1?subdomain=acme&authorization=[redacted]&size=small',
    );
    expect(redactUrl('/v1/storage/a.png?expires=1&signature=abc')).toBe(
      '/v1/storage/a.png?expires=1&signature=[redacted]',
    );
    expect(redactUrl('/identity/oauth2/idpresponse?code=xyz&state=s')).toBe(
      '/identity/oauth2/idpresponse?code=[redacted]&state=s',
    );
    expect(redactUrl('/v1/listings?keywords=code')).toBe('/v1/listings?keywords=code');
  });
});
