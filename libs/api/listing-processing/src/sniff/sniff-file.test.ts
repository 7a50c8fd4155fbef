import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLimits } from '../limits';
import { PROCESSING_ERROR_CODE, isProcessingError } from '../processing-error';
import { gifWithFrames, pngHeader, tiffHeader } from '../test-support/crafted-files';
import { FIXTURES, referenceInfo, tempFolder } from '../test-support/fixtures';
import { claimedKind } from './file-kind';
import { sniffFile } from './sniff-file';

let folder: Awaited<ReturnType<typeof tempFolder>>;
const path = (name: string) => join(folder.dir, name);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProcessingError(error))
    throw new Error(`expected a ProcessingError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  folder = await tempFolder();
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(path('map.png'));
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg({ progressive: true })
    .toFile(path('map.jpg'));
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  await sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 250, 400], loop: 0 })
    .toFile(path('anim.gif'));
});
afterAll(() => folder.remove());

describe('sniffFile reads the kind from the content', () => {
  it('reads a real GeoTIFF header: the size and bands GDAL reports', async () => {
    for (const file of [FIXTURES.landsat, FIXTURES.sentinel2, FIXTURES.sentinel2Rgb]) {
      const sniffed = await sniffFile(file);
      const reference = referenceInfo(file);
      expect(sniffed.kind).toBe('tiff');
      if (sniffed.kind !== 'tiff') return;
      expect([sniffed.header.width, sniffed.header.height]).toEqual(reference.size);
      expect(sniffed.header.bands).toBe(reference.bands.length);
    }
  });

  it('reads a BigTIFF header (64-bit offsets)', async () => {
    execFileSync('gdal_translate', [
      '-q',
      '-co',
      'BIGTIFF=YES',
      FIXTURES.sentinel2Rgb,
      path('big.tif'),
    ]);
    expect(await sniffFile(path('big.tif'))).toMatchObject({
      kind: 'tiff',
      header: { width: 34, height: 34, bands: 3, bitsPerSample: 8 },
    });
  });

  it('reads PNG and (progressive) JPEG sizes, and a GIF frame count and delays', async () => {
    expect(await sniffFile(path('map.png'))).toMatchObject({
      kind: 'png',
      header: { width: 40, height: 30, bands: 3 },
    });
    expect(await sniffFile(path('map.jpg'))).toMatchObject({
      kind: 'jpeg',
      header: { width: 40, height: 30, bands: 3 },
    });
    expect(await sniffFile(path('anim.gif'))).toMatchObject({
      kind: 'gif',
      header: { width: 20, height: 10, frames: 3, delaysMs: [100, 250, 400] },
    });
  });

  it('reads a world file as text', async () => {
    await writeFile(path('map.pgw'), '10.0\n0\n0\n-10.0\n1000.5\n2000.5\n');
    expect(await sniffFile(path('map.pgw'))).toMatchObject({
      kind: 'world-file',
      worldFile: { a: 10, d: 0, b: 0, e: -10, c: 1000.5, f: 2000.5 },
    });
  });

  it('never trusts the name: a PNG named .tif is refused as a TIFF', async () => {
    await writeFile(path('fake.tif'), await sharp(path('map.png')).toBuffer());
    expect(claimedKind('fake.tif')).toBe('tiff');
    const error = await refusal(sniffFile(path('fake.tif'), { expect: ['tiff'] }));
    expect(error.code).toBe(PROCESSING_ERROR_CODE.contentMismatch);
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('The file is not a TIFF image: its content is a PNG image.');
  });

  it('refuses an empty file, an unknown format and a file over the size limit', async () => {
    await writeFile(path('empty.tif'), '');
    await writeFile(path('notes.tif'), 'just some text, not a raster at all\n');
    expect((await refusal(sniffFile(path('empty.tif')))).code).toBe('UNRECOGNISED_FILE');
    const unknown = await refusal(sniffFile(path('notes.tif')));
    expect(unknown.code).toBe('UNRECOGNISED_FILE');
    expect(unknown.message).toMatch(/not a GeoTIFF, JPEG, PNG, GIF or world file/);
    const big = await refusal(
      sniffFile(FIXTURES.landsat, { limits: resolveLimits({ maxFileBytes: 100_000 }) }),
    );
    expect(big.code).toBe(PROCESSING_ERROR_CODE.tooLarge);
    expect(big.statusCode).toBe(413);
    expect(big.message).toBe('The file is 293,194 bytes; the largest accepted is 100,000 bytes.');
  });

  it('refuses decompression bombs from their headers, before decoding', async () => {
    await writeFile(path('bomb.tif'), tiffHeader(200_000, 200_000, 3));
    const tiff = await refusal(sniffFile(path('bomb.tif')));
    expect(tiff.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(tiff.message).toBe(
      'The GeoTIFF declares 200,000 × 200,000 pixels × 3 bands (120,000,000,000 samples); the most a map may have is 4,000,000,000. It was refused before decoding.',
    );

    // Within the sample budget, but a 74-byte file that would expand to 900 MB.
    await writeFile(path('ratio.tif'), tiffHeader(30_000, 30_000, 1));
    const ratio = await refusal(sniffFile(path('ratio.tif')));
    expect(ratio.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(ratio.message).toMatch(/would expand to 900,000,000 bytes/);

    await writeFile(path('bomb.png'), pngHeader(50_000, 50_000));
    const png = await refusal(sniffFile(path('bomb.png')));
    expect(png.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(png.message).toMatch(/^The image declares 50,000 × 50,000 pixels/);

    // A JPEG whose frame header declares 65,535 × 65,535 pixels.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03, 1, 0x22, 0, 2, 0x11,
      1, 3, 0x11, 1, 0xff, 0xd9,
    ]);
    await writeFile(path('bomb.jpg'), jpeg);
    const jpg = await refusal(sniffFile(path('bomb.jpg')));
    expect(jpg.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(jpg.message).toMatch(/^The image declares 65,535 × 65,535 pixels \(4,294,836,225\)/);

    await writeFile(path('frames.gif'), gifWithFrames(10, 10, 1001));
    const frames = await refusal(sniffFile(path('frames.gif')));
    expect(frames.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(frames.message).toBe('The GIF has more than 1000 frames, the most a GIF map may have.');

    await writeFile(path('screen.gif'), gifWithFrames(10_000, 10_000, 20));
    const screen = await refusal(sniffFile(path('screen.gif')));
    expect(screen.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(screen.message).toMatch(/^The GIF declares 20 frames of 10,000 × 10,000 pixels/);

    // The same crafted GIF within budget is read: 20 frames of 100 ms.
    await writeFile(path('small.gif'), gifWithFrames(10, 10, 20));
    expect(await sniffFile(path('small.gif'))).toMatchObject({
      kind: 'gif',
      header: { frames: 20, delaysMs: Array(20).fill(100) },
    });
  });

  it('refuses a truncated JPEG and a TIFF whose first image lies outside the file', async () => {
    const jpeg = await sharp(path('map.jpg')).toBuffer();
    await writeFile(path('cut.jpg'), jpeg.subarray(0, 20));
    expect((await refusal(sniffFile(path('cut.jpg')))).code).toBe(PROCESSING_ERROR_CODE.corrupt);
    const tiff = tiffHeader(10, 10, 1);
    tiff.writeUInt32LE(999_999, 4);
    await writeFile(path('cut.tif'), tiff);
    const error = await refusal(sniffFile(path('cut.tif')));
    expect(error.code).toBe(PROCESSING_ERROR_CODE.corrupt);
    expect(error.message).toBe('The TIFF file is damaged: the first image lies outside it.');
  });
});
