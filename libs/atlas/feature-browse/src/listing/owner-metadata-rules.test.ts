import { describe, expect, it } from 'vitest';
import {
  addTags,
  metadataProblem,
  parseTagInput,
  type MetadataDraft,
} from './owner-metadata-rules';

const draft: MetadataDraft = { title: 'Harbour', description: '', tags: [], categories: [] };

describe('owner metadata rules', () => {
  it('reads typed tags like the upload: commas and spaces split, # dropped, no repeats', () => {
    expect(parseTagInput('#harbour, maps  ##harbour old')).toEqual(['harbour', 'maps', 'old']);
    expect(parseTagInput(' , ')).toEqual([]);
  });

  it('adds tags without repeats and refuses what the API refuses (50 characters, 30 tags)', () => {
    expect(addTags(['sea'], '#sea #coast')).toEqual({ tags: ['sea', 'coast'] });
    expect(addTags([], 'x'.repeat(51))).toEqual({
      problem: 'A tag can have at most 50 characters.',
    });
    const thirty = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(addTags(thirty, 't0')).toEqual({ tags: thirty });
    expect(addTags(thirty, 'one-more')).toEqual({ problem: 'A map can have at most 30 tags.' });
  });

  it('checks the draft against the API limits', () => {
    expect(metadataProblem(draft)).toBeNull();
    expect(metadataProblem({ ...draft, title: '  ' })).toBe('Give the map a title.');
    expect(metadataProblem({ ...draft, title: 'x'.repeat(201) })).toBe(
      'The title can have at most 200 characters.',
    );
    expect(metadataProblem({ ...draft, title: ` ${'x'.repeat(200)} ` })).toBeNull();
    expect(metadataProblem({ ...draft, description: 'd'.repeat(5001) })).toBe(
      'The description can have at most 5000 characters.',
    );
    expect(metadataProblem({ ...draft, tags: ['y'.repeat(51)] })).toBe(
      'A tag can have at most 50 characters.',
    );
  });
});
