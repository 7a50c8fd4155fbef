import type { FastifyBaseLogger } from 'fastify';
import { failListing, listingsInProcessing } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import type { JobQueue } from '@unfurl/api-jobs';
import type { ObjectStore } from '@unfurl/api-storage';
import { PROCESS_LISTING_JOB } from './process-listing.job';
import { uploadPrefix } from './upload-objects';

/**
 * Listings in processing without a live `process-listing` job (its retries ran out, each run's
 * process died; or queued in memory by a version before the job queue) never finish: they are
 * marked failed and their uploaded objects deleted, so the owner can upload again. A job sent in
 * the PUT's transaction is live from the moment the status moved, so none is caught mid-way.
 */
export async function failAbandonedListings(
  db: Db,
  jobs: JobQueue,
  store: ObjectStore,
  log: FastifyBaseLogger,
): Promise<void> {
  const processing = await listingsInProcessing(db);
  if (processing.length === 0) return;
  const live = await jobs.liveKeys(PROCESS_LISTING_JOB);
  for (const listingId of processing) {
    if (live.has(String(listingId))) continue;
    log.warn({ listingId }, 'listing left in processing without a job: marked failed');
    await failListing(db, listingId, 'PROCESSING_FAILED', 'The map could not be processed.');
    await store.deletePrefix(uploadPrefix(listingId));
  }
}
