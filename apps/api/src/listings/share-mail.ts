import type { MailMessage } from '@unfurl/api-mail';
import { PRODUCT } from '@unfurl/domain';

/** Template name of share mails in the outbox. */
export const SHARE_MAIL_TEMPLATE = 'LISTING_SHARE';

/** What a share mail says. */
export interface ShareMailInput {
  readonly to: string;
  readonly sharerName: string;
  readonly sharerEmail: string | undefined;
  readonly siteName: string;
  readonly title: string;
  readonly link: string;
}

/** Removes control characters (no header tricks through a title) and trims. */
const plain = (text: string, max: number): string =>
  text
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

/** The mail sent to one address when a map is shared with it. */
export function shareMail(input: ShareMailInput): MailMessage {
  const sharer = plain(input.sharerName, 100);
  const title = plain(input.title, 200);
  const text = [
    `${sharer} shared a map with you on ${plain(input.siteName, 100)}:`,
    '',
    title,
    input.link,
    '',
    `You received this email because ${sharer} entered your address. ${PRODUCT.name} does not keep it.`,
  ].join('\n');
  return {
    to: input.to,
    subject: `${sharer} shared a map with you: ${title}`,
    text,
    ...(input.sharerEmail ? { replyTo: input.sharerEmail } : {}),
  };
}

/**
 * The map page link `{base}/maps/{seoTitle}`. `PUBLIC_URL` (e.g. https://unfurl.example) is the
 * main site; a tenant gets its subdomain in front of that host. Without PUBLIC_URL the link is on
 * http://localhost:{PORT}: the request's Host header is never used, so nobody can make the
 * server mail links to a host of their choosing.
 */
export function shareLink(
  tenant: { readonly subdomain: string; readonly isMain: boolean },
  seoTitle: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const configured = env['PUBLIC_URL']?.trim();
  const base = new URL(configured || `http://localhost:${env['PORT'] ?? 4200}`);
  if (configured && !tenant.isMain) base.hostname = `${tenant.subdomain}.${base.hostname}`;
  return new URL(`/maps/${encodeURIComponent(seoTitle)}`, base).toString();
}
