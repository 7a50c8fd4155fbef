/** Business constants and limits (1§9, 2§9, decisions ruling 5). Times in ms unless named. */
export const LIMITS = {
  listingsMax: 250,
  defaultPageSize: 20,
  homeFeatured: 6,
  homeNew: 6,
  homeWorldwide: 25,
  /** Metres. */
  nearbyDistance: 10000,
  loadingIndicatorMs: 500,
  toastMs: 5000,
  responseCacheMs: 300000,
  /** 0 means no timeout. */
  httpTimeoutMs: 0,
  notificationsPage: 6,
  followPage: 20,
  bookmarkFetch: 200,
  undoHistory: 50,
  /** Fraction (50 %). */
  containmentThreshold: 0.5,
  /** Side of the square bounds box around an image listing, in metres (ruling 12). */
  imageBoundsMetres: 300,
  userAgentMax: 500,
  customCookieSeconds: 2629800,
  refreshCookieSeconds: 365 * 24 * 60 * 60,
  /** Login cookie poll interval (1§4). */
  loginPollMs: 300,
  /** A profile younger than this triggers a tracking update (1§4). */
  newProfileMs: 5 * 60 * 1000,
  /** Satellite imagery (2§9). */
  maxImagePixels: 2500,
  satelliteSearchLimit: 20,
  satelliteSearchExtra: 30,
  shareLinkSearchLimit: 50,
  thumbnailJpegQuality: 20,
  statisticsResolution: 200,
  maxCloudCover: 100,
} as const;

/** The limits type. */
export type Limits = typeof LIMITS;
