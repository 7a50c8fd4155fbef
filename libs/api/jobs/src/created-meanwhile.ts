/**
 * SQLSTATEs PostgreSQL answers the loser of two processes creating the same objects at once,
 * even with `IF NOT EXISTS`: a unique violation in the catalog (23505), a schema (42P06), a
 * relation (42P07) or a type (42710, e.g. a table's row type) created meanwhile, or a deadlock
 * it broke by failing one side (40P01). Trying again finds the objects made and does nothing.
 */
const CREATED_MEANWHILE = new Set(['23505', '42P06', '42P07', '42710', '40P01']);

/** True when `error` is another process having created the same objects at the same moment. */
export function isCreatedMeanwhile(error: unknown): boolean {
  return CREATED_MEANWHILE.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Runs `create` (idempotent DDL or an install), again up to `attempts` times in all while it
 * fails because another process was creating the same objects, after a short random pause.
 */
export async function createRacing<T>(create: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= attempts || !isCreatedMeanwhile(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100 * attempt));
    }
  }
}
