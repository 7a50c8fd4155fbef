import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed parts of a storage URL. */
export interface SignedFields {
  readonly method: 'GET' | 'PUT';
  readonly key: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  readonly maxBytes?: number | undefined;
  readonly accept?: string | undefined;
}

/** HMAC-SHA256 signatures over a URL's method, key, expiry and upload limits. */
export interface UrlSigner {
  sign(fields: SignedFields): string;
  /** True when `signature` was made by {@link sign} for exactly these fields (constant time). */
  verify(fields: SignedFields, signature: string): boolean;
}

/** A signer with this secret (at least 32 bytes). */
export function createUrlSigner(secret: string | Uint8Array): UrlSigner {
  if (Buffer.byteLength(secret) < 32) throw new Error('The storage secret needs at least 32 bytes');
  const sign = (fields: SignedFields): string =>
    createHmac('sha256', secret)
      .update(
        [
          fields.method,
          fields.key,
          fields.expiresAt,
          fields.maxBytes ?? '',
          fields.accept ?? '',
        ].join('\n'),
      )
      .digest('base64url');
  return {
    sign,
    verify(fields, signature) {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
