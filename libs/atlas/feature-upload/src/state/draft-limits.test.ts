import { describe, expect, it } from 'vitest';
import { DRAFT_LIMITS, draftProblems, fieldProblemOf } from './draft-limits';
import { EMPTY_DRAFT } from './upload-store';

describe('draftProblems', () => {
  it('accepts a draft within the wire limits', () => {
    expect(draftProblems({ ...EMPTY_DRAFT, title: 'x'.repeat(DRAFT_LIMITS.title) })).toEqual({});
  });

  it('names each field over its limit in words', () => {
    const problems = draftProblems({
      ...EMPTY_DRAFT,
      title: 'x'.repeat(201),
      description: 'y'.repeat(5001),
      tags: Array.from({ length: 31 }, (_, i) => `t${i}`).join(','),
    });
    expect(problems.title).toBe('The title can have at most 200 characters (it has 201).');
    expect(problems.description).toMatch(/at most 5000 characters/);
    expect(problems.tags).toBe('At most 30 tags (there are 31).');
    expect(draftProblems({ ...EMPTY_DRAFT, tags: `ok, ${'z'.repeat(51)}` }).tags).toMatch(
      /at most 50 characters/,
    );
  });
});

describe('fieldProblemOf', () => {
  it("turns the server's schema messages into a field and words", () => {
    expect(fieldProblemOf('body.metadata.title must NOT have more than 200 characters')).toEqual({
      field: 'title',
      message: 'The title can have at most 200 characters.',
    });
    expect(fieldProblemOf('body/metadata/tags/3 must NOT have more than 50 characters')).toEqual({
      field: 'tags',
      message: 'A tag can have at most 50 characters.',
    });
    expect(fieldProblemOf('body/metadata/tags must NOT have more than 30 items')?.message).toBe(
      'At most 30 tags.',
    );
    expect(fieldProblemOf('The file is incomplete.')).toBeUndefined();
  });
});
