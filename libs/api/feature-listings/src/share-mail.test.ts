import { describe, expect, it } from 'vitest';
import { shareLink, shareMail } from './share-mail';

describe('share mail', () => {
  it('links to the map page on the public URL, a tenant on its subdomain', () => {
    const site = { url: 'https://unfurl.example', tenantSubdomains: true };
    expect(shareLink({ subdomain: 'main', isMain: true }, 'lagos-7', site)).toBe(
      'https://unfurl.example/maps/lagos-7',
    );
    expect(shareLink({ subdomain: 'acme', isMain: false }, 'plan-8', site)).toBe(
      'https://acme.unfurl.example/maps/plan-8',
    );
  });

  it('without tenant subdomains (localhost) every tenant links to the one host', () => {
    const site = { url: 'http://localhost:4300', tenantSubdomains: false };
    expect(shareLink({ subdomain: 'acme', isMain: false }, 'plan-8', site)).toBe(
      'http://localhost:4300/maps/plan-8',
    );
  });

  it('strips control characters from the title and sets Reply-To to the sharer', () => {
    const mail = shareMail({
      to: 'b@x.example',
      sharerName: 'Ada\r\nBcc: all@x.example',
      sharerEmail: 'ada@x.example',
      siteName: 'Unfurl',
      title: 'Map\nX-Evil: 1',
      link: 'https://unfurl.example/maps/map-1',
    });
    expect(mail.subject).toBe('Ada Bcc: all@x.example shared a map with you: Map X-Evil: 1');
    expect(mail.replyTo).toBe('ada@x.example');
    expect(mail.text).toContain('https://unfurl.example/maps/map-1');
  });
});
