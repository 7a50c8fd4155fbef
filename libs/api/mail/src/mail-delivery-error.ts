/** A mail that could not be handed to the mail server. The message never holds credentials. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** SMTP reply code when the server answered (e.g. 550), else undefined. */
    readonly responseCode: number | undefined,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** True for a {@link MailDeliveryError}. */
export function isMailDeliveryError(error: unknown): error is MailDeliveryError {
  return error instanceof MailDeliveryError;
}
