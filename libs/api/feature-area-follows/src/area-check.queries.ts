// The SQL of the area check job: which areas are due, the new listings inside them and the
// scenes found for them, each turned into one AREA notification at most once per area (the
// `area_follow_hits` key), in one statement each.
import type { Queryable } from '@unfurl/api-db';
import type { ImageryBbox } from '@unfurl/domain';

/** An area the job looks at now. */
export interface DueArea {
  readonly id: number;
  readonly name: string;
  readonly watchListings: boolean;
  readonly collections: string[];
  /** ISO instant from which a scene counts as newer. */
  readonly scenesFrom: string;
  /** [west, south, east, north] of the area. */
  readonly bbox: ImageryBbox;
}

/** A scene a provider found for an area. */
export interface FoundScene {
  readonly id: string;
  readonly collection: string;
  readonly datetime: string;
  readonly bbox: ImageryBbox;
}

/** The database's clock: listings and follows are stamped by it, so the job reads time there. */
export async function databaseNow(db: Queryable): Promise<string> {
  const [row] = await db.query<{ now: string }>(
    `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
  );
  return row!.now;
}

/**
 * Up to `limit` areas of live users not checked since `dueBefore`, checked longest ago first;
 * scenes count from the later of the follow's creation and the last check less `lookbackMs`
 * (catalogues publish scenes some hours after they are taken).
 */
export async function dueAreas(
  db: Queryable,
  options: { dueBefore: string; lookbackMs: number; limit: number },
): Promise<DueArea[]> {
  return db.query<DueArea>(
    `SELECT a.id::float8 AS "id", a.name, a.watch_listings AS "watchListings",
       a.collections AS "collections",
       to_char(greatest(a.created_at, a.last_checked_at - make_interval(secs => $2 / 1000.0))
         AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "scenesFrom",
       ARRAY[ST_XMin(a.geom), ST_YMin(a.geom), ST_XMax(a.geom), ST_YMax(a.geom)]::float8[]
         AS "bbox"
     FROM area_follows a JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL
     WHERE a.last_checked_at < $1::timestamptz
     ORDER BY a.last_checked_at, a.id LIMIT $3`,
    [options.dueBefore, options.lookbackMs, options.limit],
  );
}

/**
 * Notifies each area's follower of the live, public, ready listings of the area's tenant whose
 * footprint intersects it, added since the follow and never their own; each listing once per
 * area. Returns how many notifications it made.
 */
export async function notifyNewListings(
  db: Queryable,
  areaIds: readonly number[],
): Promise<number> {
  if (areaIds.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `WITH found AS (
       SELECT a.id AS area_id, l.id AS listing_id FROM area_follows a
       JOIN listings l ON l.tenant_id = a.tenant_id AND ST_Intersects(l.geom, a.geom)
       WHERE a.id = ANY($1::bigint[]) AND a.watch_listings AND l.created_at > a.created_at
         AND l.user_id <> a.user_id AND l.deleted_at IS NULL AND l.review_status = 'APPROVED'
         AND NOT l.is_private AND l.status = 'ready'
     ),
     hits AS (
       INSERT INTO area_follow_hits (area_follow_id, kind, ref)
       SELECT area_id, 'LISTING', listing_id::text FROM found
       ON CONFLICT DO NOTHING RETURNING area_follow_id, ref
     )
     INSERT INTO notifications (tenant_id, user_id, type, actor_id, listing_id, message, data,
       group_key)
     SELECT a.tenant_id, a.user_id, 'AREA', l.user_id, l.id,
       left(format('New map "%s" in your area "%s"', l.title, a.name), 4000),
       jsonb_build_object('areaFollowId', a.id, 'areaName', a.name, 'kind', 'LISTING'),
       'AREA:' || a.id
     FROM hits h JOIN area_follows a ON a.id = h.area_follow_id
     JOIN listings l ON l.id = h.ref::bigint
     RETURNING id::float8 AS id`,
    [areaIds],
  );
  return rows.length;
}

/**
 * Notifies the area's follower of the scenes whose footprint box intersects the area, each scene
 * once per area. Returns how many notifications it made.
 */
export async function notifyScenes(
  db: Queryable,
  areaId: number,
  scenes: readonly FoundScene[],
): Promise<number> {
  if (scenes.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `WITH found AS (
       SELECT s.id, s.collection, s.datetime FROM area_follows a,
         unnest($2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::float8[],
           $8::float8[]) AS s(id, collection, datetime, w, so, e, n)
       WHERE a.id = $1 AND ST_Intersects(a.geom, ST_MakeEnvelope(s.w, s.so, s.e, s.n, 4326))
     ),
     hits AS (
       INSERT INTO area_follow_hits (area_follow_id, kind, ref)
       SELECT $1, 'SCENE', collection || '/' || id FROM found
       ON CONFLICT DO NOTHING RETURNING ref
     )
     INSERT INTO notifications (tenant_id, user_id, type, message, data, group_key)
     SELECT a.tenant_id, a.user_id, 'AREA',
       left(format('New %s scene of %s in your area "%s"', f.collection,
         left(f.datetime, 10), a.name), 4000),
       jsonb_build_object('areaFollowId', a.id, 'areaName', a.name, 'kind', 'SCENE',
         'sceneId', f.id, 'collection', f.collection, 'datetime', f.datetime),
       'AREA:' || a.id
     FROM hits h JOIN found f ON h.ref = f.collection || '/' || f.id
     JOIN area_follows a ON a.id = $1
     RETURNING id::float8 AS id`,
    [
      areaId,
      scenes.map((s) => s.id),
      scenes.map((s) => s.collection),
      scenes.map((s) => s.datetime),
      scenes.map((s) => s.bbox[0]),
      scenes.map((s) => s.bbox[1]),
      scenes.map((s) => s.bbox[2]),
      scenes.map((s) => s.bbox[3]),
    ],
  );
  return rows.length;
}

/** Marks areas as checked at `at` (the start of the check). */
export async function markChecked(
  db: Queryable,
  areaIds: readonly number[],
  at: string,
): Promise<void> {
  if (areaIds.length === 0) return;
  await db.query(
    `UPDATE area_follows SET last_checked_at = greatest(last_checked_at, $2::timestamptz)
     WHERE id = ANY($1::bigint[])`,
    [areaIds, at],
  );
}
