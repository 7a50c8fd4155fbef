import { describe, expect, it } from 'vitest';
import { shareLink, shareMail } from './share-mail';

describe('share mail', () => {
  it('links to the map page on PUBLIC_URL, a tenant on its subdomain', () => {
    const env = { PUBLIC_URL: 'https://unfurl.example' };
    expect(shareLink({ subdomain: 'main', isMain: true }, 'lagos-7', env)).toBe(
      'https://unfurl.example/maps/lagos-7',
    );
    expect(shareLink({ subdomain: 'acme', isMain: false }, 'plan-8', env)).toBe(
      'https://acme.unfurl.example/maps/plan-8',
    );
  });

  it('never takes the host from the request: without PUBLIC_URL it is localhost:PORT', () => {
    expect(shareLink({ subdomain: 'acme', isMain: false }, 'plan-8', { PORT: '4300' })).toBe(
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
