import { describe, expect, it } from 'vitest';
import { parseSeedArguments, USAGE } from './seed-arguments';
import { DEFAULT_GENERATED_LISTINGS } from '@unfurl/api-demo-seed';

describe('npm run seed arguments', () => {
  it('seeds the default number of listings, or --listings N', () => {
    expect(parseSeedArguments([])).toEqual({ listings: DEFAULT_GENERATED_LISTINGS });
    expect(parseSeedArguments(['--listings', '1000000'])).toEqual({ listings: 1_000_000 });
  });

  it('prints the usage for --help', () => {
    expect(parseSeedArguments(['--help'])).toEqual({ exit: 0, message: USAGE });
  });

  it('refuses bad input with a message that says what is wrong', () => {
    expect(parseSeedArguments(['--listings', 'abc'])).toMatchObject({
      exit: 2,
      message: expect.stringContaining('got abc'),
    });
    expect(parseSeedArguments(['--listings', '-5'])).toMatchObject({ exit: 2 });
    expect(parseSeedArguments(['--listings'])).toMatchObject({
      exit: 2,
      message: expect.stringContaining('got nothing'),
    });
    expect(parseSeedArguments(['--bogus'])).toMatchObject({
      exit: 2,
      message: expect.stringContaining("Unknown argument '--bogus'"),
    });
  });
});
