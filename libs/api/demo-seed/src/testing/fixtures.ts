// Test fixtures of the server libs' tests (never used by product code): listings inserted
// straight into the seeded database, owned by a demo user on a tenant.
import type { Db } from '@unfurl/api-db';
import { hashPassword } from '@unfurl/api-identity';
import { DEMO_PASSWORD } from '../demo-people';

/** A listing to insert. */
export interface TestListing {
  readonly tenant: string;
  readonly ownerEmail: string;
  readonly title: string;
  readonly listingType?: string;
  readonly wkt?: string;
  readonly categories?: readonly string[];
  readonly tags?: readonly string[];
  readonly reviewStatus?: string;
  readonly isPrivate?: boolean;
  readonly popularity?: number;
  readonly filePath?: string;
  readonly createdAt?: string;
}

/** Inserts a listing and returns its id. */
export async function insertTestListing(db: Db, listing: TestListing): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO listings (tenant_id, user_id, title, seo_title, listing_type, review_status, geom,
       categories, tags, is_private, total_likes, file_path, created_at)
     SELECT t.id, u.id, $3, lower(regexp_replace($3, '[^A-Za-z0-9]+', '-', 'g')), $4, $5,
       ST_GeomFromText($6, 4326), $7, $8, $9, $10, $11, coalesce($12::timestamptz, now())
     FROM tenants t, users u WHERE t.subdomain = $1 AND u.email = $2
     RETURNING id::float8 AS id`,
    [
      listing.tenant,
      listing.ownerEmail,
      listing.title,
      listing.listingType ?? 'COG',
      listing.reviewStatus ?? 'APPROVED',
      listing.wkt ?? 'POLYGON((10 10,11 10,11 11,10 11,10 10))',
      listing.categories ?? [],
      listing.tags ?? [],
      listing.isPrivate ?? false,
      listing.popularity ?? 0,
      listing.filePath ?? null,
      listing.createdAt ?? null,
    ],
  );
  if (!row) throw new Error(`no tenant ${listing.tenant} or user ${listing.ownerEmail}`);
  return row.id;
}

/** The id of a demo user by email. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A fresh confirmed user on a tenant with the given domain permissions (no listings of its own),
 * with the demo password. Returns its email.
 */
export async function insertTestUser(
  db: Db,
  tenant: string,
  domains: readonly (readonly [domain: string, permission: string])[],
): Promise<string> {
  const email = `listing-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (tenant_id, email, first_name, last_name)
     SELECT id, $2, 'Test', 'User' FROM tenants WHERE subdomain = $1 RETURNING id::text AS id`,
    [tenant, email],
  );
  await db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified)
     VALUES ($1, $2, 'CONFIRMED', true)`,
    [user!.id, await hashPassword(DEMO_PASSWORD)],
  );
  for (const [domain, permission] of domains) {
    await db.query('INSERT INTO user_domains (user_id, domain, permission) VALUES ($1, $2, $3)', [
      user!.id,
      domain,
      permission,
    ]);
  }
  return email;
}
