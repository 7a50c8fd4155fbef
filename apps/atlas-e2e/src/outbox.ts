// The mails a test server writes as .eml files when it has no SMTP (`MAIL_OUTBOX_DIR`), so a test
// reads a sign-up code the way an operator of the embedded default would.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh outbox folder, the server's environment for it, and the codes mailed into it. */
export interface TestOutbox {
  readonly dir: string;
  readonly env: { readonly MAIL_OUTBOX_DIR: string };
  /** The newest six-digit code mailed to `email`, if any. */
  mailedCode(email: string): string | undefined;
  /** How many mails name `email` in their file name. */
  mailsTo(email: string): number;
  remove(): void;
}

export function createTestOutbox(): TestOutbox {
  const dir = mkdtempSync(path.join(tmpdir(), 'unfurl-e2e-outbox-'));
  const emls = () =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  return {
    dir,
    env: { MAIL_OUTBOX_DIR: dir },
    mailedCode(email) {
      for (const file of emls()) {
        const eml = readFileSync(path.join(dir, file), 'utf8');
        if (!eml.includes(`To: ${email}\r\n`)) continue;
        return /\b(\d{6})\b/.exec(eml.slice(eml.indexOf('\r\n\r\n')))?.[1];
      }
      return undefined;
    },
    mailsTo: (email) => emls().filter((name) => name.includes(email)).length,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
