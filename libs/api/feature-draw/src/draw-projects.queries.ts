// Draw projects (`draw_projects`, `draw_project_versions`, migration 0018): read with the
// caller's access, add, save against a version, delete, list and search. Every statement is
// scoped to the tenant and to what the caller may see (owner or a share).
import type { Queryable } from '@unfurl/api-db';
import { DRAW_ACCESS, DRAW_PROJECT_LIMITS } from '@unfurl/validators';
import type {
  DrawAccess,
  DrawProjectDataWire,
  DrawProjectSummaryWire,
  DrawProjectWire,
} from '@unfurl/validators';

/** Who asks: the signed-in user on the tenant of the request. */
export interface DrawCaller {
  readonly tenantId: number;
  readonly userId: string;
}

/** What a save stores (absent fields are kept). */
export interface ProjectChanges {
  readonly title?: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly data?: DrawProjectDataWire;
  /** `[west, south, east, north]`; null: no annotations; undefined: unchanged. */
  readonly bbox?: readonly [number, number, number, number] | null;
}

/** A page: `limit` rows from `offset`. */
export interface Page {
  readonly limit: number;
  readonly offset: number;
}

const SUMMARY = `p.id::float8 AS "id", p.title AS "title", p.description AS "description",
  p.keywords AS "keywords", ST_AsGeoJSON(p.footprint, 9)::json AS "aoi", p.version AS "version",
  CASE WHEN p.owner_id = $2::uuid THEN '${DRAW_ACCESS.owner}' ELSE s.access END AS "access",
  json_build_object('id', u.id::text, 'name',
    coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
      u.name, '')) AS "owner",
  extract(epoch FROM p.created_at)::float8 AS "createdAt",
  extract(epoch FROM p.updated_at)::float8 AS "updatedAt"`;

/** Projects the caller ($1 tenant, $2 user) may see, with their share row as `s`. */
const VISIBLE = `draw_projects p
  LEFT JOIN draw_project_shares s ON s.project_id = p.id AND s.user_id = $2::uuid
  JOIN users u ON u.id = p.owner_id
  WHERE p.tenant_id = $1 AND (p.owner_id = $2::uuid OR s.user_id IS NOT NULL)`;

/** The search vector of a save's title, keywords and description. */
const SEARCH = (title: string, keywords: string, description: string) =>
  `setweight(to_tsvector('english', ${title}), 'A')
   || setweight(to_tsvector('english', array_to_string(${keywords}, ' ')), 'B')
   || setweight(to_tsvector('english', ${description}), 'C')`;

/** The footprint of `[w, s, e, n]` in `$n` (a point or a box), or NULL. */
const FOOTPRINT = (n: number) =>
  `CASE WHEN $${n}::float8[] IS NULL THEN NULL ELSE ST_SetSRID(ST_Envelope(ST_MakeLine(
     ST_Point(($${n}::float8[])[1], ($${n}::float8[])[2]),
     ST_Point(($${n}::float8[])[3], ($${n}::float8[])[4]))), 4326) END`;

/** One project the caller may see, with its data; undefined when none. */
export async function readProject(
  db: Queryable,
  caller: DrawCaller,
  id: number,
): Promise<DrawProjectWire | undefined> {
  const [row] = await db.query<DrawProjectWire>(
    `SELECT ${SUMMARY}, p.data AS "data" FROM ${VISIBLE} AND p.id = $3`,
    [caller.tenantId, caller.userId, id],
  );
  return row;
}

/** The caller's access and the stored version, the row locked for a save; undefined when none. */
export async function lockProject(
  tx: Queryable,
  caller: DrawCaller,
  id: number,
): Promise<{ access: DrawAccess; version: number; title: string } | undefined> {
  const [row] = await tx.query<{ access: DrawAccess; version: number; title: string }>(
    `SELECT CASE WHEN p.owner_id = $2::uuid THEN '${DRAW_ACCESS.owner}' ELSE s.access END AS access,
       p.version AS version, p.title AS title
     FROM ${VISIBLE} AND p.id = $3 FOR UPDATE OF p`,
    [caller.tenantId, caller.userId, id],
  );
  return row;
}

/** Adds a project of the caller (description blank, version 1); returns its id. */
export async function insertProject(
  db: Queryable,
  caller: DrawCaller,
  project: Required<Omit<ProjectChanges, 'description'>>,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO draw_projects (tenant_id, owner_id, title, keywords, data, footprint, search)
     VALUES ($1, $2::uuid, $3, $4::text[], $5::jsonb, ${FOOTPRINT(6)},
       ${SEARCH('$3::text', '$4::text[]', "''")})
     RETURNING id::float8 AS id`,
    [
      caller.tenantId,
      caller.userId,
      project.title,
      project.keywords,
      JSON.stringify(project.data),
      project.bbox,
    ],
  );
  return row!.id;
}

/**
 * Saves changes over the locked project: its current content goes to the kept versions first
 * (the oldest beyond {@link DRAW_PROJECT_LIMITS.versionsKept} dropped), then the row takes the
 * changes and the next version. Run it in the transaction that locked the row.
 */
export async function saveProject(
  tx: Queryable,
  caller: DrawCaller,
  id: number,
  changes: ProjectChanges,
): Promise<void> {
  await tx.query(
    `INSERT INTO draw_project_versions
       (project_id, version, title, description, keywords, data, saved_by, saved_at)
     SELECT id, version, title, description, keywords, data, $2::uuid, updated_at
     FROM draw_projects WHERE id = $1`,
    [id, caller.userId],
  );
  const bboxChanged = changes.bbox !== undefined;
  await tx.query(
    `UPDATE draw_projects p SET
       title = coalesce($2, p.title),
       description = coalesce($3, p.description),
       keywords = coalesce($4::text[], p.keywords),
       data = coalesce($5::jsonb, p.data),
       footprint = CASE WHEN $7 THEN ${FOOTPRINT(6)} ELSE p.footprint END,
       search = ${SEARCH('coalesce($2, p.title)', 'coalesce($4::text[], p.keywords)', 'coalesce($3, p.description)')},
       version = p.version + 1,
       updated_at = now()
     WHERE p.id = $1`,
    [
      id,
      changes.title ?? null,
      changes.description ?? null,
      changes.keywords ?? null,
      changes.data === undefined ? null : JSON.stringify(changes.data),
      changes.bbox ?? null,
      bboxChanged,
    ],
  );
  await tx.query(
    `DELETE FROM draw_project_versions v USING draw_projects p
     WHERE v.project_id = $1 AND p.id = $1 AND v.version <= p.version - 1 - $2`,
    [id, DRAW_PROJECT_LIMITS.versionsKept],
  );
}

/** Deletes the project (its versions and shares go with it). */
export async function deleteProject(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM draw_projects WHERE id = $1', [id]);
}

/** Rows of a list with the total of the whole list. */
async function listPage(
  db: Queryable,
  where: string,
  order: string,
  params: readonly unknown[],
  page: Page,
): Promise<{ projects: DrawProjectSummaryWire[]; total: number }> {
  const n = params.length;
  const rows = await db.query<DrawProjectSummaryWire & { total: number }>(
    `SELECT ${SUMMARY}, (count(*) OVER ())::float8 AS "total"
     FROM ${VISIBLE} AND ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  const total = rows[0]?.total ?? (page.offset > 0 ? await countOf(db, where, params) : 0);
  return { projects: rows.map(({ total: _, ...project }) => project), total };
}

/** The size of a list whose page is past its end. */
async function countOf(db: Queryable, where: string, params: readonly unknown[]) {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::float8 AS total FROM ${VISIBLE} AND ${where}`,
    params,
  );
  return row?.total ?? 0;
}

/** The caller's own projects, last saved first. */
export function listOwnProjects(db: Queryable, caller: DrawCaller, page: Page) {
  return listPage(
    db,
    'p.owner_id = $2::uuid',
    'p.updated_at DESC, p.id DESC',
    [caller.tenantId, caller.userId],
    page,
  );
}

/** Projects shared with the caller, last shared first. */
export function listSharedProjects(db: Queryable, caller: DrawCaller, page: Page) {
  return listPage(
    db,
    's.user_id IS NOT NULL AND p.owner_id <> $2::uuid',
    's.created_at DESC, p.id DESC',
    [caller.tenantId, caller.userId],
    page,
  );
}

/** What a search looks for: words (any form PostgreSQL's web search reads) and an area (WKB hex). */
export interface ProjectSearch {
  readonly keywords?: string | undefined;
  /** EWKB hex of the checked area of interest. */
  readonly aoi?: string | undefined;
}

/** Projects the caller may see matching the words and touching the area; best match first. */
export function searchProjects(
  db: Queryable,
  caller: DrawCaller,
  search: ProjectSearch,
  page: Page,
) {
  const conditions = ['true'];
  const params: unknown[] = [caller.tenantId, caller.userId];
  let order = 'p.updated_at DESC, p.id DESC';
  if (search.keywords) {
    params.push(search.keywords);
    const q = `websearch_to_tsquery('english', $${params.length})`;
    conditions.push(`p.search @@ ${q}`);
    order = `ts_rank(p.search, ${q}) DESC, ${order}`;
  }
  if (search.aoi) {
    params.push(search.aoi);
    conditions.push(
      `ST_Intersects(p.footprint, ST_GeomFromEWKB(decode($${params.length}, 'hex')))`,
    );
  }
  return listPage(db, conditions.join(' AND '), order, params, page);
}
