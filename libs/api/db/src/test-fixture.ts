// A tiny data set for the db tests (tenants main + acme, one user each, a handful of listings).
import type { Queryable } from './db';
import type { TenantScope } from './tenant-scope';

/** Ids of the fixture rows. */
export interface Fixture {
  readonly main: TenantScope;
  readonly acme: TenantScope;
  /** main as seen by one of its members: private listings included. */
  readonly mainMember: TenantScope;
  /** acme as seen by one of its members: private listings included. */
  readonly acmeMember: TenantScope;
  readonly mainUser: string;
  readonly acmeUser: string;
  readonly ids: Readonly<Record<string, number>>;
}

const MAIN_USER = '00000000-0000-4000-8000-000000000001';
const ACME_USER = '00000000-0000-4000-8000-000000000002';

const LISTINGS = [
  // key, tenant, title, type, wkt, categories, private, status, created
  [
    'flood',
    'main',
    'Flood extent of Lagos',
    'COG',
    'POLYGON((3 6,4 6,4 7,3 7,3 6))',
    ['environment'],
    false,
    'APPROVED',
    '2024-01-01',
  ],
  [
    'glacier',
    'main',
    'Glacier retreat in Iceland',
    'IMAGE',
    'POINT(-18 64.9)',
    ['elevation-topography', 'climate'],
    false,
    'APPROVED',
    '2024-02-01',
  ],
  [
    'order',
    'main',
    'Tasking order over Paris',
    'ORDER',
    'POLYGON((2 48,3 48,3 49,2 49,2 48))',
    ['imagery'],
    false,
    'APPROVED',
    '2024-03-01',
  ],
  [
    'pending',
    'main',
    'Pending flood map',
    'COG',
    'POLYGON((3 6,4 6,4 7,3 7,3 6))',
    ['environment'],
    false,
    'PENDING',
    '2024-04-01',
  ],
  [
    'acmePublic',
    'acme',
    'Acme flood survey',
    'WMS',
    'POLYGON((3.2 6.2,3.4 6.2,3.4 6.4,3.2 6.4,3.2 6.2))',
    ['environment'],
    false,
    'APPROVED',
    '2024-05-01',
  ],
  [
    'acmePrivate',
    'acme',
    'Acme secret flood plan',
    'COG',
    'POLYGON((3.2 6.2,3.4 6.2,3.4 6.4,3.2 6.4,3.2 6.2))',
    ['urban'],
    true,
    'APPROVED',
    '2024-06-01',
  ],
  [
    'mainPrivate',
    'main',
    'Main private flood notes',
    'LO_FI',
    'POLYGON((3 6,4 6,4 7,3 7,3 6))',
    ['environment'],
    true,
    'APPROVED',
    '2024-07-01',
  ],
] as const;

/** Inserts the fixture and returns its ids. */
export async function insertFixture(db: Queryable): Promise<Fixture> {
  const [main] = await db.query<{ id: number }>(
    `INSERT INTO tenants (subdomain, name, is_main) VALUES ('main', 'Main', true) RETURNING id`,
  );
  const [acme] = await db.query<{ id: number }>(
    `INSERT INTO tenants (subdomain, name) VALUES ('acme', 'Acme') RETURNING id`,
  );
  const tenant = { main: main!.id, acme: acme!.id };
  await db.query(
    `INSERT INTO users (id, tenant_id, email, first_name, last_name) VALUES ($1, $2, 'a@x.example', 'Ada', 'Lovelace')`,
    [MAIN_USER, tenant.main],
  );
  await db.query(
    `INSERT INTO users (id, tenant_id, email, name) VALUES ($1, $2, 'b@x.example', 'acme-bob')`,
    [ACME_USER, tenant.acme],
  );
  const ids: Record<string, number> = {};
  for (const [key, owner, title, type, wkt, categories, isPrivate, status, created] of LISTINGS) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type, review_status, geom, tags, categories, is_private, created_at, updated_at, is_featured)
       VALUES ($1, $2, $3, 'Fixture listing.', lower(replace($3, ' ', '-')), $4, $5, ST_GeomFromText($6, 4326), ARRAY['fixture'], $7, $8, $9, $9, $10)
       RETURNING id::float8 AS id`,
      [
        tenant[owner],
        owner === 'main' ? MAIN_USER : ACME_USER,
        title,
        type,
        status,
        wkt,
        categories,
        isPrivate,
        created,
        key === 'flood',
      ],
    );
    ids[key] = row!.id;
  }
  const [bundle] = await db.query<{ id: number }>(
    `INSERT INTO bundles (tenant_id, title, position) VALUES ($1, 'Most Popular', 0) RETURNING id`,
    [tenant.main],
  );
  await db.query(
    `INSERT INTO bundle_listings (bundle_id, listing_id, position) VALUES ($1, $2, 1), ($1, $3, 2), ($1, $4, 3)`,
    [bundle!.id, ids['flood'], ids['glacier'], ids['acmePrivate']],
  );
  ids['bundle'] = bundle!.id;
  return {
    main: { tenantId: tenant.main, includePrivate: false },
    mainMember: { tenantId: tenant.main, includePrivate: true },
    acme: { tenantId: tenant.acme, includePrivate: false },
    acmeMember: { tenantId: tenant.acme, includePrivate: true },
    mainUser: MAIN_USER,
    acmeUser: ACME_USER,
    ids,
  };
}
