/** Files crafted byte by byte: valid headers that declare what a bomb would. */

/** A little-endian classic TIFF whose only image declares width × height × bands (no pixel data). */
export function tiffHeader(width: number, height: number, bands: number): Buffer {
  const entries: [number, number, number, number][] = [
    [256, 4, 1, width],
    [257, 4, 1, height],
    [258, 3, 1, 8],
    [259, 3, 1, 8], // DEFLATE
    [277, 3, 1, bands],
  ];
  const out = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    if (type === 3) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  return out;
}

/** A PNG signature and IHDR declaring width × height RGBA (no image data). */
export function pngHeader(width: number, height: number): Buffer {
  const out = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out, 0);
  out.writeUInt32BE(13, 8);
  out.write('IHDR', 12, 'latin1');
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out[24] = 8;
  out[25] = 6;
  return out;
}

/** A GIF89a of a width × height screen with `frames` 1 × 1 frames, each 100 ms. */
export function gifWithFrames(width: number, height: number, frames: number): Buffer {
  const parts: Buffer[] = [];
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  screen[10] = 0x80; // global colour table of 2 entries
  parts.push(screen, Buffer.from([0, 0, 0, 255, 255, 255]));
  for (let i = 0; i < frames; i += 1) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0])); // delay 10 cs
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(1, 5);
    descriptor.writeUInt16LE(1, 7);
    parts.push(descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0])); // LZW min 2, one data block
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
