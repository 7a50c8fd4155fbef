// The client's request and response types, derived from the TypeBox schemas of
// @unfurl/validators: the one definition of the wire contract, which the server validates and
// serialises with. Answers are the schemas' static types; what a caller sends is the schema's
// static type read-only, with the fields the server defaults left optional.
import type { Static } from '@sinclair/typebox';
import type { ImageryBbox } from '@unfurl/domain';
import type {
  AddFileBodySchema,
  BundleListingsPageSchema,
  BundleListingsQuerySchema,
  BundleSchema,
  BundlesResponseSchema,
  EmailShareBodySchema,
  EmailShareResultSchema,
  AvailableDatesBodySchema,
  AvailableDatesResponseSchema,
  FeaturedQuerySchema,
  GenerateImageBodySchema,
  ImagerySearchBodySchema,
  ImagerySearchItemSchema,
  ImagerySearchResponseSchema,
  ImageryTimeRangeSchema,
  ListingFileSchema,
  ListingFilesSchema,
  ListingFootprintsQuerySchema,
  ListingFootprintsSchema,
  ListingMetadataBodySchema,
  ListingMetadataSchema,
  ListingReportSchema,
  ListingSchema,
  ListingsCursorPageSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
  ListingStatusSchema,
  ListingUploadCredentialsSchema,
  MyUserProfileSchema,
  NearbyQuerySchema,
  PointsSchema,
  PublicUserProfileSchema,
  RecommendedQuerySchema,
  RemoteLayerCreatedSchema,
  RemoteLayerSchema,
  ReportBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordDoneSchema,
  ResetPasswordQuerySchema,
  ResetPasswordSentSchema,
  ResubmitBodySchema,
  ShortUrlBodySchema,
  ShortUrlIdSchema,
  ShortUrlRecordSchema,
  SignupResultSchema,
  StatisticsBodySchema,
  StatisticsResponseSchema,
  PointValueBodySchema,
  PointValueResponseSchema,
  TenantConfigSchema,
  TrackingInfoSchema,
  UploadCredentialsSchema,
  UploadTargetSchema,
  UserListingsPageSchema,
  UserListingsQuerySchema,
  ViewedListingsPageSchema,
  ViewedListingsQuerySchema,
} from '@unfurl/validators';
import type {
  RemoteLayerRequestWire,
  UpdateMyProfileWire,
  SignupBodyWire,
  UploadRequestWire,
} from '@unfurl/validators';

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * What a caller may send for a wire type: every object and array read-only, and an optional
 * field may also be given as `undefined` (it is left out of the JSON and the query string).
 */
export type WireInput<T> = T extends readonly unknown[]
  ? { readonly [K in keyof T]: WireInput<T[K]> }
  : T extends object
    ? { readonly [K in Exclude<keyof T, OptionalKeys<T>>]: WireInput<T[K]> } & {
        readonly [K in OptionalKeys<T>]?: WireInput<T[K]> | undefined;
      }
    : T;

/** An answer as the client hands it on: the schema's static type, every object and array read-only. */
export type Answer<T> = T extends readonly unknown[]
  ? { readonly [K in keyof T]: Answer<T[K]> }
  : T extends object
    ? { readonly [K in keyof T]: Answer<T[K]> }
    : T;

/** `T` with the fields `K` optional: the server fills them with the schema's default. */
export type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

// --- listings -----------------------------------------------------------------------------------

/** A listing as the API answers it (with status and review status when the owner reads it). */
export type ListingWire = Answer<Static<typeof ListingSchema>>;
/** Answer of `GET /v1/listings`. */
export type ListingsPage = Answer<Static<typeof ListingsPageSchema>>;
/** Answer of the featured, nearby, recommended and similar calls. */
export type ListingsCursorPage = Answer<Static<typeof ListingsCursorPageSchema>>;
/** Answer of `GET /v1/listings/footprints`. */
export type ListingFootprintsWire = Answer<Static<typeof ListingFootprintsSchema>>;
/** Query string of `GET /v1/listings` as sent (categories and types comma-joined). */
export type ListingsWireQuery = WireInput<Partial<Static<typeof ListingsQuerySchema>>>;
/** Query string of `GET /v1/listings/footprints` as sent. */
export type ListingFootprintsWireQuery = WireInput<
  Partial<Static<typeof ListingFootprintsQuerySchema>>
>;
/** Query of `GET /v1/listings/featured`. */
export type FeaturedQuery = WireInput<Partial<Static<typeof FeaturedQuerySchema>>>;
/** Query of `GET /v1/listings/nearby`; distance defaults to 10,000 m. */
export type NearbyQuery = WireInput<
  Defaulted<Static<typeof NearbyQuerySchema>, 'distance' | 'limit'>
>;
/** Query string of `GET /v1/listings/recommended` as sent (template comma-joined). */
export type RecommendedWireQuery = WireInput<Partial<Static<typeof RecommendedQuerySchema>>>;
/** Query of `GET /v1/user/listings`. */
export type OwnListingsQuery = WireInput<Partial<Static<typeof UserListingsQuerySchema>>>;
/** A listing as its owner reads it back: with processing and review status. */
export type OwnListing = ListingWire;
/** Answer of `GET /v1/user/listings`. */
export type OwnListingsPage = Answer<Static<typeof UserListingsPageSchema>>;
/** Metadata changes of `PUT /v1/listings/{id}` and `.../reSubmit`; absent fields stay. */
export type ListingMetadataChanges = WireInput<Static<typeof ListingMetadataSchema>>;
/** Body of `PUT /v1/listings/{id}`. */
export type ListingMetadataBody = WireInput<Static<typeof ListingMetadataBodySchema>>;
/** Body of `PUT /v1/listings/{id}/reSubmit`: metadata changes are optional there. */
export type ResubmitBody = WireInput<Static<typeof ResubmitBodySchema>>;
/** Body of `POST /v1/listings/{id}/email-share`. */
export type EmailShareBody = WireInput<Static<typeof EmailShareBodySchema>>;
/** Body of `POST /v1/listings/{id}/report` (1§3 Report: reason, message). */
export type ListingReportRequest = WireInput<Static<typeof ReportBodySchema>>;
/** A recorded report. */
export type ListingReport = Answer<Static<typeof ListingReportSchema>>;
/** Answer of `POST /v1/listings/{id}/email-share`: addresses mailed and refused. */
export type EmailShareResult = Answer<Static<typeof EmailShareResultSchema>>;
/** Body of `POST /v1/listings/{id}/files` (1§7: type, listingType, filename, title, description). */
export type AddListingFileRequest = WireInput<Static<typeof AddFileBodySchema>>;
/** A file just added to a listing, with the signed PUT of its bytes. */
export type AddedListingFile = Answer<Static<typeof ListingFileSchema>>;
/** Answer of `GET /v1/listings/{id}/files`. */
export type ListingFiles = Answer<Static<typeof ListingFilesSchema>>;
/** A file of a listing, as `GET /v1/listings/{id}/files` lists it. */
export type ListingFileEntry = ListingFiles['files'][number];

// --- uploads ------------------------------------------------------------------------------------

/** Body of `POST /v1/listings/upload`: the file name, the world file name and the metadata. */
export type ListingUploadRequest = WireInput<UploadRequestWire>;
/** Metadata sent with `POST /v1/listings/upload` (1§7). */
export type ListingUploadMetadata = ListingUploadRequest['metadata'];
/** One signed PUT of an upload key ('file' or 'worldfile'). */
export type ListingUploadTarget = Answer<Static<typeof UploadTargetSchema>>;
/** Upload credentials of a listing upload: listingId, path, filename and a signed PUT per key. */
export type ListingUploadCredentials = Answer<Static<typeof ListingUploadCredentialsSchema>>;
/** Answer of `GET /v1/listings/{id}/status`. */
export type ListingStatusWire = Answer<Static<typeof ListingStatusSchema>>;
/** Body of `POST /v1/listings/remote-layer`. */
export type RemoteLayerRequest = WireInput<RemoteLayerRequestWire>;

/** What the map draws for a remote layer listing (`GET /v1/listings/{id}/remote-layer`). */
export type RemoteLayerWire = Answer<Static<typeof RemoteLayerSchema>>;
/** Answer of `POST /v1/listings/remote-layer`: the ready listing and its layer. */
export type RemoteLayerCreatedWire = Answer<Static<typeof RemoteLayerCreatedSchema>>;

// --- bundles and tenant -------------------------------------------------------------------------

/** A bundle (1§3). */
export type BundleWire = Answer<Static<typeof BundleSchema>>;
/** Answer of `GET /v1/bundles`. */
export type BundlesResponse = Answer<Static<typeof BundlesResponseSchema>>;
/** Query of `GET /v1/bundles/{id}/listings`. */
export type BundleListingsQuery = WireInput<Partial<Static<typeof BundleListingsQuerySchema>>>;
/** Answer of `GET /v1/bundles/{id}/listings`. */
export type BundleListingsPage = Answer<Static<typeof BundleListingsPageSchema>>;
/** Answer of `GET /v1/subdomain/config`. */
export type TenantConfigWire = Answer<Static<typeof TenantConfigSchema>>;

// --- user ---------------------------------------------------------------------------------------

/** `GET /v1/user` and `PUT /v1/user`: the signed-in user's own profile with domains. */
export type MyUserProfileWire = Answer<Static<typeof MyUserProfileSchema>>;
/** `GET /v1/users/{id}`: another user's public profile. */
export type PublicUserProfileWire = Answer<Static<typeof PublicUserProfileSchema>>;
/** Profile fields a user may change with `PUT /v1/user`. */
export type ProfileUpdate = WireInput<UpdateMyProfileWire>;
/** Body of `POST /v1/user` (signup, R-050). */
export type SignupRequest = WireInput<SignupBodyWire>;
/** Answer of `POST /v1/user` (signup): the new user's id and tokens. */
export type SignupResultWire = Answer<Static<typeof SignupResultSchema>>;
/** Query of `GET /v1/user/reset_password`. */
export type PasswordResetQuery = WireInput<Static<typeof ResetPasswordQuerySchema>>;
/** Answer of `GET /v1/user/reset_password`: where the code went (masked). */
export type PasswordResetSent = Answer<Static<typeof ResetPasswordSentSchema>>;
/** Body of `POST /v1/user/reset_password`: the email, the new password and the emailed code. */
export type PasswordResetConfirmation = WireInput<Static<typeof ResetPasswordBodySchema>>;
/** Answer of `POST /v1/user/reset_password`. */
export type PasswordResetDone = Answer<Static<typeof ResetPasswordDoneSchema>>;
/** Avatar and banner upload credentials: PUT the bytes to `url`, then save `path`. */
export type UploadCredentialsWire = Answer<Static<typeof UploadCredentialsSchema>>;
/** Answer of `GET /v1/user/points`. */
export type Points = Answer<Static<typeof PointsSchema>>;
/** Body of `PUT /v1/user/tracking-info`: the tracker cookie's campaign fields. */
export type TrackingInfo = WireInput<Static<typeof TrackingInfoSchema>>;
/** Answer of `PUT /v1/user/tracking-info`: what was stored. */
export type TrackingInfoWire = Answer<Static<typeof TrackingInfoSchema>>;
/** Query of `GET /v1/user/viewed-listings`. */
export type ViewedListingsQuery = WireInput<Partial<Static<typeof ViewedListingsQuerySchema>>>;
/** Answer of `GET /v1/user/viewed-listings`. */
export type ViewedListingsPage = Answer<Static<typeof ViewedListingsPageSchema>>;

// --- imagery ------------------------------------------------------------------------------------

/**
 * `T` with its `bbox` as the domain's `[west, south, east, north]` tuple: the schema allows exactly
 * four numbers (minItems = maxItems = 4), which TypeBox's static type of an array cannot say.
 */
export type WithImageryBbox<T> = Omit<T, 'bbox'> & { readonly bbox: ImageryBbox };

/** An inclusive time range of ISO instants. */
export type ImageryTimeRange = Answer<Static<typeof ImageryTimeRangeSchema>>;
/** Body of `POST {imagery}/search`; satellites default to none, limit to 20. */
export type ImagerySearchBody = WithImageryBbox<
  WireInput<Defaulted<Static<typeof ImagerySearchBodySchema>, 'satellites' | 'limit'>>
>;
/** One search item: the spec's search hit plus bbox, collection, resolution and preview. */
export type ImagerySearchItem = Answer<Static<typeof ImagerySearchItemSchema>>;
/** Answer of `POST {imagery}/search`. */
export type ImagerySearchResponse = Answer<Static<typeof ImagerySearchResponseSchema>>;
/** Body of `POST {imagery}/available-dates`; satellites default to none, maxCloudCover to 100. */
export type AvailableDatesBody = WithImageryBbox<
  WireInput<Defaulted<Static<typeof AvailableDatesBodySchema>, 'satellites' | 'maxCloudCover'>>
>;
/** Answer of `POST {imagery}/available-dates`: days with scenes, too cloudy, coverage. */
export type AvailableDates = Answer<Static<typeof AvailableDatesResponseSchema>>;
/** Body of `POST {imagery}/generate-image` and `/generate-thumbnail`; contentType defaults to PNG. */
export type GenerateImageBody = WithImageryBbox<
  WireInput<Defaulted<Static<typeof GenerateImageBodySchema>, 'contentType'>>
>;
/** Body of `POST {imagery}/short-url`: the record without id, or with a chosen one. */
export type ShortUrlBody = WithImageryBbox<
  WireInput<Defaulted<Static<typeof ShortUrlBodySchema>, 'imageUrl'>>
>;
/** Answer of `POST {imagery}/short-url`. */
export type ShortUrlCreated = Answer<Static<typeof ShortUrlIdSchema>>;
/** A stored short-link record. */
export type ShortUrlRecord = WithImageryBbox<Answer<Static<typeof ShortUrlRecordSchema>>>;
/** Body of `POST {imagery}/statistics`; resolution defaults to 200 m, cloud cover to 100. */
export type StatisticsBody = WithImageryBbox<
  WireInput<Defaulted<Static<typeof StatisticsBodySchema>, 'resolution' | 'maxCloudCoverage'>>
>;
/** Answer of `POST {imagery}/statistics`: one interval per day with scenes, oldest first. */
export type StatisticsAnswer = Answer<Static<typeof StatisticsResponseSchema>>;
/** Body of `POST {imagery}/point-value`; cloud cover defaults to 100. */
export type PointValueBody = WireInput<
  Defaulted<Static<typeof PointValueBodySchema>, 'maxCloudCoverage'>
>;
/** Answer of `POST {imagery}/point-value`: per output, one value per band (null: no data). */
export type PointValueAnswer = Answer<Static<typeof PointValueResponseSchema>>;
