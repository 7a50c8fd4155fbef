import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';
import { MailDeliveryError } from './mail-delivery-error';
import type { Mailer } from './mailer';

/** Options of {@link createSmtpMailer}. */
export interface SmtpMailerOptions extends MailConfig {
  /** Give up on a connection after this long (ms); default 15 s. */
  readonly timeoutMs?: number;
}

/**
 * A {@link Mailer} over SMTP (nodemailer, pooled connections). Credentials come in the URL and
 * never appear in errors or logs (nodemailer's own logger stays off).
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    pool: true,
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    logger: false,
    debug: false,
  });
  const where = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        throw new MailDeliveryError(
          `Mail to the SMTP server ${where} failed (${(error as { code?: string }).code ?? 'error'})`,
          typeof responseCode === 'number' ? responseCode : undefined,
        );
      }
    },
    async close() {
      transport.close();
    },
  };
}
