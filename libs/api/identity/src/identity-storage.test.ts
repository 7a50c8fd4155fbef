// What the identity service keeps at rest (PGlite): argon2id password and code hashes, and
// refresh tokens only as their SHA-256, never the token itself.
import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { useCognitoHarness } from './cognito.test-harness';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('identity storage at rest', () => {
  const h = useCognitoHarness();

  it('stores the password as an argon2id PHC string of that password, never the password', async () => {
    const email = 'stored-hash@unfurl.example';
    const password = 'plain-Secret-42';
    await h.signUp(email, password);
    const [code] = await h.server().db.query<{ hash: string }>(
      `SELECT k.code_hash AS hash FROM identity_codes k JOIN users u ON u.id = k.user_id
         WHERE u.email = $1`,
      [email],
    );
    expect(code?.hash.startsWith('$argon2id$')).toBe(true);
    const [row] = await h.server().db.query<{ hash: string }>(
      `SELECT c.password_hash AS hash FROM user_credentials c JOIN users u ON u.id = c.user_id
         WHERE u.email = $1`,
      [email],
    );
    expect(row?.hash.startsWith('$argon2id$')).toBe(true);
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[\w+/]+\$[\w+/]+$/);
    expect(row?.hash).not.toContain(password);
    expect(await verify(row!.hash, password)).toBe(true);
    expect(await verify(row!.hash, 'another-password')).toBe(false);
  });

  it('keeps refresh tokens only as SHA-256 hex, also after a rotation', async () => {
    const email = 'stored-refresh@unfurl.example';
    const first = await h.newSignedInUser(email, 'refresh-Secret-7');
    const second = (await h.refresh(first.RefreshToken!)).AuthenticationResult!;
    const tokens = [first.RefreshToken!, second.RefreshToken!];
    const rows = await h.server().db.query<{ tokenHash: string; row: string }>(
      `SELECT t.token_hash AS "tokenHash", row_to_json(t)::text AS row
       FROM identity_refresh_tokens t
       JOIN identity_sessions s ON s.id = t.session_id
       JOIN users u ON u.id = s.user_id
       WHERE u.email = $1 ORDER BY t.created_at`,
      [email],
    );
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(tokens.map(sha256).sort());
    for (const { tokenHash, row } of rows) {
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
      for (const token of tokens) expect(row).not.toContain(token);
    }
    // Nowhere in the identity tables is a refresh token kept in the clear.
    const dump = await h.server().db.query<{ text: string }>(
      `SELECT row_to_json(t)::text AS text FROM identity_refresh_tokens t
       UNION ALL SELECT row_to_json(s)::text FROM identity_sessions s`,
    );
    for (const token of tokens) {
      expect(dump.some((r) => r.text.includes(token))).toBe(false);
    }
  });
});
