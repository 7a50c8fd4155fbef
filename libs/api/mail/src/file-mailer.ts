import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_MAIL_FROM } from './mail-config';
import type { Mailer, MailMessage } from './mailer';

/** Options of {@link createFileMailer}. */
export interface FileMailerOptions {
  /** The outbox folder (created on first mail), e.g. `<DATA_DIR>/outbox`. */
  readonly dir: string;
  readonly from?: string;
  /** Clock in epoch ms (file names and Date headers); default Date.now. */
  readonly now?: () => number;
}

/** A header value on one line (no CR/LF a recipient or subject could smuggle in). */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/** The message as an RFC 5322 `.eml` text (plain text, UTF-8). */
export function toEml(message: MailMessage, from: string, at: Date): string {
  const headers = [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${oneLine(message.replyTo)}`] : []),
    `Subject: ${oneLine(message.subject)}`,
    `Date: ${at.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/**
 * A {@link Mailer} for a server without SMTP: every mail becomes one `.eml` file in `dir`, named
 * by its time so the newest sorts last (`npm run mail:outbox` lists them with their codes).
 */
export function createFileMailer(options: FileMailerOptions): Mailer {
  const now = options.now ?? Date.now;
  let sequence = 0;
  // Several API processes may share one outbox: a part of its own keeps two mails to one
  // recipient in the same millisecond from taking one name.
  const writer = randomBytes(3).toString('hex');
  return {
    async send(message) {
      await mkdir(options.dir, { recursive: true });
      const at = new Date(now());
      sequence = (sequence + 1) % 1000;
      const recipient = message.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
      const stamp = at.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(3, '0')}-${writer}-${recipient}.eml`;
      // Written aside, then renamed: a reader never sees a half-written mail.
      const path = join(options.dir, name);
      await writeFile(`${path}.partial`, toEml(message, options.from ?? DEFAULT_MAIL_FROM, at));
      await rename(`${path}.partial`, path);
    },
    async close() {
      // Nothing to close.
    },
  };
}

/** One mail of an outbox folder. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly date: string;
  readonly text: string;
  /** The six-digit code the mail carries, if any. */
  readonly code: string | undefined;
}

/** The newest `limit` mails of an outbox folder, newest first ([] when there is none). */
export async function readOutbox(dir: string, limit = 10): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const newest = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const eml = await readFile(join(dir, file), 'utf8');
      const split = eml.indexOf('\r\n\r\n');
      const head = split < 0 ? eml : eml.slice(0, split);
      const text =
        split < 0
          ? ''
          : eml
              .slice(split + 4)
              .replace(/\r\n/g, '\n')
              .trimEnd();
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return {
        file,
        to: header('To'),
        subject: header('Subject'),
        date: header('Date'),
        text,
        code: /\b(\d{6})\b/.exec(text)?.[1],
      };
    }),
  );
}
