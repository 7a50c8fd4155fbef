import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, mediaTypeOf, newFileProblem } from './owner-file-rules';

describe('owner file rules', () => {
  it('sends the browser media type when the API accepts it, else application/octet-stream', () => {
    expect(mediaTypeOf({ type: 'image/png' })).toBe('image/png');
    expect(mediaTypeOf({ type: 'text/plain;charset=utf-8' })).toBe('text/plain');
    expect(mediaTypeOf({ type: '' })).toBe('application/octet-stream');
    expect(mediaTypeOf({ type: 'not a type' })).toBe('application/octet-stream');
  });

  it('refuses what the API refuses: the 21st file, long names and titles, over 20 MB', () => {
    const file = { name: 'legend.txt', size: 10 };
    expect(newFileProblem(file, '', 0)).toBeNull();
    expect(newFileProblem(file, '', 20)).toBe('A map can have at most 20 files; delete one first.');
    expect(newFileProblem({ ...file, name: 'n'.repeat(256) }, '', 0)).toBe(
      'The file name must have 1 to 255 characters.',
    );
    expect(newFileProblem({ ...file, size: FILE_LIMITS.maxBytes }, '', 0)).toBeNull();
    expect(newFileProblem({ ...file, size: FILE_LIMITS.maxBytes + 1 }, '', 0)).toBe(
      'The file is larger than 20 MB.',
    );
    expect(newFileProblem(file, 't'.repeat(201), 0)).toBe(
      'The title can have at most 200 characters.',
    );
  });
});
