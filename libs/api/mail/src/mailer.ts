/** One outgoing mail: a plain-text body, optionally an HTML alternative. */
export interface MailMessage {
  /** Recipient address (one; send one mail per recipient so addresses are not disclosed). */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Reply-To address, e.g. the person who shared a listing. */
  readonly replyTo?: string;
}

/** Sends mail. Implementations: {@link createSmtpMailer}; tests may record messages instead. */
export interface Mailer {
  /** Sends one message; rejects with a {@link MailDeliveryError} when the server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}
