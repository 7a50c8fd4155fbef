import { afterEach, describe, expect, it, vi } from 'vitest';
import { runsPostgresTests } from './testing';

/** Nothing listens on port 1: the connection is refused at once. */
const NOWHERE = 'postgres://postgres@127.0.0.1:1/test';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('runsPostgresTests', () => {
  it('fails under CI=true when PostgreSQL is unreachable, naming the tests that need it', async () => {
    vi.stubEnv('CI', 'true');
    await expect(runsPostgresTests('the widget tests', NOWHERE)).rejects.toThrow(
      /not reachable at postgres:\/\/postgres@127\.0\.0\.1:1\/test: CI requires it for the widget tests/,
    );
  });

  it('warns and lets the caller skip outside CI', async () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runsPostgresTests('the widget tests', NOWHERE)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipping the widget tests$/));
  });
});
