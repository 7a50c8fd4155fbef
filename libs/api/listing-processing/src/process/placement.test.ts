import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_ERROR_CODE, isProcessingError } from '../processing-error';
import { plainProcessingFailure } from '../processing-failure';
import { tempFolder } from '../test-support/fixtures';
import { readWorldFile } from './placement';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.remove());

const HOW = 'It must hold six numbers, one per line.';

/** What the uploader reads when `content` is uploaded as the world file. */
async function failureOf(content: string | Buffer): Promise<{ code: string; message: string }> {
  const path = join(folder.dir, `world-${Math.random().toString(36).slice(2)}.pgw`);
  await writeFile(path, content);
  const error = await readWorldFile({ path }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProcessingError(error))
    throw new Error(`expected a ProcessingError, got ${String(error)}`);
  return plainProcessingFailure(error);
}

describe('readWorldFile from an uploaded file', () => {
  it('says the world file is the problem when it holds text that is not six numbers', async () => {
    expect(await failureOf('hello world\nthis is not a world file\n')).toEqual({
      code: PROCESSING_ERROR_CODE.invalidWorldFile,
      message: `The world file is not valid: line 1 ('hello world') is not a number. ${HOW}`,
    });
    expect(await failureOf('2,5\n0\n0\n-2,5\n100\n200\n')).toEqual({
      code: PROCESSING_ERROR_CODE.invalidWorldFile,
      message: `The world file is not valid: line 1 ('2,5') is not a number. ${HOW}`,
    });
    expect((await failureOf('20\n0\n0\n-20\n')).message).toBe(
      `The world file is not valid: it has 4 lines, a world file has 6. ${HOW}`,
    );
  });

  it('names an image, binary bytes, an empty or an oversized file given as the world file', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: [string | Buffer, string][] = [
      [png, 'its content is a PNG image'],
      [Buffer.from([0x00, 0x01, 0xff, 0x10, 0x0a, 0x31]), 'it is not text'],
      ['', 'it is empty'],
      [`${'1'.repeat(5000)}\n`, 'it is longer than a world file can be'],
    ];
    for (const [content, why] of cases) {
      expect(await failureOf(content)).toEqual({
        code: PROCESSING_ERROR_CODE.invalidWorldFile,
        message: `The world file is not valid: ${why}. ${HOW}`,
      });
    }
  });

  it('keeps its words even when the quoted line looks like program output', async () => {
    for (const line of ['truncated', 'GDAL (error: 1)', 'ERROR 1: corrupt']) {
      expect(await failureOf(`${line}\n0\n0\n-1\n5\n6\n`)).toEqual({
        code: PROCESSING_ERROR_CODE.invalidWorldFile,
        message: `The world file is not valid: line 1 ('${line}') is not a number. ${HOW}`,
      });
    }
  });

  it('reads a world file saved with a byte order mark (Windows Notepad)', async () => {
    const path = join(folder.dir, 'bom.pgw');
    await writeFile(path, '\ufeff2.5\r\n0\r\n0\r\n-2.5\r\n1000\r\n500\r\n');
    expect(await readWorldFile({ path })).toEqual({
      a: 2.5,
      d: 0,
      b: 0,
      e: -2.5,
      c: 1000,
      f: 500,
    });
  });
});
