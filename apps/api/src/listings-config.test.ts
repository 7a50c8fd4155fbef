import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { listingsConfig, readSiteAddress } from './listings-config';

describe('readSiteAddress', () => {
  it('PUBLIC_URL is the site, tenants on its subdomains', () => {
    expect(readSiteAddress({ PUBLIC_URL: ' https://unfurl.example ' })).toEqual({
      url: 'https://unfurl.example',
      tenantSubdomains: true,
    });
  });

  it('never takes the host from the request: without PUBLIC_URL it is localhost:PORT', () => {
    expect(readSiteAddress({ PORT: '4300' })).toEqual({
      url: 'http://localhost:4300',
      tenantSubdomains: false,
    });
    expect(readSiteAddress({}).url).toBe('http://localhost:4200');
  });
});

describe('listingsConfig', () => {
  const db = {} as Db;
  const store = createLocalObjectStore({ rootDir: '/nonexistent', secret: 'x'.repeat(40) });

  it('sends share mails over SMTP when SMTP_URL is set, else through the outbox', async () => {
    const app = Fastify();
    const smtp = listingsConfig(app, db, store, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(smtp.mailer).toBeDefined();
    expect(listingsConfig(app, db, store, {}).mailer).toBeUndefined();
    await app.close();
  });
});
