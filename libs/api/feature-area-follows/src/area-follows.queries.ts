// The caller's area follows (`area_follows`, migration 0017): list, add within the per-user
// limit, change and delete, always scoped to the owner and the tenant.
import type { Queryable } from '@unfurl/api-db';
import { AREA_FOLLOW_LIMITS, AREA_WATCH } from '@unfurl/validators';
import type { AreaFollowWire, AreaWatch } from '@unfurl/validators';
import { InvalidAreaError } from './area-follow-errors';
import type { MultiPolygonCoordinates } from './area-shape';

/** Whose follows: the signed-in user on the tenant of the request. */
export interface FollowOwner {
  readonly tenantId: number;
  readonly userId: string;
}

/** A checked area and what to watch in it, as stored. */
export interface AreaFollowInput {
  readonly name?: string;
  readonly coordinates?: MultiPolygonCoordinates;
  readonly watch?: readonly AreaWatch[];
}

const COLUMNS = `a.id::float8 AS "id", a.name AS "name",
  ST_AsGeoJSON(a.geom, 9)::json AS "geometry",
  CASE WHEN a.watch_listings THEN ARRAY['${AREA_WATCH.listings}'] ELSE '{}'::text[] END
    || a.collections AS "watch",
  extract(epoch FROM a.last_checked_at)::float8 AS "lastCheckedAt",
  extract(epoch FROM a.created_at)::float8 AS "createdAt"`;

/** `$n` as a stored MultiPolygon (the JSON text of its coordinates). */
const geomOf = (n: number) =>
  `ST_SetSRID(ST_GeomFromGeoJSON(json_build_object('type', 'MultiPolygon',
     'coordinates', $${n}::json)::text), 4326)`;

/** Columns `watch_listings` and `collections` of a watch list. */
function splitWatch(watch: readonly AreaWatch[]): [boolean, string[]] {
  return [watch.includes(AREA_WATCH.listings), watch.filter((w) => w !== AREA_WATCH.listings)];
}

/**
 * PostGIS's verdict on a shape that passed {@link checkAreaShape}: valid (no self-intersection,
 * holes inside their shell) and at most {@link AREA_FOLLOW_LIMITS.areaMaxKm2} km², else a 400.
 */
export async function checkAreaGeometry(
  db: Queryable,
  coordinates: MultiPolygonCoordinates,
): Promise<void> {
  const [row] = await db.query<{ valid: boolean; reason: string; km2: number }>(
    `SELECT ST_IsValid(g) AS valid, ST_IsValidReason(g) AS reason,
       CASE WHEN ST_IsValid(g) THEN ST_Area(g::geography) / 1e6 ELSE 0 END::float8 AS km2
     FROM (SELECT ${geomOf(1)} AS g) s`,
    [JSON.stringify(coordinates)],
  );
  if (!row?.valid) throw new InvalidAreaError(`the polygon is not valid (${row?.reason ?? '?'})`);
  if (!(row.km2 > 0)) throw new InvalidAreaError('it covers no area');
  if (row.km2 > AREA_FOLLOW_LIMITS.areaMaxKm2) {
    throw new InvalidAreaError(
      `it covers ${Math.round(row.km2).toLocaleString('en')} km²; at most ` +
        `${AREA_FOLLOW_LIMITS.areaMaxKm2.toLocaleString('en')} km²`,
    );
  }
}

/** The owner's area follows, newest first. */
export async function listAreaFollows(
  db: Queryable,
  owner: FollowOwner,
): Promise<AreaFollowWire[]> {
  return db.query<AreaFollowWire>(
    `SELECT ${COLUMNS} FROM area_follows a
     WHERE a.tenant_id = $1 AND a.user_id = $2::uuid ORDER BY a.id DESC`,
    [owner.tenantId, owner.userId],
  );
}

/** Adds an area follow; undefined when the owner already has as many as allowed. */
export async function insertAreaFollow(
  db: Queryable,
  owner: FollowOwner,
  input: Required<AreaFollowInput>,
): Promise<AreaFollowWire | undefined> {
  const [listings, collections] = splitWatch(input.watch);
  // The count and the insert in one statement; a lock on the user row serialises one user's adds.
  const [row] = await db.query<AreaFollowWire>(
    `WITH owner AS (SELECT id FROM users WHERE id = $2::uuid FOR UPDATE),
     added AS (
       INSERT INTO area_follows (tenant_id, user_id, name, geom, watch_listings, collections)
       SELECT $1, $2::uuid, $3, ${geomOf(4)}, $5, $6::text[] FROM owner
       WHERE (SELECT count(*) FROM area_follows WHERE user_id = $2::uuid) < $7
       RETURNING *
     )
     SELECT ${COLUMNS} FROM added a`,
    [
      owner.tenantId,
      owner.userId,
      input.name,
      JSON.stringify(input.coordinates),
      listings,
      collections,
      AREA_FOLLOW_LIMITS.perUser,
    ],
  );
  return row;
}

/** Changes the given fields of the owner's area follow; undefined when it is not theirs. */
export async function updateAreaFollow(
  db: Queryable,
  owner: FollowOwner,
  id: number,
  input: AreaFollowInput,
): Promise<AreaFollowWire | undefined> {
  const [listings, collections] = input.watch ? splitWatch(input.watch) : [null, null];
  const [row] = await db.query<AreaFollowWire>(
    `WITH changed AS (
       UPDATE area_follows SET name = coalesce($4, name),
         geom = CASE WHEN $5::text IS NULL THEN geom ELSE ${geomOf(5)} END,
         watch_listings = coalesce($6, watch_listings),
         collections = coalesce($7::text[], collections)
       WHERE id = $3 AND tenant_id = $1 AND user_id = $2::uuid
       RETURNING *
     )
     SELECT ${COLUMNS} FROM changed a`,
    [
      owner.tenantId,
      owner.userId,
      id,
      input.name ?? null,
      input.coordinates ? JSON.stringify(input.coordinates) : null,
      listings,
      collections,
    ],
  );
  return row;
}

/** Deletes the owner's area follow; false when it is not theirs. */
export async function deleteAreaFollow(
  db: Queryable,
  owner: FollowOwner,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM area_follows WHERE id = $3 AND tenant_id = $1 AND user_id = $2::uuid
     RETURNING id`,
    [owner.tenantId, owner.userId, id],
  );
  return rows.length > 0;
}
