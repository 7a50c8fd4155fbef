import { describe, expect, it } from 'vitest';
import { createListingLinks } from './listings-api-links';

describe('listing file links (2§7)', () => {
  it('builds preview, original and file links with subdomain, size and authorization (R-248..R-250)', () => {
    const links = createListingLinks({
      baseUrl: 'https://files.unfurl.example',
      subdomain: 'acme',
      idToken: 'tok.en',
    });
    expect(links.preview(7, 'small')).toBe(
      'https://files.unfurl.example/listing-preview/7?subdomain=acme&size=small&authorization=tok.en',
    );
    expect(links.original(7)).toBe(
      'https://files.unfurl.example/listing-original/7?subdomain=acme&authorization=tok.en',
    );
    expect(links.original(7, 'sharing')).toContain(
      '/listing-original/7?subdomain=acme&size=sharing',
    );
    expect(links.file(7, 'legend map.png')).toBe(
      'https://files.unfurl.example/listing-file/7/legend%20map.png?subdomain=acme&authorization=tok.en',
    );
  });

  it('leaves out authorization when signed out; the preview size defaults to medium', () => {
    const links = createListingLinks({ baseUrl: '/', subdomain: '' });
    expect(links.preview(3)).toBe('/listing-preview/3?subdomain=&size=medium');
    expect(links.file(3, 12)).toBe('/listing-file/3/12?subdomain=');
  });
});
