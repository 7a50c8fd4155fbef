import { PRODUCT } from '../product/product';

const PRODUCT_UPPER = 'UNFURL' as const satisfies Uppercase<typeof PRODUCT.name>;

/** Order statuses (1§3, 1§4); `{product}` is the product name in upper case. */
export const ORDER_STATUS = {
  CREATED: 'CREATED',
  REVIEW_PRODUCT: `REVIEW_${PRODUCT_UPPER}`,
  REVIEW_PROVIDER: 'REVIEW_PROVIDER',
  COLLECTION: 'COLLECTION',
  QA_PRODUCT: `QA_${PRODUCT_UPPER}`,
  DELIVERED: 'DELIVERED',
  REJECTED: 'REJECTED',
  REVIEW_SUPPLIER: 'REVIEW_SUPPLIER',
} as const;

/** One order status. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Every order status: the main run first, then REJECTED and REVIEW_SUPPLIER. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** The main run of an order, in order (1§4). */
export const ORDER_PROGRESS: readonly OrderStatus[] = ORDER_STATUSES.slice(0, 6);

/** Display label of each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  CREATED: 'Created',
  REVIEW_UNFURL: `${PRODUCT.name} review`,
  REVIEW_PROVIDER: 'Provider review',
  COLLECTION: 'Collection',
  QA_UNFURL: `${PRODUCT.name} quality check`,
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected',
  REVIEW_SUPPLIER: 'Supplier review',
};

/** True when the value is an order status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
