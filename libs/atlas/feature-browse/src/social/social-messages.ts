/** The failure messages of likes and bookmarks (1§8; R-334..R-339). */
export const SOCIAL_MESSAGE = {
  fetchBookmarks: 'Failed to fetch bookmarked maps',
  addBookmark: 'Failed to add bookmark',
  removeBookmark: 'Failed to remove bookmark',
  fetchLikes: 'Failed to fetch favourite maps',
  like: 'Failed to like listing',
  unlike: 'Failed to unlike listing',
} as const;

/** One of the {@link SOCIAL_MESSAGE}s. */
export type SocialMessage = (typeof SOCIAL_MESSAGE)[keyof typeof SOCIAL_MESSAGE];
