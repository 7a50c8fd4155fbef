/** The largest n with 255·n·(n+1)/2 + (n+1)·65520 < 2³²: sums stay exact between reductions. */
const NMAX = 5552;
const BASE = 65521;

/**
 * Adler-32 (RFC 1950) of `data`, continuing from `adler` (1 for a fresh checksum): the check
 * value that ends a zlib stream, so bands deflated apart can share one running checksum.
 */
export function adler32(data: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (let start = 0; start < data.length; start += NMAX) {
    const end = Math.min(data.length, start + NMAX);
    for (let i = start; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}
