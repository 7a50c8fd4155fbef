// SQL of the accounts API (libs/api/feature-accounts, migration 0005): profiles, settings and
// account deletion. Times come back as epoch seconds (the wire's createdAt).
import type { Db, Queryable } from './db';

/** A live (not deleted) user with every profile and settings column. */
export interface AccountUser {
  readonly id: string;
  readonly tenantId: number;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
  readonly bio: string | null;
  readonly longDescription: string | null;
  readonly reputable: boolean;
  /** An external avatar URL (imports); uploaded avatars are in {@link avatarKey}. */
  readonly avatarUrl: string | null;
  readonly avatarKey: string | null;
  readonly bannerKey: string | null;
  readonly websiteUrl: string | null;
  readonly twitterUrl: string | null;
  readonly facebookUrl: string | null;
  readonly instagramUrl: string | null;
  readonly linkedinUrl: string | null;
  readonly blueskyUrl: string | null;
  readonly newsletter: boolean;
  readonly seoName: string | null;
  readonly ethAddress: string | null;
  readonly trackingInfo: Readonly<Record<string, string>> | null;
  readonly billing: Readonly<Record<string, unknown>> | null;
  readonly points: number;
  /** Seconds since the epoch. */
  readonly createdAt: number;
  readonly domains: readonly { readonly domain: string; readonly permission: string }[];
  /**
   * False only for a password account whose email has not been confirmed with the emailed code
   * (it may sign in, but not publish); social and imported accounts count as confirmed.
   */
  readonly emailConfirmed: boolean;
}

/** Profile and settings columns a user may change, by wire name. */
export const ACCOUNT_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  name: 'name',
  bio: 'bio',
  longDescription: 'long_description',
  avatarKey: 'avatar_key',
  bannerKey: 'banner_key',
  websiteUrl: 'website_url',
  twitterUrl: 'twitter_url',
  facebookUrl: 'facebook_url',
  instagramUrl: 'instagram_url',
  linkedinUrl: 'linkedin_url',
  blueskyUrl: 'bluesky_url',
  newsletter: 'newsletter',
  ethAddress: 'eth_address',
  trackingInfo: 'tracking_info',
  billing: 'billing',
} as const;

/** One changeable column, by wire name. */
export type AccountField = keyof typeof ACCOUNT_COLUMNS;

/** New values of some changeable columns (null clears). */
export type AccountChanges = {
  readonly [K in AccountField]?: K extends 'newsletter'
    ? boolean
    : K extends 'trackingInfo' | 'billing'
      ? Readonly<Record<string, unknown>> | null
      : string | null;
};

const JSON_FIELDS: ReadonlySet<AccountField> = new Set(['trackingInfo', 'billing']);

const ACCOUNT_SELECT = `
  SELECT u.id::text AS id, u.tenant_id AS "tenantId", u.email, u.first_name AS "firstName",
         u.last_name AS "lastName", u.name, u.bio, u.long_description AS "longDescription",
         u.reputable, u.avatar_url AS "avatarUrl", u.avatar_key AS "avatarKey",
         u.banner_key AS "bannerKey", u.website_url AS "websiteUrl", u.twitter_url AS "twitterUrl",
         u.facebook_url AS "facebookUrl", u.instagram_url AS "instagramUrl",
         u.linkedin_url AS "linkedinUrl", u.bluesky_url AS "blueskyUrl", u.newsletter,
         u.seo_name AS "seoName", u.eth_address AS "ethAddress", u.tracking_info AS "trackingInfo",
         u.billing, u.points, floor(extract(epoch FROM u.created_at))::float8 AS "createdAt",
         coalesce((SELECT json_agg(json_build_object('domain', d.domain, 'permission', d.permission)
                                   ORDER BY d.domain)
                   FROM user_domains d WHERE d.user_id = u.id), '[]'::json) AS domains,
         NOT EXISTS (SELECT 1 FROM user_credentials c
                     WHERE c.user_id = u.id AND NOT coalesce(c.email_verified, false)
                       AND NOT EXISTS (SELECT 1 FROM identity_federated_identities f
                                       WHERE f.user_id = u.id)) AS "emailConfirmed"
  FROM users u`;

type AccountRow = Omit<AccountUser, 'domains' | 'trackingInfo' | 'billing'> & {
  domains: unknown;
  trackingInfo: unknown;
  billing: unknown;
};

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toAccountUser(row: AccountRow | undefined): AccountUser | undefined {
  if (!row) return undefined;
  return {
    ...row,
    domains: parsed(row.domains) as AccountUser['domains'],
    trackingInfo: parsed(row.trackingInfo) as AccountUser['trackingInfo'],
    billing: parsed(row.billing) as AccountUser['billing'],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live user with this id (deleted accounts are not found), or undefined. */
export async function findAccountUser(
  db: Queryable,
  userId: string,
): Promise<AccountUser | undefined> {
  if (!UUID.test(userId)) return undefined;
  const rows = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  return toAccountUser(rows[0]);
}

/**
 * The live user with this id if they belong to the tenant (their home tenant, or a domains entry
 * for its subdomain), else undefined: profiles never cross tenants (ADR 0003).
 */
export async function findTenantAccountUser(
  db: Queryable,
  userId: string,
  tenant: { readonly id: number; readonly subdomain: string },
): Promise<AccountUser | undefined> {
  if (!UUID.test(userId)) return undefined;
  const rows = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE u.id = $1 AND u.deleted_at IS NULL
       AND (u.tenant_id = $2 OR EXISTS (SELECT 1 FROM user_domains d
                                        WHERE d.user_id = u.id AND lower(d.domain) = $3))`,
    [userId, tenant.id, tenant.subdomain.toLowerCase()],
  );
  return toAccountUser(rows[0]);
}

/** Saves the given columns (and updated_at) of a live user. */
export async function updateAccount(
  db: Queryable,
  userId: string,
  changes: AccountChanges,
  at: string,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId, at];
  for (const field of Object.keys(changes) as AccountField[]) {
    const value = changes[field];
    if (value === undefined || !(field in ACCOUNT_COLUMNS)) continue;
    params.push(JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value);
    const cast = JSON_FIELDS.has(field) ? '::jsonb' : '';
    sets.push(`${ACCOUNT_COLUMNS[field]} = $${params.length}${cast}`);
  }
  await db.query(
    `UPDATE users SET ${[...sets, 'updated_at = $2::timestamptz'].join(', ')}
     WHERE id = $1 AND deleted_at IS NULL`,
    params,
  );
}

/** Sets a user's SEO name; false when another user has it. */
export async function setSeoName(db: Queryable, userId: string, seoName: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE seo_name = $1 AND id <> $2', [
    seoName,
    userId,
  ]);
  if (taken.length > 0) return false;
  try {
    await db.query('UPDATE users SET seo_name = $2 WHERE id = $1 AND deleted_at IS NULL', [
      userId,
      seoName,
    ]);
    return true;
  } catch (error) {
    // A concurrent claim of the same name hits the unique index.
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/** The id of the live user who linked this (lower-case) Ethereum address, or undefined. */
export async function findUserIdByEthAddress(
  db: Queryable,
  address: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE eth_address = $1 AND deleted_at IS NULL LIMIT 1',
    [address],
  );
  return row?.id;
}

/**
 * A fresh password account signed up through POST /v1/user may sign in at once (status
 * CONFIRMED); its email stays unverified until it is confirmed.
 */
export async function activatePasswordCredential(db: Queryable, userId: string): Promise<void> {
  // The emailed sign-up code stays: it confirms the email later (until then no publishing).
  await db.query(
    `UPDATE user_credentials SET status = 'CONFIRMED' WHERE user_id = $1 AND status = 'UNCONFIRMED'`,
    [userId],
  );
}

/** What a deleted account left in the object store (the caller removes the files). */
export interface DeletedAccount {
  readonly avatarKey: string | null;
  readonly bannerKey: string | null;
}

/**
 * Deletes an account's personal data in one transaction: password, sessions and refresh tokens,
 * codes, mail, throttle counters, domains, views, notifications, followed areas and draw
 * projects are removed; the user row stays (listings
 * reference it) with every profile field cleared and the email replaced; the user's listings are
 * soft-deleted. Undefined when there is no live user with this id.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  at: string,
): Promise<DeletedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{
      email: string;
      avatarKey: string | null;
      bannerKey: string | null;
    }>(
      `SELECT email, avatar_key AS "avatarKey", banner_key AS "bannerKey" FROM users
       WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [userId],
    );
    if (!user) return undefined;
    await tx.query('DELETE FROM identity_sessions WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM identity_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM identity_outbox WHERE recipient = $1', [user.email]);
    await tx.query(
      `DELETE FROM identity_throttles WHERE key IN ('sign-in:' || $1, 'code:' || $1)`,
      [user.email],
    );
    // Provider links and pending social sign-in codes carry the provider's email and subject.
    await tx.query('DELETE FROM identity_federated_identities WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM identity_authorization_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM user_domains WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM user_listing_views WHERE user_id = $1', [userId]);
    await tx.query(
      `UPDATE listings SET deleted_at = $2::timestamptz WHERE user_id = $1 AND deleted_at IS NULL`,
      [userId, at],
    );
    await tx.query(
      `UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', first_name = NULL,
         last_name = NULL, name = NULL, bio = NULL, long_description = NULL, avatar_url = NULL,
         avatar_key = NULL, banner_key = NULL, website_url = NULL, twitter_url = NULL,
         facebook_url = NULL, instagram_url = NULL, linkedin_url = NULL, bluesky_url = NULL,
         newsletter = false, seo_name = NULL, eth_address = NULL, tracking_info = NULL,
         billing = NULL, points = 0, notification_digest = false,
         updated_at = $2::timestamptz, deleted_at = $2::timestamptz
       WHERE id = $1`,
      [userId, at],
    );
    // What was kept for them alone goes: their notifications, the areas they follow (no more
    // checks, no more mails) and their draw projects (with their versions and shares).
    await tx.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM area_follows WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM draw_projects WHERE owner_id = $1', [userId]);
    return { avatarKey: user.avatarKey, bannerKey: user.bannerKey };
  });
}
