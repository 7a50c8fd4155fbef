// Public API of @unfurl/api-client. Exports are listed by name, each with a one-line TSDoc.
// Test doubles live in '@unfurl/api-client/testing', never here.

/** Creates the typed ky-based API client. */
export { createApiClient, RESPONSE_CACHE_MS } from './create-api-client';
/** Client, options, session hooks, the listing, bundle and tenant calls and the recommended query. */
export type {
  ApiClient,
  ApiClientOptions,
  ApiLogger,
  BundlesApi,
  CallOptions,
  ListingsApi,
  RecommendedQuery,
  RecommendedTemplate,
  SessionHooks,
  SubdomainApi,
} from './types';
/** The user (account) calls. */
export type { UserApi } from './resources/user-api';
/**
 * Request and response types of every call, derived from the TypeBox schemas of
 * @unfurl/validators (answers as the schemas give them; bodies read-only, server defaults optional).
 */
export type {
  AddedListingFile,
  AddListingFileRequest,
  BundleListingsPage,
  BundleListingsQuery,
  AvailableDates,
  AvailableDatesBody,
  BundlesResponse,
  BundleWire,
  Defaulted,
  EmailShareBody,
  EmailShareResult,
  FeaturedQuery,
  GenerateImageBody,
  ImagerySearchBody,
  ImagerySearchItem,
  ImagerySearchResponse,
  ImageryTimeRange,
  ListingFileEntry,
  ListingFiles,
  ListingFootprintsWire,
  ListingFootprintsWireQuery,
  ListingMetadataBody,
  ListingMetadataChanges,
  ListingReport,
  ListingReportRequest,
  ListingsCursorPage,
  ListingsPage,
  ListingStatusWire,
  ListingsWireQuery,
  ListingUploadCredentials,
  ListingUploadMetadata,
  ListingUploadRequest,
  ListingUploadTarget,
  ListingWire,
  MyUserProfileWire,
  NearbyQuery,
  OwnListing,
  OwnListingsPage,
  OwnListingsQuery,
  PasswordResetConfirmation,
  PasswordResetDone,
  PasswordResetQuery,
  PasswordResetSent,
  Points,
  ProfileUpdate,
  PublicUserProfileWire,
  RecommendedWireQuery,
  RemoteLayerCreatedWire,
  RemoteLayerRequest,
  RemoteLayerWire,
  ResubmitBody,
  ShortUrlBody,
  ShortUrlCreated,
  ShortUrlRecord,
  SignupRequest,
  SignupResultWire,
  StatisticsAnswer,
  StatisticsBody,
  PointValueAnswer,
  PointValueBody,
  TenantConfigWire,
  TrackingInfo,
  TrackingInfoWire,
  UploadCredentialsWire,
  ViewedListingsPage,
  ViewedListingsQuery,
  WireInput,
  WithImageryBbox,
} from './wire';
/** Recommendation template sources and the default PERSONAL, POPULAR, FOLLOWING. */
export { DEFAULT_RECOMMENDED_TEMPLATE, RECOMMENDED_TEMPLATE } from './types';
/** Header names sent and read (Subdomain, Authorization, X-Tracker, Warning). */
export { API_HEADER } from './http/api-headers';
/** One header name. */
export type { ApiHeader } from './http/api-headers';
/** Reason given to `session.logout` when the refresh failed. */
export { REFRESH_FAILED_REASON } from './http/refresh-gate';
/** Default nearby distance in metres. */
export { NEARBY_DEFAULT_DISTANCE } from './resources/listings-api';
/** Generic client error codes (re-exported from @unfurl/domain, the one definition). */
export { CLIENT_ERROR_CODE } from '@unfurl/domain';
/** One generic client error code. */
export type { ClientErrorCode } from '@unfurl/domain';
/** Error classes: the ApiError base and one subclass per failure kind. */
export {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UNKNOWN_ERROR_TEXT,
  UnauthorizedError,
  ValidationError,
} from './errors/api-error';
/** What an ApiError is built from. */
export type { ApiErrorInit } from './errors/api-error';
/** Type guards for the error classes, and for cancelled requests. */
export {
  isApiError,
  isCancelledError,
  isConflictError,
  isEmailNotConfirmedError,
  isForbiddenError,
  isNetworkError,
  isNotFoundError,
  isServerError,
  isTooManyRequestsError,
  isUnauthorizedError,
  isValidationError,
} from './errors/guards';
/** The imagery service client on its own configurable base (search, render, short links). */
export { createImageryApi, IMAGERY_CONTENT_TYPE } from './resources/imagery-api';
/** The imagery calls, their options and one image content type. */
export type { ImageryApi, ImageryApiOptions, ImageryContentType } from './resources/imagery-api';
/** Listing uploads: credentials, the progress-reporting file upload and the processing state. */
export { LISTING_PROCESSING, toUploadStatus } from './resources/listings-upload-api';
/** The upload calls, one processing state and the status read from it. */
export type {
  ListingProcessing,
  ListingsUploadApi,
  UploadStatus,
} from './resources/listings-upload-api';
/** Listing actions (edit, resubmit, report, email share, files) and the user's own listings. */
export type { ListingActionsApi } from './resources/listings-api-actions';
/** Builders of the preview, original and file links (subdomain, size, authorization). */
export { createListingLinks, LISTING_PREVIEW_SIZE } from './resources/listings-api-links';
/** Link builder options, the builders and the preview sizes. */
export type {
  ListingLinkOptions,
  ListingLinks,
  ListingPreviewSize,
} from './resources/listings-api-links';
/** Options of the progress-reporting upload. */
export type { XhrUploadOptions } from './http/xhr-upload';
/** Likes, bookmarks and follows (1§7). */
export type { SocialApi } from './resources/social-api';
/** Request and response types of the social calls. */
export type {
  FollowList,
  FollowListQuery,
  FollowUser,
  ListingBookmark,
  ListingLikes,
  SavedListingsPage,
  SavedListingsQuery,
} from './social-wire';
/** Analytics events (2§7): every call resolves; failures are only logged. */
export type { AnalyticsApi } from './resources/analytics-api';
/** Request types of the analytics calls. */
export type { GenericEvent, ImageryEvent, ListingEvent } from './analytics-wire';
/** The site admins' moderation queue (issue #14). */
export type { ModerationApi } from './resources/moderation-api';
/** Request and response types of the moderation calls. */
export type {
  ModerationActionRecord,
  ModerationItem,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationTargetPath,
  ResolveReports,
} from './moderation-wire';
/** The signed-in user's notifications (1§7): pages, read marks, announcements, stream URL. */
export type { NotificationsApi } from './resources/notifications-api';
/** Request and response types of the notification calls. */
export type {
  NotificationSettings,
  NotificationWire,
  NotificationsPage,
  NotificationsQuery,
  NotificationsUnread,
} from './notifications-wire';
/** A listing's comments (1§7). */
export type { CommentsApi } from './resources/comments-api';
/** Path of a listing's comment thread as GeoJSON (after the API base), for a download. */
export { threadGeojsonPath } from './resources/comments-api';
/** Draw projects, called Stoaries (1§7, issue #15). */
export type { DrawApi } from './resources/draw-api';
/** The query a project search sends: blank keywords and aoi left out. */
export { drawSearchParams } from './resources/draw-api';
/** Request and response types of the draw calls. */
export type {
  DrawImageUpload,
  DrawPageQuery,
  DrawProject,
  DrawProjectChanges,
  DrawProjectDeleted,
  DrawProjectList,
  DrawProjectSummary,
  DrawSearchQuery,
  DrawShareList,
  NewDrawProject,
} from './draw-wire';
/** The signed-in user's followed areas (issue #14). */
export type { AreaFollowsApi } from './resources/area-follows-api';
/** Request and response types of the area follow calls and the thread export. */
export type {
  AreaFollow,
  AreaFollowChanges,
  AreaFollowList,
  AreaWatch,
  NewAreaFollow,
  ThreadFeatureCollection,
} from './area-follows-wire';
/** Request and response types of the comment calls. */
export type {
  CommentAnnotation,
  CommentChanges,
  CommentDeleted,
  CommentReport,
  CommentVoteValue,
  CommentWire,
  NewComment,
} from './comments-wire';
