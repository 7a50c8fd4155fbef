import { describe, expect, it } from 'vitest';
import {
  ownListingStatus,
  processingStatusLabel,
  reviewStatusLabel,
  toProcessingStatus,
} from './own-listing-status';

describe('own listing status', () => {
  it('reads the server statuses, absent or unknown ones as ready and PENDING', () => {
    expect(ownListingStatus({ status: 'failed', reviewStatus: 'REJECTED' })).toEqual({
      processing: 'failed',
      review: 'REJECTED',
    });
    expect(ownListingStatus({})).toEqual({ processing: 'ready', review: 'PENDING' });
    expect(toProcessingStatus('exploded')).toBe('ready');
  });

  it('labels every status', () => {
    expect(
      (['pending-upload', 'processing', 'ready', 'failed'] as const).map(processingStatusLabel),
    ).toEqual(['Awaiting upload', 'Processing', 'Ready', 'Processing failed']);
    expect((['PENDING', 'APPROVED', 'REJECTED'] as const).map(reviewStatusLabel)).toEqual([
      'In review',
      'Approved',
      'Rejected',
    ]);
  });
});
