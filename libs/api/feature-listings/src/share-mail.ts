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

/** Where the atlas is, for the links in share mails (the app reads it from its configuration). */
export interface SiteAddress {
  /** Base URL of the main site, e.g. `https://unfurl.example` or `http://localhost:4200`. */
  readonly url: string;
  /** True when tenants live on subdomains of that host (a configured public URL). */
  readonly tenantSubdomains: boolean;
}

/**
 * The map page link `{site}/maps/{seoTitle}`; with `tenantSubdomains` a tenant other than the main
 * site gets its subdomain in front of the host. The request's Host header is never used, so
 * nobody can make the server mail links to a host of their choosing.
 */
export function shareLink(
  tenant: { readonly subdomain: string; readonly isMain: boolean },
  seoTitle: string,
  site: SiteAddress,
): string {
  const base = new URL(site.url);
  if (site.tenantSubdomains && !tenant.isMain)
    base.hostname = `${tenant.subdomain}.${base.hostname}`;
  return new URL(`/maps/${encodeURIComponent(seoTitle)}`, base).toString();
}
