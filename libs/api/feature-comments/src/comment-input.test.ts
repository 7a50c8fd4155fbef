import { describe, expect, it } from 'vitest';
import { isHttpError } from '@unfurl/api-http';
import { COMMENT_LIMITS } from '@unfurl/validators';
import type { AnnotationFeatureWire } from '@unfurl/validators';
import { checkAnnotations, checkCommentText, parseCommentId } from './comment-input';

const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return isHttpError(error) ? `${error.statusCode} ${error.code}` : 'not an HttpError';
  }
};

const line = (n: number): AnnotationFeatureWire => ({
  type: 'Feature',
  properties: null,
  geometry: {
    type: 'LineString',
    coordinates: Array.from({ length: n }, (_, i): [number, number] => [i / n, 0]),
  },
});

describe('parseCommentId', () => {
  it('reads positive integers and refuses the rest with a 400', () => {
    expect(parseCommentId(' 42 ')).toBe(42);
    expect(codeOf(() => parseCommentId(''))).toBe('400 NO_COMMENT_ID');
    expect(codeOf(() => parseCommentId('undefined'))).toBe('400 NO_COMMENT_ID');
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999']) {
      expect(
        codeOf(() => parseCommentId(bad)),
        bad,
      ).toBe('400 VALIDATION_ERROR');
    }
  });
});

describe('checkCommentText', () => {
  it('accepts text with something in it, as a string or as lines', () => {
    expect(codeOf(() => checkCommentText(' <b>hi</b> '))).toBeUndefined();
    expect(codeOf(() => checkCommentText(['', 'second line', '']))).toBeUndefined();
  });

  it('refuses blank text and lines longer together than the limit', () => {
    expect(codeOf(() => checkCommentText(' \n\t'))).toBe('400 BLANK_COMMENT_TEXT');
    expect(codeOf(() => checkCommentText(['', '  ']))).toBe('400 BLANK_COMMENT_TEXT');
    const half = 'x'.repeat(COMMENT_LIMITS.textMax / 2);
    expect(codeOf(() => checkCommentText([half, half]))).toBeUndefined();
    expect(codeOf(() => checkCommentText([half, half, 'x']))).toBe('400 COMMENT_TEXT_TOO_LONG');
  });
});

describe('checkAnnotations', () => {
  it('counts positions across features and nesting, up to the limit', () => {
    expect(codeOf(() => checkAnnotations(null))).toBeUndefined();
    const half = COMMENT_LIMITS.positionsMax / 2;
    expect(codeOf(() => checkAnnotations([line(half), line(half)]))).toBeUndefined();
    expect(codeOf(() => checkAnnotations([line(half), line(half + 1)]))).toBe(
      '400 TOO_MANY_POSITIONS',
    );
    const polygon: AnnotationFeatureWire = {
      type: 'Feature',
      properties: { color: '#f00' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [Array.from({ length: COMMENT_LIMITS.positionsMax + 1 }, (): [number, number] => [1, 2])],
        ],
      },
    };
    expect(codeOf(() => checkAnnotations([polygon]))).toBe('400 TOO_MANY_POSITIONS');
  });
});
