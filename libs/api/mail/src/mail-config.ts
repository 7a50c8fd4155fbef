/** Where and as whom to send mail. */
export interface MailConfig {
  /** SMTP server URL, e.g. `smtps://user:pass@smtp.example:465` or `smtp://127.0.0.1:2525`. */
  readonly url: string;
  /** From address, e.g. `Unfurl <no-reply@maps.example>`. */
  readonly from: string;
}

/** Default From address when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Unfurl <no-reply@localhost>';

/**
 * Mail settings from the environment: SMTP_URL (unset → undefined, callers keep their outbox)
 * and SMTP_FROM. Throws when SMTP_URL is not an smtp:/smtps: URL.
 */
export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig | undefined {
  const url = env['SMTP_URL']?.trim();
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error('SMTP_URL is not a valid URL');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${protocol}//`);
  }
  return { url, from: env['SMTP_FROM']?.trim() || DEFAULT_MAIL_FROM };
}
