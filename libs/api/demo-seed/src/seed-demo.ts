import { CREDENTIAL_STATUS, setPassword } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { hashPassword } from '@unfurl/api-identity';
import { insertDemoComments } from './demo-comments';
import { DEMO_BUNDLES, DEMO_PASSWORD, DEMO_USERS } from './demo-people';
import { insertGeneratedListings } from './generated-listings';
import { insertGeneratedPreviews } from './previews/generated-previews';
import { RASTER_SAMPLES, readRasterScene } from './raster-samples';

/** Options of {@link seedDemo}. */
export interface SeedOptions {
  /** Folder holding `raster/...` (the repo's data/samples). */
  readonly samplesDir: string;
  /** Generated listings on top of the real scenes; default 2000. */
  readonly generatedListings?: number;
  readonly onProgress?: (message: string) => void;
}

/** Default number of generated demo listings. */
export const DEFAULT_GENERATED_LISTINGS = 2000;

/** True when the database holds no tenant yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  return (row?.n ?? 0) === 0;
}

/** Removes every row of the product tables (identity counters restart). */
export async function clearData(db: Db): Promise<void> {
  await db.exec(
    'TRUNCATE bundle_listings, bundles, listing_previews, listings, user_domains, users, tenants RESTART IDENTITY CASCADE',
  );
}

/**
 * Loads the demo data: tenants main and acme, their users, COG listings from the real sample
 * scenes (with previews), generated listings all over the world (the first 2,000 with a map
 * picture of their footprint as preview), and bundles.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const log = options.onProgress ?? (() => undefined);
  const [main] = await db.query<{ id: number }>(
    `INSERT INTO tenants (subdomain, name, is_main, logo, mobile_logo, mobile_logo_active)
     VALUES ('main', 'Unfurl', true, '/assets/logo.svg', '/assets/logo-mobile.svg', '/assets/logo-mobile-active.svg')
     RETURNING id`,
  );
  const [acme] = await db.query<{ id: number }>(
    `INSERT INTO tenants (subdomain, name, is_available_for_purchase, logo, forced_login, route_after_login, shopping_cart)
     VALUES ('acme', 'Acme Corporation', false, '/assets/acme-logo.svg', false, '/maps', false) RETURNING id`,
  );
  // A members-only tenant: anonymous visitors are sent to sign in (FORCED_LOGIN, R-077), then to /maps.
  await db.query(
    `INSERT INTO tenants (subdomain, name, is_available_for_purchase, logo, forced_login, route_after_login, shopping_cart)
     VALUES ('members', 'Members Atlas', false, '/assets/logo.svg', true, '/maps', false)`,
  );
  const tenantIds = { main: main!.id, acme: acme!.id };
  for (const user of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (id, tenant_id, email, first_name, last_name, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '2024-01-01T00:00:00Z')`,
      [user.id, tenantIds[user.tenant], user.email, user.firstName, user.lastName, user.name],
    );
    await setPassword(db, user.id, {
      passwordHash: await hashPassword(DEMO_PASSWORD),
      status: CREDENTIAL_STATUS.confirmed,
      emailVerified: true,
      at: '2024-01-01T00:00:00Z',
    });
    for (const [domain, permission] of user.domains) {
      await db.query('INSERT INTO user_domains (user_id, domain, permission) VALUES ($1, $2, $3)', [
        user.id,
        domain,
        permission,
      ]);
    }
  }
  await insertRasterListings(db, options.samplesDir, tenantIds);
  log('real-scene listings inserted');
  const count = options.generatedListings ?? DEFAULT_GENERATED_LISTINGS;
  const usersOf = (tenant: 'main' | 'acme'): string[] =>
    DEMO_USERS.filter((user) => user.tenant === tenant).map((user) => user.id);
  await insertGeneratedListings(
    db,
    {
      mainTenantId: tenantIds.main,
      acmeTenantId: tenantIds.acme,
      mainUserIds: usersOf('main'),
      acmeUserIds: usersOf('acme'),
    },
    count,
    (done) => log(`generated listings: ${done}/${count}`),
  );
  const pictured = await insertGeneratedPreviews(db);
  log(`generated listings with a map picture as their preview: ${pictured}`);
  await insertBundles(db, tenantIds);
  await insertDemoComments(db, tenantIds.main);
  await db.exec('VACUUM ANALYZE');
  log('bundles inserted, statistics updated');
}

async function insertRasterListings(
  db: Db,
  samplesDir: string,
  tenantIds: { main: number; acme: number },
): Promise<void> {
  const owners = [
    { tenantId: tenantIds.main, userId: DEMO_USERS[2]!.id, isPrivate: false, prefix: '' },
    {
      tenantId: tenantIds.acme,
      userId: DEMO_USERS[7]!.id,
      isPrivate: true,
      prefix: 'Acme survey: ',
    },
  ];
  for (const sample of RASTER_SAMPLES) {
    const scene = await readRasterScene(samplesDir, sample);
    for (const owner of owners) {
      const title = `${owner.prefix}${sample.title}`;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type, geom, tags,
           categories, created_at, updated_at, total_likes, total_comments, is_private, is_featured, file_path, has_preview)
         VALUES ($1, $2, $3, $4, trim(BOTH '-' FROM regexp_replace(lower($3), '[^a-z0-9]+', '-', 'g')), 'COG',
           ST_GeomFromText($5, 4326), $6, $7, $8, $8, 420, 0, $9, NOT $9, $10, true)
         RETURNING id::float8 AS id`,
        [
          owner.tenantId,
          owner.userId,
          title,
          sample.description,
          scene.footprintWkt,
          sample.tags,
          sample.categories,
          sample.acquired,
          owner.isPrivate,
          `samples/${sample.folder}`,
        ],
      );
      for (const [size, bytes] of Object.entries(scene.previews)) {
        await db.query(
          `INSERT INTO listing_previews (listing_id, size, content_type, bytes) VALUES ($1, $2, 'image/jpeg', $3)`,
          [row!.id, size, bytes],
        );
      }
    }
  }
}

async function insertBundles(db: Db, tenantIds: { main: number; acme: number }): Promise<void> {
  for (const tenant of ['main', 'acme'] as const) {
    const tenantId = tenantIds[tenant];
    const visible = '(l.tenant_id = $1 OR (l.tenant_id = $2 AND NOT l.is_private))';
    for (const [position, [title, description, condition]] of DEMO_BUNDLES[tenant].entries()) {
      const [bundle] = await db.query<{ id: number }>(
        'INSERT INTO bundles (tenant_id, title, description, position) VALUES ($1, $2, $3, $4) RETURNING id',
        [tenantId, title, description, position],
      );
      await db.query(
        `INSERT INTO bundle_listings (bundle_id, listing_id, position)
         SELECT $3, id, row_number() OVER (ORDER BY has_preview DESC, total_likes DESC, id) FROM (
           SELECT l.id, l.has_preview, l.total_likes FROM listings l
           WHERE ${visible} AND l.deleted_at IS NULL AND l.review_status = 'APPROVED' AND (${condition})
           ORDER BY l.has_preview DESC, l.total_likes DESC, l.id LIMIT 40) picked`,
        [tenantId, tenantIds.main, bundle!.id],
      );
      await db.query(
        `UPDATE bundles SET preview_listing_id = (
           SELECT listing_id FROM bundle_listings bl JOIN listings l ON l.id = bl.listing_id
           WHERE bl.bundle_id = $1 ORDER BY l.has_preview DESC, bl.position LIMIT 1)
         WHERE id = $1`,
        [bundle!.id],
      );
    }
  }
}
