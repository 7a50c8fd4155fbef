import { describe, expect, it } from 'vitest';
import { ORDER_PROGRESS, ORDER_STATUSES, isOrderStatus } from './order-status';

describe('order statuses', () => {
  it('runs CREATED .. DELIVERED with the product name, then REJECTED and REVIEW_SUPPLIER (R-485, R-486)', () => {
    expect(ORDER_STATUSES).toEqual([
      'CREATED',
      'REVIEW_UNFURL',
      'REVIEW_PROVIDER',
      'COLLECTION',
      'QA_UNFURL',
      'DELIVERED',
      'REJECTED',
      'REVIEW_SUPPLIER',
    ]);
    expect(ORDER_PROGRESS.at(-1)).toBe('DELIVERED');
    expect(isOrderStatus('QA_UNFURL')).toBe(true);
    expect(isOrderStatus('QA_{product}')).toBe(false);
  });
});
