import { describe, expect, it } from 'vitest';
import { LISTING_PROCESSING, toUploadStatus } from './listings-upload-api';

describe('toUploadStatus', () => {
  it('reads pending-upload and processing as busy, failed with its reason, and ready', () => {
    expect(toUploadStatus({ status: 'pending-upload' }).processing).toBe(
      LISTING_PROCESSING.Processing,
    );
    expect(toUploadStatus({ status: 'processing', reason: null }).processing).toBe(
      LISTING_PROCESSING.Processing,
    );
    expect(
      toUploadStatus({ status: 'failed', code: 'NOT_A_RASTER', reason: 'Not a raster' }),
    ).toEqual({
      processing: LISTING_PROCESSING.Failed,
      reason: 'Not a raster',
      code: 'NOT_A_RASTER',
    });
    expect(toUploadStatus({ status: 'ready' })).toEqual({ processing: LISTING_PROCESSING.Ready });
  });

  it('treats an answer without a status as still busy', () => {
    expect(toUploadStatus(undefined).processing).toBe(LISTING_PROCESSING.Processing);
  });
});
