/** Body of every API error response. */
export interface ApiErrorBody {
  /** What is wrong, in words a user can act on. */
  readonly message: string;
  /** Stable machine code, e.g. VALIDATION_ERROR, NOT_FOUND, TENANT_NOT_FOUND. */
  readonly code: string;
}
