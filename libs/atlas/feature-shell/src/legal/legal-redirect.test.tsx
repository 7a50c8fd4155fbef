// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_PAGES } from '@unfurl/domain';
import { LegalRedirect } from './legal-redirect';

afterEach(cleanup);

describe('<LegalRedirect>', () => {
  it.each(LEGAL_PAGES.map((page) => [page.path, page] as const))(
    '%s shows Redirecting... and sends the page to the about site',
    (_path, page) => {
      const redirect = vi.fn();
      const view = render(<LegalRedirect page={page} redirect={redirect} />);
      expect(view.getByTestId('legal-redirect').textContent).toContain('Redirecting...');
      expect(redirect).toHaveBeenCalledWith(page.url);
      expect(page.url).toMatch(/^https:\/\//);
    },
  );
  it('has the four pages: terms, privacy and the two operator terms pages', () => {
    expect(LEGAL_PAGES.map((p) => p.path)).toHaveLength(4);
    expect(LEGAL_PAGES.map((p) => p.path).slice(0, 2)).toEqual(['/terms', '/privacy']);
    expect(LEGAL_PAGES.slice(2).every((p) => p.path.endsWith('-terms'))).toBe(true);
  });
});
