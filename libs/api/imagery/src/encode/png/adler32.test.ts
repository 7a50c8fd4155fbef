import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adler32 } from './adler32';

describe('adler32', () => {
  it('matches the RFC 1950 value of a known string', () => {
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });

  it('matches the check value zlib writes, in one go or continued piece by piece', () => {
    const data = new Uint8Array(300_000);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251 === 0 ? 255 : (i * 31) & 255;
    data.fill(255, 100_000, 120_000); // long runs of the largest byte: the sums' worst case
    const zlibs = deflateSync(data).readUInt32BE(deflateSync(data).length - 4);
    expect(adler32(data)).toBe(zlibs);
    let running = 1;
    for (let at = 0; at < data.length; at += 77_777) {
      running = adler32(data.subarray(at, at + 77_777), running);
    }
    expect(running).toBe(zlibs);
  });
});
