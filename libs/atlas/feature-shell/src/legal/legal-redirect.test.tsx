// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { LEGAL_PAGES } from '@unfurl/domain';
import type { LegalPage } from '@unfurl/domain';
import { createAtlasServices } from '../services/atlas-services';
import { AtlasServicesProvider } from '../services/services-context';
import { LegalRedirect } from './legal-redirect';

afterEach(cleanup);

/** Renders the page inside services whose about site is `aboutUrl` (unset: the default). */
function show(page: LegalPage, aboutUrl?: string) {
  const redirect = vi.fn();
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient(),
    aboutUrl,
  });
  const view = render(
    <AtlasServicesProvider services={services}>
      <LegalRedirect page={page} redirect={redirect} />
    </AtlasServicesProvider>,
  );
  return { view, redirect };
}

describe('<LegalRedirect>', () => {
  it.each(LEGAL_PAGES.map((page) => [page.path, page] as const))(
    '%s shows Redirecting... and sends the page to the configured about site',
    (_path, page) => {
      const { view, redirect } = show(page, 'https://about.example.org/');
      expect(view.getByTestId('legal-redirect').textContent).toContain('Redirecting...');
      expect(redirect).toHaveBeenCalledWith(`https://about.example.org${page.aboutPath}`);
    },
  );
  it('sends the page to the served /about pages when no about site is configured', () => {
    const [terms] = LEGAL_PAGES;
    if (!terms) throw new Error('no legal pages');
    expect(show(terms).redirect).toHaveBeenCalledWith('/about/#terms-of-service');
  });
  it('has the four pages: terms, privacy and the two operator terms pages', () => {
    expect(LEGAL_PAGES.map((p) => p.path)).toHaveLength(4);
    expect(LEGAL_PAGES.map((p) => p.path).slice(0, 2)).toEqual(['/terms', '/privacy']);
    expect(LEGAL_PAGES.slice(2).every((p) => p.path.endsWith('-terms'))).toBe(true);
  });
});
