/** Most addresses one share may carry (the server's limit). */
export const MAX_SHARE_EMAILS = 20;

/**
 * The addresses typed into the share box (commas, semicolons, spaces or new lines between them),
 * de-duplicated, or the reason they cannot be sent; the server checks each address's form.
 */
export function parseRecipients(
  text: string,
): { readonly emails: readonly string[] } | { readonly problem: string } {
  const emails = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (emails.length === 0) return { problem: 'Enter at least one email address.' };
  if (emails.length > MAX_SHARE_EMAILS)
    return { problem: `Share with at most ${MAX_SHARE_EMAILS} addresses at a time.` };
  const bad = emails.find((email) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email));
  if (bad) return { problem: `'${bad}' is not an email address.` };
  return { emails };
}
