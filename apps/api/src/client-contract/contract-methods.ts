// Which file of this folder exercises which client method against the real server. Each file
// proves its claims (useContractServer records the calls that reached the server and its last test
// checks them); client-methods.test.ts proves that together they claim every method the client has.

/** The methods each contract file exercises, named `area.method` (`clearCache` at the top). */
export const CONTRACT_METHODS = {
  'listings.contract.test.ts': [
    'listings.list',
    'listings.footprints',
    'listings.featured',
    'listings.nearby',
    'listings.recommended',
    'listings.similar',
    'listings.get',
    'bundles.list',
    'bundles.get',
    'bundles.listings',
    'subdomain.config',
    'links.preview',
  ],
  'user.contract.test.ts': [
    'user.me',
    'user.update',
    'user.signup',
    'user.remove',
    'user.requestPasswordReset',
    'user.confirmPasswordReset',
    'user.avatarCredentials',
    'user.bannerCredentials',
    'user.upload',
    'user.profile',
    'user.points',
    'user.trackingInfo',
    'user.viewedListings',
    'clearCache',
  ],
  'actions.contract.test.ts': [
    'actions.update',
    'actions.resubmit',
    'actions.report',
    'actions.emailShare',
    'actions.addFile',
    'actions.files',
    'actions.deleteFile',
    'actions.mine',
    'links.file',
  ],
  'uploads.contract.test.ts': [
    'uploads.credentials',
    'uploads.sendFile',
    'uploads.status',
    'uploads.listing',
    'uploads.registerRemoteLayer',
    'uploads.remoteLayer',
    'links.original',
  ],
  'social.contract.test.ts': [
    'social.like',
    'social.unlike',
    'social.bookmark',
    'social.unbookmark',
    'social.likes',
    'social.bookmarks',
    'social.followers',
    'social.following',
    'social.follow',
    'social.unfollow',
  ],
  'imagery.contract.test.ts': [
    'imagery.search',
    'imagery.availableDates',
    'imagery.generateImage',
    'imagery.generateThumbnail',
    'imagery.createShortUrl',
    'imagery.getShortUrl',
    'imagery.statistics',
    'imagery.pointValue',
  ],
} as const;

/** One contract test file. */
export type ContractFile = keyof typeof CONTRACT_METHODS;
