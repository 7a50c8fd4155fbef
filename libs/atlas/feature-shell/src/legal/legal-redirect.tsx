import { useEffect } from 'react';
import { REDIRECTING_TEXT, legalPageUrl } from '@unfurl/domain';
import type { LegalPage } from '@unfurl/domain';
import { useAtlasServices } from '../services/services-context';

/** Sends the whole page to another address (replacing the history entry). */
export type PageRedirect = (url: string) => void;

const replaceLocation: PageRedirect = (url) => window.location.replace(url);

/** Props of <LegalRedirect>. */
export interface LegalRedirectProps {
  readonly page: LegalPage;
  readonly redirect?: PageRedirect;
}

/**
 * A legal page: shows 'Redirecting...' and sends the page to its section of the about site
 * (the services' `aboutUrl`; R-134..R-138).
 */
export function LegalRedirect({ page, redirect = replaceLocation }: LegalRedirectProps) {
  const url = legalPageUrl(page, useAtlasServices().aboutUrl);
  useEffect(() => {
    redirect(url);
  }, [url, redirect]);
  return (
    <main className="atlas-redirect" data-testid="legal-redirect">
      <p>{REDIRECTING_TEXT}</p>
      <noscript>
        <a href={url}>{page.title}</a>
      </noscript>
    </main>
  );
}
