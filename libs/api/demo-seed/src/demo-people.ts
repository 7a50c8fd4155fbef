/** Demo tenants, users and their domain permissions; ids are fixed so links stay stable. */
export interface DemoUser {
  readonly id: string;
  readonly tenant: 'main' | 'acme';
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
  readonly domains: readonly (readonly [domain: string, permission: string])[];
}

/** Password of every demo user, so people can sign in to the demo (apps/api/README.md). */
export const DEMO_PASSWORD = 'unfurl-demo';

const uuid = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Main tenant users first, then acme's. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: uuid(1),
    tenant: 'main',
    email: 'ada@unfurl.example',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: null,
    domains: [],
  },
  {
    id: uuid(2),
    tenant: 'main',
    email: 'gerardus@unfurl.example',
    firstName: 'Gerardus',
    lastName: 'Mercator',
    name: null,
    domains: [],
  },
  {
    id: uuid(3),
    tenant: 'main',
    email: 'marie@unfurl.example',
    firstName: 'Marie',
    lastName: 'Tharp',
    name: null,
    domains: [],
  },
  {
    id: uuid(4),
    tenant: 'main',
    email: 'alex@unfurl.example',
    firstName: 'Alexander',
    lastName: null,
    name: null,
    domains: [],
  },
  {
    id: uuid(5),
    tenant: 'main',
    email: 'mapper@unfurl.example',
    firstName: null,
    lastName: null,
    name: 'mapper42',
    domains: [],
  },
  {
    id: uuid(6),
    tenant: 'main',
    email: 'admin@unfurl.example',
    firstName: 'Main',
    lastName: 'Admin',
    name: null,
    domains: [['main', 'OWNER']],
  },
  {
    id: uuid(101),
    tenant: 'acme',
    email: 'admin@acme.example',
    firstName: 'Wile',
    lastName: 'Coyote',
    name: null,
    domains: [['acme', 'ADMIN']],
  },
  {
    id: uuid(102),
    tenant: 'acme',
    email: 'surveyor@acme.example',
    firstName: 'Road',
    lastName: 'Runner',
    name: null,
    domains: [['acme', 'WRITE']],
  },
  {
    id: uuid(103),
    tenant: 'acme',
    email: 'viewer@acme.example',
    firstName: 'Acme',
    lastName: 'Viewer',
    name: null,
    domains: [['acme', 'READ']],
  },
  {
    id: uuid(104),
    tenant: 'acme',
    email: 'reviewer@acme.example',
    firstName: 'Acme',
    lastName: 'Reviewer',
    name: null,
    domains: [['acme', 'REVIEW']],
  },
  {
    id: uuid(105),
    tenant: 'acme',
    email: 'owner@acme.example',
    firstName: 'Acme',
    lastName: 'Owner',
    name: null,
    domains: [['acme', 'OWNER']],
  },
];

/** Bundles per tenant: title, description, and the SQL condition that picks their listings. */
export const DEMO_BUNDLES: Readonly<
  Record<'main' | 'acme', readonly (readonly [string, string, string])[]>
> = {
  main: [
    ['Most Popular', 'The maps people like most.', 'true'],
    [
      'Satellite Imagery',
      'Scenes from Sentinel-2, Landsat and friends.',
      `l.listing_type = 'COG' OR 'imagery' = ANY(l.categories)`,
    ],
    [
      'Oceans and Coasts',
      'Bathymetry, shipping and the sea.',
      `'marine-nautical' = ANY(l.categories)`,
    ],
    [
      'History in Maps',
      'Old plans and battlefields, georeferenced.',
      `'history' = ANY(l.categories)`,
    ],
    [
      'Changing Climate',
      'Heat, ice, fire and flood.',
      `l.categories && ARRAY['climate', 'environment']`,
    ],
  ],
  acme: [
    ['Most Popular', 'What Acme looks at most.', 'true'],
    ['Acme Field Surveys', 'Our own survey maps (some private to Acme).', `l.tenant_id = $1`],
    ['Cities', 'Urban maps from everywhere.', `'urban' = ANY(l.categories)`],
  ],
};
