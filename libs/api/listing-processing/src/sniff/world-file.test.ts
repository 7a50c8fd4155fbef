import { describe, expect, it } from 'vitest';
import { isProcessingError } from '../processing-error';
import { parseWorldFile, worldFileToGeoTransform } from './world-file';

describe('world files', () => {
  it('parses six numbers (CRLF, blank lines, exponents) and gives the corner geotransform', () => {
    const w = parseWorldFile('2.5\r\n0.0\r\n0.0\r\n-2.5\r\n1.0E3\r\n500.25\r\n\r\n');
    expect(w).toEqual({ a: 2.5, d: 0, b: 0, e: -2.5, c: 1000, f: 500.25 });
    // The world file names the centre of the top-left pixel; GDAL wants its outer corner.
    expect(worldFileToGeoTransform(w)).toEqual([998.75, 2.5, 0, 501.5, 0, -2.5]);
  });

  it('refuses a wrong line count, a non-number and a zero pixel size with clear messages', () => {
    const message = (text: string) => {
      try {
        parseWorldFile(text);
      } catch (error) {
        if (isProcessingError(error) && error.code === 'INVALID_WORLD_FILE') return error.message;
      }
      return 'accepted';
    };
    expect(message('1\n0\n0\n-1\n5\n')).toBe(
      'The world file is not valid: it has 5 lines, a world file has 6. It must hold six numbers, one per line.',
    );
    expect(message('1\n0\n0\n-1\n5\nnorth\n')).toBe(
      "The world file is not valid: line 6 ('north') is not a number. It must hold six numbers, one per line.",
    );
    expect(message('hello\nworld\n')).toBe(
      "The world file is not valid: line 1 ('hello') is not a number. It must hold six numbers, one per line.",
    );
    expect(message('\ufeff1\n0\n0\n-1\n5\n6\n')).toBe('accepted');
    expect(message('0\n0\n0\n-1\n5\n6\n')).toBe(
      'The world file is not valid: its pixel size is zero.',
    );
  });
});
