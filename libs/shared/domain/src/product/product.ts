/** The product's identity (1§9, 2§9); `{product}` in the spec is `PRODUCT.name`. */
export const PRODUCT = {
  name: 'Unfurl',
  slug: 'unfurl',
  version: '6.4.1',
  environment: 'production',
} as const;

/** The product identity type. */
export type Product = typeof PRODUCT;
