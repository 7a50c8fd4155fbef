// Test helper (tests only, `@unfurl/api-mail/testing`): a real SMTP server (npm smtp-server) on
// 127.0.0.1:<ephemeral> that keeps every message it accepts.
import { SMTPServer } from 'smtp-server';

/** Recipients starting with this are refused with 550 (to test delivery failures). */
export const REJECTED_PREFIX = 'rejected';

/** One accepted message: envelope plus the raw RFC 5322 text. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  /** The Subject header (unfolded). */
  readonly subject: string;
}

/** A running test SMTP server. */
export interface TestSmtpServer {
  /** `smtp://user:pass@127.0.0.1:<port>` (with the credentials it requires). */
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Resolves with the next (or an already received) mail to `to` after index `after`. */
  waitFor(to: string, after?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts an SMTP server requiring AUTH PLAIN/LOGIN with the given user and password. */
export async function startTestSmtpServer(
  credentials: { readonly user: string; readonly pass: string } = {
    user: 'mailer',
    pass: 'smtp-test-secret',
  },
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(REJECTED_PREFIX)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(header)?.[1] ?? '',
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`,
    port,
    received,
    waitFor(to, after = 0, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const mail = received.slice(after).find((m) => m.to.includes(to));
          if (!mail) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const wake = (): void => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
