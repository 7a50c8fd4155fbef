import { describe, expect, it } from 'vitest';
import { MESSAGES, fetchNotificationsFailed } from './messages';

describe('messages', () => {
  it('reads the compressed failure list as full sentences (ruling 2; R-034, R-039, R-063, R-064, R-172, R-230, R-231, R-246, R-275..R-279, R-298..R-307, R-334..R-343, R-394..R-398, R-428, R-470, R-499, R-500, R-534..R-536)', () => {
    expect(MESSAGES.fetchDomainUsers).toBe('Failed to fetch domain users');
    expect(MESSAGES.deleteDrawProject).toBe('Failed to delete draw project');
    expect(fetchNotificationsFailed('timeout')).toBe('Failed to fetch notifications: timeout');
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong.');
    for (const m of Object.values(MESSAGES)) expect(m.length).toBeGreaterThan(5);
  });

  it('quotes the spec word for word', () => {
    expect(MESSAGES).toMatchObject({
      mapCannotBeDisplayed: 'The map you are looking for can not be displayed',
      mapDeleted: 'A map attached to this page has been deleted.',
      profileProblem: 'There was a problem loading your profile. Please log in again.',
      stoaryDeleted: 'Stoary deleted successfully!',
      fetchGlobalBundles: 'Failed to fetch global bundles',
      fetchBundlesForGlobalListings: 'Failed to fetch bundles for global listings',
      fetchFavouriteMaps: 'Failed to fetch favourite maps',
      fetchFollowing: 'Error fetching following users',
      userNotLoggedIn: 'User not logged in',
      userProfileNotFound: 'User profile not found',
      leaveWhileUploading: 'Leave the page? Your map is still uploading.',
      noData: 'No data available. Please select a different area.',
      invalidShareId: 'Invalid or expired share ID.',
      reduceBoth: 'This AOI is too large, please reduce the height and width',
    });
  });
});
