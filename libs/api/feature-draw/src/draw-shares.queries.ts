// Shares of a draw project (`draw_project_shares`, migration 0018): who else reads (VIEW) or
// also saves (EDIT) it. Only the owner changes them; the routes check that first.
import type { Queryable } from '@unfurl/api-db';
import type { DrawShareAccess, DrawShareWire } from '@unfurl/validators';

/** The users the project is shared with, by name. */
export function listShares(db: Queryable, projectId: number): Promise<DrawShareWire[]> {
  return db.query<DrawShareWire>(
    `SELECT s.user_id::text AS "userId", s.access AS "access",
       coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
         u.name, '') AS "name"
     FROM draw_project_shares s JOIN users u ON u.id = s.user_id
     WHERE s.project_id = $1 ORDER BY s.created_at, s.user_id`,
    [projectId],
  );
}

/** True when `userId` is a user of the tenant (a project is shared within its site only). */
export async function isTenantUser(db: Queryable, tenantId: number, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const [row] = await db.query('SELECT 1 FROM users WHERE id = $1::uuid AND tenant_id = $2', [
    userId,
    tenantId,
  ]);
  return row !== undefined;
}

/** Shares the project with the user, or changes the access of an existing share. */
export async function putShare(
  db: Queryable,
  projectId: number,
  userId: string,
  access: DrawShareAccess,
): Promise<void> {
  await db.query(
    `INSERT INTO draw_project_shares (project_id, user_id, access) VALUES ($1, $2::uuid, $3)
     ON CONFLICT (project_id, user_id) DO UPDATE SET access = EXCLUDED.access`,
    [projectId, userId, access],
  );
}

/** Stops sharing the project with the user; false when it was not shared with them. */
export async function deleteShare(db: Queryable, projectId: number, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const rows = await db.query(
    'DELETE FROM draw_project_shares WHERE project_id = $1 AND user_id = $2::uuid RETURNING 1',
    [projectId, userId],
  );
  return rows.length > 0;
}
