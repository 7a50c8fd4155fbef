// Public API of @unfurl/api-mail: outgoing email behind a small interface (SMTP via nodemailer).

/** One mail and the sender interface every feature uses (identity codes, listing shares). */
export type { Mailer, MailMessage } from './mailer';
/** The SMTP sender. */
export { createSmtpMailer } from './smtp-mailer';
export type { SmtpMailerOptions } from './smtp-mailer';
/** SMTP_URL / SMTP_FROM from the environment. */
export { readMailConfig, DEFAULT_MAIL_FROM } from './mail-config';
export type { MailConfig } from './mail-config';
/** Delivery failure and its guard. */
export { MailDeliveryError, isMailDeliveryError } from './mail-delivery-error';
/** The outbox of a server without SMTP: one `.eml` file per mail, and its reader. */
export { createFileMailer, readOutbox, toEml } from './file-mailer';
export type { FileMailerOptions, OutboxMail } from './file-mailer';
