// The client's analytics calls against the running API (R-344..R-351): events earn points the
// points call then reads; a refused event resolves all the same, its failure only logged.
import { describe, expect, it } from 'vitest';
import type { ApiLogger } from '@unfurl/api-client';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('analytics.contract.test.ts');

describe('analytics calls against the running API', () => {
  it('a listing view and an imagery download earn 1 and 2 points; repeats nothing (R-344..R-351)', async () => {
    const id = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract analytics',
    });
    const marie = await server().signedIn('marie@unfurl.example');
    const before = (await marie.user.points()).points;
    await marie.analytics.listing({ action: 'VIEW', id });
    await marie.analytics.listing({ action: 'VIEW', id, note: 'again', isTask: false });
    await marie.analytics.event({
      action: 'DOWNLOAD',
      provider: 'SENTINEL',
      product: 'NDVI',
      id: 'S2A_contract',
      geometryWKT: 'POLYGON((10 10,11 10,11 11,10 11,10 10))',
      previewUrl: 'https://example.org/p.png',
    });
    await marie.analytics.generic({ category: 'search', action: 'open', label: 'l', note: 'n' });
    expect((await marie.user.points()).points).toBe(before + 3);
    const [row] = await server().db.query<{ n: number }>(
      'SELECT total_views AS n FROM listings WHERE id = $1',
      [id],
    );
    expect(row?.n).toBe(1);
  });

  it('a refused event resolves; the failure is only logged (R-350)', async () => {
    const errors: unknown[][] = [];
    const logger: ApiLogger = { warn: () => undefined, error: (...a) => errors.push(a) };
    const anonymous = server().client('main', { logger });
    await expect(
      anonymous.analytics.event({ action: 'VIEW', geometryWKT: 'POLYGON((' }),
    ).resolves.toBeUndefined();
    await expect(anonymous.analytics.listing({ action: 'VIEW', id: 1 })).resolves.toBeUndefined();
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });

  itExercisedItsClaimedMethods('analytics.contract.test.ts');
});
