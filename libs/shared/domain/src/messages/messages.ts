/** User-facing messages of the error catalogues (1§8, 2§8, decisions ruling 2). */
export const MESSAGES = {
  // Toasts (1§8).
  mapCannotBeDisplayed: 'The map you are looking for can not be displayed',
  mapDeleted: 'A map attached to this page has been deleted.',
  somethingWentWrong: 'Something went wrong.',
  profileProblem: 'There was a problem loading your profile. Please log in again.',
  stoaryDeleted: 'Stoary deleted successfully!',
  // Bundles (1§8).
  fetchGlobalBundles: 'Failed to fetch global bundles',
  fetchBundles: 'Failed to fetch bundles',
  fetchBundleListings: 'Failed to fetch bundle listings',
  fetchBundlesForGlobalListings: 'Failed to fetch bundles for global listings',
  fetchGlobalListings: 'Failed to fetch global listings',
  // Failures (1§8, ruling 2).
  fetchDomainUsers: 'Failed to fetch domain users',
  fetchSubdomainListings: 'Failed to fetch subdomain listings',
  fetchSubdomainInfo: 'Failed to fetch subdomain info',
  fetchComments: 'Failed to fetch comments',
  fetchComment: 'Failed to fetch comment',
  createComment: 'Failed to create comment',
  createCommentReply: 'Failed to create comment reply',
  updateComment: 'Failed to update comment',
  deleteComment: 'Failed to delete comment',
  reportComment: 'Failed to report comment',
  upvote: 'Failed to upvote',
  downvote: 'Failed to downvote',
  removeVote: 'Failed to remove vote',
  updateProfile: 'Failed to update profile',
  fetchListings: 'Failed to fetch listings',
  loadProfile: 'Failed to load profile',
  fetchSatelliteOrders: 'Failed to fetch satellite orders',
  fetchOrderDetails: 'Failed to fetch order details',
  fetchBookmarkedMaps: 'Failed to fetch bookmarked maps',
  addBookmark: 'Failed to add bookmark',
  removeBookmark: 'Failed to remove bookmark',
  fetchFavouriteMaps: 'Failed to fetch favourite maps',
  likeListing: 'Failed to like listing',
  unlikeListing: 'Failed to unlike listing',
  fetchUserDrawProjects: 'Failed to fetch user draw projects',
  fetchSharedDrawProjects: 'Failed to fetch shared draw projects',
  updateDrawProject: 'Failed to update draw project',
  deleteDrawProject: 'Failed to delete draw project',
  fetchFollowers: 'Error fetching followers',
  fetchFollowing: 'Error fetching following users',
  fetchFollowData: 'Error fetching follow data',
  userNotLoggedIn: 'User not logged in',
  userProfileNotFound: 'User profile not found',
  unauthorized: 'Unauthorized',
  notLoggedIn: 'Not logged in',
  leaveWhileUploading: 'Leave the page? Your map is still uploading.',
  // Imagery (2§5, 2§8).
  singlePoint: 'You created a single point. Please select a larger area.',
  noData: 'No data available. Please select a different area.',
  invalidCoordinates: 'Invalid coordinates detected.',
  reduceHeight: 'This AOI is invalid, please reduce the height',
  reduceWidth: 'This AOI is invalid, please reduce the width',
  reduceBoth: 'This AOI is too large, please reduce the height and width',
  invalidShareId: 'Invalid or expired share ID.',
  noListingId: 'No listing ID',
  imageFetchUnknown: 'An unknown error occurred while fetching the image.',
} as const;

/** One message key. */
export type MessageKey = keyof typeof MESSAGES;

/** 'Failed to fetch notifications: {detail}' (ruling 2). */
export function fetchNotificationsFailed(detail: string): string {
  return `Failed to fetch notifications: ${detail}`;
}
