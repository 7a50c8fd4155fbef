/** An imagery order (1§3). Items and files have fields the spec does not list. */
export interface Order {
  readonly id: number;
  /** Footprint WKT; a bounding box is derived from it. */
  readonly geometryWKT: string;
  readonly status?: string | undefined;
  readonly items: readonly Readonly<Record<string, unknown>>[];
  readonly files: readonly { readonly id: number | string; readonly [key: string]: unknown }[];
}

/** Payment preview, all amounts in cents (1§3). */
export interface PaymentPreview {
  readonly totalPrice: number;
  readonly voucherValue: number;
  readonly voucherValueUsed: number;
  readonly totalTax: number;
}

/** A draw project, called a Stoary (1§3). */
export interface DrawProject {
  readonly id: number;
  /** The project's drawing (annotations and map state), serialised. */
  readonly data: unknown;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Area of interest, WKT. */
  readonly aoi: string | null;
}
