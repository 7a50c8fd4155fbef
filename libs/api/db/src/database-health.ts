import type { Queryable } from './db';
import { DatabaseUnavailableError, isDatabaseUnavailableError } from './database-unavailable';

/** How long `SELECT 1` may take before the database counts as unavailable, in ms. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Resolves when the database answers `SELECT 1` within `timeoutMs`; otherwise rejects with a
 * {@link DatabaseUnavailableError} (the health check's 503), whatever went wrong.
 */
export async function pingDatabase(
  db: Queryable,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new DatabaseUnavailableError(`The database did not answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  const query = db.query('SELECT 1');
  try {
    await Promise.race([query, timeout]);
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw error;
    throw new DatabaseUnavailableError('The database did not answer.', { cause: error });
  } finally {
    clearTimeout(timer);
    // A query that lost the race settles later; its failure must not go unhandled.
    query.catch(() => undefined);
  }
}
