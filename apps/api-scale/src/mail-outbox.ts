import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The outbox folder both API processes write code mails into (MAIL_OUTBOX_DIR, no SMTP). */
export interface MailOutbox {
  readonly dir: string;
  /** The newest six-digit code mailed to `email`, waiting up to `timeoutMs` for it. */
  code(email: string, timeoutMs?: number): Promise<string>;
  remove(): Promise<void>;
}

/** A fresh outbox folder in the temp dir. */
export async function createMailOutbox(): Promise<MailOutbox> {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-scale-outbox-'));
  const newestCode = async (email: string): Promise<string | undefined> => {
    const names = (await readdir(dir))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const eml = await readFile(join(dir, name), 'utf8');
      if (!eml.includes(`To: ${email}\r\n`)) continue;
      const code = /\b(\d{6})\b/.exec(eml.slice(eml.indexOf('\r\n\r\n')))?.[1];
      if (code) return code;
    }
    return undefined;
  };
  return {
    dir,
    async code(email, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const code = await newestCode(email);
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${email} in ${dir}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
