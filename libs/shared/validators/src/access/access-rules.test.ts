import { describe, expect, it } from 'vitest';
import {
  canRequestSubdomainData,
  drawProjectSearchParams,
  userListsAreEmpty,
} from './access-rules';

describe('access rules', () => {
  it('asks for subdomain data only when logged in, permitted and not satellite-only (R-514, R-515)', () => {
    expect(canRequestSubdomainData({ loggedIn: true, permission: 3, isSatelliteOnly: false })).toBe(
      true,
    );
    expect(canRequestSubdomainData({ loggedIn: true, permission: 0, isSatelliteOnly: false })).toBe(
      true,
    );
    expect(
      canRequestSubdomainData({ loggedIn: true, permission: -1, isSatelliteOnly: false }),
    ).toBe(false);
    expect(
      canRequestSubdomainData({ loggedIn: false, permission: 4, isSatelliteOnly: false }),
    ).toBe(false);
    expect(canRequestSubdomainData({ loggedIn: true, permission: 4, isSatelliteOnly: true })).toBe(
      false,
    );
  });

  it('empties likes and bookmarks when logged out and not loading (R-317)', () => {
    expect(userListsAreEmpty({ loggedIn: false, profileLoading: false })).toBe(true);
    expect(userListsAreEmpty({ loggedIn: false, profileLoading: true })).toBe(false);
    expect(userListsAreEmpty({ loggedIn: true, profileLoading: false })).toBe(false);
  });

  it('sends keywords and aoi only when present (R-392)', () => {
    expect(drawProjectSearchParams({ limit: 20, offset: 0 })).toEqual({ limit: 20, offset: 0 });
    expect(drawProjectSearchParams({ limit: 20, offset: 0, keywords: ' ', aoi: null })).toEqual({
      limit: 20,
      offset: 0,
    });
    expect(
      drawProjectSearchParams({ limit: 5, offset: 10, keywords: 'rivers', aoi: 'POINT(1 2)' }),
    ).toEqual({ limit: 5, offset: 10, keywords: 'rivers', aoi: 'POINT(1 2)' });
  });
});
