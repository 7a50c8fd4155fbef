// Public API of @unfurl/validators. Exports are listed by name, each with a one-line TSDoc.

// --- validation rules (spec section 5) ---
/** Coordinate search: decimal, DMS, UTM or MGRS text to a position, or a reason. */
export {
  parseCoordinateSearch,
  looksLikeCoordinate,
  COORDINATE_FORMAT,
  UNRECOGNISED_COORDINATES,
} from './coordinates/coordinate-search';
/** Coordinate search result types. */
export type { CoordinateFormat, CoordinateSearchResult } from './coordinates/coordinate-search';
/** Formats an angle as degrees, minutes and seconds with a hemisphere letter. */
export { formatDmsAngle } from './coordinates/dms';
/** Formats a position as MGRS. */
export { formatMgrs } from './coordinates/mgrs';
/** UTM conversions (proj4) and the latitude band of a latitude. */
export { utmToLatLng, latLngToUtm, utmBand } from './coordinates/utm';
/** A UTM position. */
export type { UtmPosition } from './coordinates/utm';
/** Minimap clamp (lat -62..85, lng -150..150) and its bounds. */
export { clampMinimap, MINIMAP_BOUNDS } from './map/clamp-minimap';
/** A known fill pattern, else none. */
export { fillPatternOrDefault } from './annotations/fill-pattern-or-default';

/** Email and password rules, with user-facing reasons. */
export {
  isValidEmail,
  isValidPassword,
  emailProblem,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
} from './account/account';
/** Source link check and normalisation (https:// added, doubled schemes collapsed). */
export { isValidSourceLink, normaliseSourceLink } from './links/source-link';
/** Social handle validators returning the normalised profile URL or a reason. */
export {
  validateFacebook,
  validateTwitter,
  validateInstagram,
  validateLinkedin,
  validateBluesky,
} from './social/social-validators';
/** Result of a social handle check. */
export type { SocialHandleResult } from './social/social-handle';
/** Custom subdomain rule, with a user-facing reason. */
export { isValidSubdomain, subdomainProblem, SUBDOMAIN_MAX_LENGTH } from './tenant/subdomain';

/** Imagery search area: single point, non-numeric, resolution choice and area-too-big rules. */
export { checkSearchArea, imageSizeProblem, areaSizeMetres } from './imagery/search-area';
/** A search area and the result of checking it. */
export type { SearchArea, SearchAreaResult } from './imagery/search-area';
/** Date ranges: swap when reversed, whole days from 00:00:00 to 23:59:59. */
export { orderDateRange, dayTimeRange } from './imagery/date-range';
/** An inclusive day range. */
export type { DayTimeRange } from './imagery/date-range';
/** Tasking area limits per operator and mode. */
export { taskingAreaProblem } from './imagery/tasking';
/** The size of a tasking area. */
export type { TaskingArea } from './imagery/tasking';
/** Access rules: subdomain data, empty user lists, draw project search params. */
export {
  canRequestSubdomainData,
  userListsAreEmpty,
  drawProjectSearchParams,
} from './access/access-rules';
/** Inputs of the access rules. */
export type { SubdomainDataContext, DrawProjectSearch } from './access/access-rules';

// --- runtime schemas of the API wire contract (used by the server and clients) ---
/** A string JSON schema limited to a closed set of values. */
export { StringEnum } from './schemas/string-enum.schema';
/** Error body `{ message, code }` and the `Subdomain` header of every `/v1` call. */
export { ApiErrorSchema, SubdomainHeadersSchema } from './schemas/api-error.schema';
/** The (empty) answer of a 204 No Content route. */
export { NoContentSchema } from './schemas/api-error.schema';
/** `GET /v1/health`: `{ status: 'ok' }` while the server and its database answer. */
export { HealthSchema } from './schemas/health.schema';
export type { Health } from './schemas/health.schema';
/** The local object store's signed URLs: their query, the answer to an upload, the file. */
export {
  SignedUrlQuerySchema,
  StoredFileSchema,
  StoredUploadSchema,
} from './schemas/storage.schema';
/** Listing wire schemas: the listing, list/featured/nearby queries and pages, `{id}` params, preview query. */
export {
  ListingSchema,
  ListingsQuerySchema,
  FeaturedQuerySchema,
  ListingsPageSchema,
  ListingsCursorPageSchema,
  NearbyQuerySchema,
  IdParamsSchema,
  ListingPreviewQuerySchema,
} from './schemas/listing.schema';
/** `GET /v1/listings/footprints`: its query (the list's filters and a row cap) and compact rows. */
export {
  ListingFootprintsQuerySchema,
  ListingFootprintSchema,
  ListingFootprintsSchema,
} from './schemas/listing-footprints.schema';
/** Listing action wire schemas: metadata, resubmit, report, email share, files, discovery and own-listing pages, file links. */
export {
  ListingMetadataSchema,
  ListingMetadataBodySchema,
  ResubmitBodySchema,
  ReportBodySchema,
  ListingReportSchema,
  MAX_SHARE_EMAILS,
  EmailShareBodySchema,
  EmailShareResultSchema,
  AddFileBodySchema,
  ListingFileSchema,
  ListingFilesSchema,
  ListingFileParamsSchema,
  RecommendedQuerySchema,
  SimilarQuerySchema,
  UserListingsQuerySchema,
  UserListingsPageSchema,
  FileLinkQuerySchema,
  FileLinkParamsSchema,
} from './schemas/listing-actions.schema';
/** `GET /listing-tiles/{id}/{z}/{x}/{y}.png`: its params and its file-link query. */
export { ListingTileParamsSchema, ListingTileQuerySchema } from './schemas/listing-tiles.schema';
/** The bytes of a listing image (a JPEG preview or a PNG tile) as a file link answers them. */
export { ListingImageSchema } from './schemas/listing-image.schema';
/** Bundle wire schemas: the bundle, the list, and the bundle listings query and page. */
export {
  BundleSchema,
  BundlesResponseSchema,
  BundleListingsQuerySchema,
  BundleListingsPageSchema,
} from './schemas/bundle.schema';
/** Upload wire schemas: the upload request, credentials, status, signed PUT params/query/answer, download URL. */
export {
  UploadRequestSchema,
  UploadTargetSchema,
  ListingUploadCredentialsSchema,
  ListingStatusSchema,
  ListingIdParamsSchema,
  UploadPutParamsSchema,
  UploadPutQuerySchema,
  UploadPutResultSchema,
  PresignedUrlSchema,
} from './schemas/uploads.schema';
/** Wire types of the upload schemas. */
export type {
  UploadRequestWire,
  ListingUploadCredentialsWire,
  ListingStatusWire,
  UploadPutResultWire,
} from './schemas/uploads.schema';
/** Remote layer wire schemas: the register-by-URL request, the layer description and the answer. */
export {
  RemoteLayerRequestSchema,
  RemoteLayerSchema,
  RemoteLayerCreatedSchema,
} from './schemas/remote-layer.schema';
/** Wire types of the remote layer schemas. */
export type {
  RemoteLayerRequestWire,
  RemoteLayerWire,
  RemoteLayerCreatedWire,
} from './schemas/remote-layer.schema';
/** Tenant configuration served by `GET /v1/subdomain/config`. */
export { TenantConfigSchema } from './schemas/tenant-config.schema';
/** Accounts wire schemas (2§7 User): profiles, sign-up, reset, upload credentials, settings. */
export {
  PublicUserProfileSchema,
  MyUserProfileSchema,
  UpdateMyProfileSchema,
  SignupBodySchema,
  SignupResultSchema,
  ResetPasswordQuerySchema,
  ResetPasswordBodySchema,
  ResetPasswordSentSchema,
  ResetPasswordDoneSchema,
  UploadFilenameParamsSchema,
  UploadCredentialsSchema,
  UserIdParamsSchema,
  PointsSchema,
  TrackingInfoSchema,
  SeoNameParamsSchema,
  SeoNameSchema,
  BillingSchema,
  EthAddressParamsSchema,
  EthAddressSchema,
  ViewedListingsQuerySchema,
  ViewedListingsPageSchema,
} from './schemas/user.schema';
/** Wire types of the accounts schemas. */
export type {
  MyUserProfileWire,
  PublicUserProfileWire,
  UpdateMyProfileWire,
  SignupBodyWire,
  SignupResultWire,
  UploadCredentialsWire,
  BillingWire,
  TrackingInfoWire,
} from './schemas/user.schema';
/** Wire schemas of the imagery service: search, render, share links, WMS image map, statistics, point values, evalscript errors. */
export {
  BboxSchema as ImageryBboxSchema,
  TimeRangeSchema as ImageryTimeRangeSchema,
  SatelliteSchema as ImagerySatelliteSchema,
  ImagerySearchBodySchema,
  ImagerySearchItemSchema,
  ImagerySearchResponseSchema,
  AvailableDatesBodySchema,
  AvailableDateSchema,
  AvailableDatesResponseSchema,
  GenerateImageBodySchema,
  ImageResponseSchema,
  ShortUrlBodySchema,
  ShortUrlRecordSchema,
  ShortUrlIdSchema,
  ShortUrlParamsSchema,
  WmsQuerySchema,
  StatisticsBodySchema,
  BandStatisticsSchema,
  StatisticsResponseSchema,
  PointValueBodySchema,
  PointValueResponseSchema,
  EvalscriptErrorSchema,
} from './schemas/imagery.schema';
/** Likes, bookmarks and follows (1§7): like counts, bookmark state, saved-listing and follow pages. */
export {
  ListingLikesSchema,
  ListingBookmarkSchema,
  SavedListingsQuerySchema,
  SavedListingsPageSchema,
  FollowListQuerySchema,
  FollowUserSchema,
  FollowListSchema,
  FollowParamsSchema,
  FollowResultSchema,
} from './schemas/social.schema';
/** Wire types of the social schemas. */
export type {
  ListingLikesWire,
  ListingBookmarkWire,
  SavedListingsPageWire,
  FollowUserWire,
  FollowListWire,
} from './schemas/social.schema';
/** Analytics (2§7): imagery, listing and generic event bodies and their length limits. */
export {
  ANALYTICS_LIMITS,
  ImageryEventBodySchema,
  ListingEventBodySchema,
  GenericEventBodySchema,
} from './schemas/analytics.schema';
/** Wire types of the analytics schemas. */
export type {
  ImageryEventBodyWire,
  ListingEventBodyWire,
  GenericEventBodyWire,
} from './schemas/analytics.schema';
/** Comments (1§3, 1§7): text, annotations (GeoJSON features), replies, votes, reports, limits. */
export {
  COMMENT_LIMITS,
  AnnotationGeometrySchema,
  AnnotationFeatureSchema,
  CommentAnnotationsSchema,
  CommentTextSchema,
  CreateCommentBodySchema,
  UpdateCommentBodySchema,
  CommentVoteBodySchema,
  CommentIdParamsSchema,
  CommentSchema,
  CommentRefSchema,
  ListingCommentsSchema,
  CommentReportSchema,
  CommentDeletedSchema,
} from './schemas/comment.schema';
/** Wire types of the comment schemas. */
export type {
  AnnotationFeatureWire,
  CommentDeletedWire,
  CommentReportWire,
  CommentWire,
} from './schemas/comment.schema';
/** Moderation (issue #14): the queue of reported listings and comments, and its actions. */
export {
  MODERATION_TARGET,
  MODERATION_ACTION,
  MODERATION_LIMITS,
  ModerationQueueQuerySchema,
  ModerationReportSchema,
  ModerationItemSchema,
  ModerationQueueSchema,
  ModerationTargetParamsSchema,
  ResolveReportsBodySchema,
  ModerationActionSchema,
} from './schemas/moderation.schema';
/** Wire types of the moderation schemas. */
export type {
  ModerationTarget,
  ModerationAction,
  ModerationQueueQueryWire,
  ModerationReportWire,
  ModerationItemWire,
  ModerationQueueWire,
  ResolveReportsBodyWire,
  ModerationActionWire,
} from './schemas/moderation.schema';
/** Notifications (1§3, 1§7): types, pages of 6, read marks, announcements, digest setting, stream. */
export {
  NOTIFICATION_KIND,
  NotificationsQuerySchema,
  NotificationActorSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationIdParamsSchema,
  NotificationsUnreadSchema,
  AnnouncementBodySchema,
  NotificationSettingsSchema,
  NotificationStreamQuerySchema,
} from './schemas/notification.schema';
/** Wire types of the notification schemas. */
export type {
  NotificationKind,
  NotificationWire,
  NotificationsPageWire,
  NotificationsQueryWire,
  NotificationSettingsWire,
} from './schemas/notification.schema';
/** Area follows (issue #14): the watched area, what to watch, limits, bodies and answers. */
export {
  AREA_FOLLOW_LIMITS,
  AREA_WATCH,
  AreaFollowGeometrySchema,
  CreateAreaFollowBodySchema,
  UpdateAreaFollowBodySchema,
  AreaFollowParamsSchema,
  AreaFollowSchema,
  AreaFollowListSchema,
  AreaFollowDeletedSchema,
} from './schemas/area-follow.schema';
/** Wire types of the area follow schemas. */
export type {
  AreaWatch,
  AreaFollowWire,
  AreaFollowGeometryWire,
  CreateAreaFollowBodyWire,
  UpdateAreaFollowBodyWire,
  AreaFollowListWire,
} from './schemas/area-follow.schema';
/** Draw projects (Stoaries, 1§7, issue #15): data, layers, sharing, search, image upload. */
export {
  DRAW_PROJECT_LIMITS,
  DRAW_ACCESS,
  DRAW_SHARE_ACCESS,
  DrawLayerSchema,
  DrawProjectDataSchema,
  CreateDrawProjectBodySchema,
  UpdateDrawProjectBodySchema,
  DrawProjectUpdateHeadersSchema,
  DrawProjectParamsSchema,
  DrawShareParamsSchema,
  DrawShareBodySchema,
  DrawProjectPageQuerySchema,
  DrawProjectSearchQuerySchema,
  DrawProjectSummarySchema,
  DrawProjectSchema,
  DrawProjectListSchema,
  DrawProjectDeletedSchema,
  DrawShareSchema,
  DrawShareListSchema,
  DrawImageUploadBodySchema,
  DrawImageParamsSchema,
  DrawImageUploadSchema,
} from './schemas/draw-project.schema';
/** Wire types of the draw project schemas. */
export type {
  DrawAccess,
  DrawShareAccess,
  DrawLayerWire,
  DrawProjectDataWire,
  CreateDrawProjectBodyWire,
  UpdateDrawProjectBodyWire,
  DrawProjectSearchQueryWire,
  DrawProjectSummaryWire,
  DrawProjectWire,
  DrawProjectListWire,
  DrawProjectDeletedWire,
  DrawShareWire,
  DrawImageUploadWire,
} from './schemas/draw-project.schema';
/** A listing's comment thread as GeoJSON (issue #14, comments pinned to a place). */
export { GEOJSON_MEDIA_TYPE, ThreadFeatureCollectionSchema } from './schemas/thread-geojson.schema';
