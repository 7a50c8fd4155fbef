// Outside services the identity service talks to, run in their own process through the API's
// test helpers: a local OpenID Connect provider standing in for Google (npm oidc-provider with its
// development login and consent pages) and an SMTP server (npm smtp-server) catching code mails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

/** One caught mail. */
export interface CaughtMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly raw: string;
}

/** The running fixtures: what the API needs in OIDC_GOOGLE_* and SMTP_URL, the mails, a stop. */
export interface IdentityFixtures {
  readonly google: {
    readonly issuer: string;
    readonly clientId: string;
    readonly clientSecret: string;
  };
  readonly smtpUrl: string;
  /** Resolves with the first mail to `to` (waits up to `timeoutMs`). */
  waitForMail(to: string, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

const SCRIPT = `
  Promise.all([import('@unfurl/api-identity/testing'), import('@unfurl/api-mail/testing')]).then(
    async ([{ startTestOidcProvider }, { startTestSmtpServer }]) => {
      const google = await startTestOidcProvider(JSON.parse(process.env.OIDC_OPTIONS));
      const smtp = await startTestSmtpServer();
      let told = 0;
      setInterval(() => {
        for (; told < smtp.received.length; told++) {
          const { to, subject, raw } = smtp.received[told];
          console.log('MAIL ' + JSON.stringify({ to, subject, raw }));
        }
      }, 100);
      console.log('READY ' + JSON.stringify({
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        smtpUrl: smtp.url,
      }));
    },
  );`;

/** Starts the provider (with our callback URL and its accounts) and the SMTP server. */
export async function startIdentityFixtures(
  redirectUri: string,
  accounts: Readonly<Record<string, { email: string; email_verified: boolean; name?: string }>>,
): Promise<IdentityFixtures> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, OIDC_OPTIONS: JSON.stringify({ redirectUri, accounts }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const mails: CaughtMail[] = [];
  let lines = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
    lines += c.toString();
    const parts = lines.split('\n');
    lines = parts.pop() ?? '';
    for (const line of parts) if (line.startsWith('MAIL ')) mails.push(JSON.parse(line.slice(5)));
  });
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const ready = await new Promise<Pick<IdentityFixtures, 'google' | 'smtpUrl'>>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`fixtures not ready:\n${output}`)), 60_000);
      const check = () => {
        const json = /READY (\{.*\})/.exec(output)?.[1];
        if (!json) return;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(JSON.parse(json));
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => reject(new Error(`fixtures exited ${code}:\n${output}`)));
    },
  );
  return {
    ...ready,
    async waitForMail(to, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
