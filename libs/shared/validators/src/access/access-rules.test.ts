import { describe, expect, it } from 'vitest';
import { isNotFoundError, isValidationError } from '@unfurl/domain';
import {
  canRequestSubdomainData,
  drawProjectSearchParams,
  requireListingId,
  requireProfile,
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

  it("fails an empty profile with 'User profile not found' (R-044)", () => {
    expect(requireProfile({ id: 1 })).toEqual({ id: 1 });
    try {
      requireProfile(null);
      expect.unreachable();
    } catch (error) {
      expect(isNotFoundError(error)).toBe(true);
      expect((error as Error).message).toBe('User profile not found');
    }
  });

  it("rejects a credential refresh without a listing id with 'No listing ID' (R-247)", () => {
    expect(requireListingId(5)).toBe(5);
    expect(() => requireListingId(undefined)).toThrow('No listing ID');
    try {
      requireListingId('');
    } catch (error) {
      expect(isValidationError(error)).toBe(true);
    }
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
