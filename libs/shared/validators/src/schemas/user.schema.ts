import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ListingSchema } from './listing.schema';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength });

/** Profile fields every profile has (1§3, 2§3; R-042). URLs are absolute or path-absolute. */
const PROFILE_FIELDS = {
  userId: Type.String({ format: 'uuid' }),
  firstName: Nullable(Text(100)),
  lastName: Nullable(Text(100)),
  name: Nullable(Text(100)),
  bio: Nullable(Text(500)),
  longDescription: Nullable(Text(5000)),
  reputable: Type.Boolean(),
  avatarUrl: Nullable(
    Type.String({ description: 'Where to fetch the avatar (signed, expiring).' }),
  ),
  bannerUrl: Nullable(
    Type.String({ description: 'Where to fetch the banner (signed, expiring).' }),
  ),
  websiteUrl: Nullable(Type.String()),
  twitterUrl: Nullable(Type.String()),
  facebookUrl: Nullable(Type.String()),
  instagramUrl: Nullable(Type.String()),
  linkedinUrl: Nullable(Type.String()),
  blueskyUrl: Nullable(Type.String()),
  seoName: Nullable(Type.String()),
  createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
};

/** `GET /v1/users/{id}`: another user's public profile (no email, no domains, no settings). */
export const PublicUserProfileSchema = Type.Object(PROFILE_FIELDS, { title: 'PublicUserProfile' });

/** `GET/PUT /v1/user`: the signed-in user's own profile with domains and settings. */
export const MyUserProfileSchema = Type.Object(
  {
    ...PROFILE_FIELDS,
    email: Type.String(),
    avatar: Nullable(Type.String({ description: 'Storage path of the uploaded avatar.' })),
    banner: Nullable(Type.String({ description: 'Storage path of the uploaded banner.' })),
    domains: Type.Array(Type.Object({ domain: Type.String(), permission: Type.String() })),
    permission: Type.Integer({
      minimum: -1,
      maximum: 4,
      description: 'Permission level on the tenant of this request (None -1 .. Owner 4).',
    }),
    points: Type.Integer(),
    newsletterSignUp: Type.Boolean(),
    ethAddress: Nullable(Type.String()),
    billing: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    emailConfirmed: Type.Optional(
      Type.Boolean({
        description:
          'False while the email waits for its emailed code (ConfirmSignUp): the account may sign in, but publishing answers 403 EMAIL_NOT_CONFIRMED.',
      }),
    ),
  },
  { title: 'MyUserProfile' },
);

/** A social or website link as typed by the user; '' or null clears it (1§5, 2§9; R-049). */
const LinkInput = Type.Union([Type.String({ maxLength: 300 }), Type.Null()]);

/** Body of `PUT /v1/user`: the fields to change (absent fields stay as they are). */
export const UpdateMyProfileSchema = Type.Object(
  {
    firstName: Type.Optional(Nullable(Text(100))),
    lastName: Type.Optional(Nullable(Text(100))),
    name: Type.Optional(Nullable(Text(100))),
    bio: Type.Optional(Nullable(Text(500))),
    longDescription: Type.Optional(Nullable(Text(5000))),
    avatar: Type.Optional(
      Nullable(Type.String({ maxLength: 300, description: 'path from the avatar credentials' })),
    ),
    banner: Type.Optional(
      Nullable(Type.String({ maxLength: 300, description: 'path from the banner credentials' })),
    ),
    websiteUrl: Type.Optional(LinkInput),
    twitterUrl: Type.Optional(LinkInput),
    facebookUrl: Type.Optional(LinkInput),
    instagramUrl: Type.Optional(LinkInput),
    linkedinUrl: Type.Optional(LinkInput),
    blueskyUrl: Type.Optional(LinkInput),
    newsletterSignUp: Type.Optional(Type.Boolean()),
    ethAddress: Type.Optional(Nullable(Text(42))),
  },
  { title: 'UpdateMyProfile' },
);

/** Body of `POST /v1/user` (sign-up, 2§3; R-050). */
export const SignupBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    name: Type.Optional(Text(100)),
    firstName: Type.Optional(Text(100)),
    lastName: Type.Optional(Text(100)),
    newsletterSignUp: Type.Optional(Type.Boolean({ default: false })),
  },
  { title: 'Signup' },
);

/** Answer of `POST /v1/user`: the new user's tokens. */
export const SignupResultSchema = Type.Object(
  {
    userId: Type.String(),
    idToken: Type.String(),
    accessToken: Type.String(),
    refreshToken: Type.String(),
    expiresIn: Type.Integer({ description: 'Seconds until the id and access tokens expire.' }),
  },
  { title: 'SignupResult' },
);

/** Query of `GET /v1/user/reset_password`. */
export const ResetPasswordQuerySchema = Type.Object({ email: Type.String({ maxLength: 254 }) });

/** Body of `POST /v1/user/reset_password`: `id` is the emailed code. */
export const ResetPasswordBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    id: Type.String({ maxLength: 64, description: 'The code from the reset email.' }),
  },
  { title: 'ResetPassword' },
);

/** Answer of `GET /v1/user/reset_password`: where the code went (masked). */
export const ResetPasswordSentSchema = Type.Object({
  destination: Type.String(),
  deliveryMedium: Type.Literal('EMAIL'),
});

/** Answer of `POST /v1/user/reset_password`: the new password is set (every session ended). */
export const ResetPasswordDoneSchema = Type.Object({ reset: Type.Literal(true) });

/** Params of `GET /v1/user/avatar/{filename}` and `/banner/{filename}`. */
export const UploadFilenameParamsSchema = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 200 }),
});

/** Upload credentials (1§3): PUT the bytes to `url` before it expires, then save `path`. */
export const UploadCredentialsSchema = Type.Object(
  {
    path: Type.String({ description: 'Storage path to set on the profile after the upload.' }),
    filename: Type.String(),
    url: Type.String({ description: 'Signed upload URL (path-absolute on this API).' }),
    method: Type.Literal('PUT'),
    maxBytes: Type.Integer(),
    expiresAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'UploadCredentials' },
);

/** `GET /v1/users/{id}` params. */
export const UserIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** `GET /v1/user/points`. */
export const PointsSchema = Type.Object({ points: Type.Integer() });

/** Body and answer of `PUT /v1/user/tracking-info`: campaign fields of the tracker cookie. */
export const TrackingInfoSchema = Type.Object(
  {
    source: Type.Optional(Text(200)),
    medium: Type.Optional(Text(200)),
    campaign: Type.Optional(Text(200)),
    term: Type.Optional(Text(200)),
    content: Type.Optional(Text(200)),
    tracker: Type.Optional(Text(200)),
    referrer: Type.Optional(Text(500)),
    landingPage: Type.Optional(Text(500)),
  },
  { title: 'TrackingInfo' },
);

/** Params of `PUT /v1/user/userseo/{seoName}`. */
export const SeoNameParamsSchema = Type.Object({
  seoName: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Answer of `PUT /v1/user/userseo/{seoName}`. */
export const SeoNameSchema = Type.Object({ seoName: Type.String() });

/** Body and answer of `PUT /v1/user/billing`. */
export const BillingSchema = Type.Object(
  {
    name: Text(200),
    company: Type.Optional(Text(200)),
    line1: Text(200),
    line2: Type.Optional(Text(200)),
    city: Text(100),
    postalCode: Type.Optional(Text(20)),
    region: Type.Optional(Text(100)),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code.' }),
    vatId: Type.Optional(Text(30)),
  },
  { title: 'Billing' },
);

/** Params of `GET /v1/user/eth/{address}`. */
export const EthAddressParamsSchema = Type.Object({ address: Type.String({ maxLength: 100 }) });

/** Answer of `GET /v1/user/eth/{address}`: who linked the address, and whether it is you. */
export const EthAddressSchema = Type.Object({
  address: Type.String({ description: 'Lower-case 0x address.' }),
  userId: Nullable(Type.String()),
  isMine: Type.Boolean(),
});

/** Query of `GET /v1/user/viewed-listings`. */
export const ViewedListingsQuerySchema = Type.Object({
  nextCursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

/** Answer of `GET /v1/user/viewed-listings`: most recent view first. */
export const ViewedListingsPageSchema = Type.Object({
  listings: Type.Array(ListingSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

/** Wire types of the user schemas. */
export type MyUserProfileWire = Static<typeof MyUserProfileSchema>;
export type PublicUserProfileWire = Static<typeof PublicUserProfileSchema>;
export type UpdateMyProfileWire = Static<typeof UpdateMyProfileSchema>;
export type SignupBodyWire = Static<typeof SignupBodySchema>;
export type SignupResultWire = Static<typeof SignupResultSchema>;
export type UploadCredentialsWire = Static<typeof UploadCredentialsSchema>;
export type BillingWire = Static<typeof BillingSchema>;
export type TrackingInfoWire = Static<typeof TrackingInfoSchema>;
