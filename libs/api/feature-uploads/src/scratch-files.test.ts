import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCRATCH_KIND, SCRATCH_MAX_AGE_MS, cleanScratch, scratchPath } from './scratch-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unfurl-scratch-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('keeps live and other hosts’ fresh entries; removes what is a day old, whoever owns it', async () => {
  const host = hostname().replace(/[^A-Za-z0-9.]+/g, '_');
  const mine = scratchPath(dir, SCRATCH_KIND.spool);
  expect(mine).toMatch(new RegExp(`${host}-${process.pid}-[0-9a-f]{12}\\.part$`));
  await writeFile(mine, 'in use');
  const working = scratchPath(dir, SCRATCH_KIND.job);
  await mkdir(working);
  await writeFile(join(dir, 'elsewhere-4242-abcdef.part'), 'another machine, fresh');
  await writeFile(join(dir, 'elsewhere-4243-abcdef.part'), 'another machine, old');
  const dayAgo = (Date.now() - SCRATCH_MAX_AGE_MS - 1000) / 1000;
  await utimes(join(dir, 'elsewhere-4243-abcdef.part'), dayAgo, dayAgo);
  expect(await cleanScratch(dir)).toEqual(['elsewhere-4243-abcdef.part']);
  expect((await readdir(dir)).sort()).toEqual(
    ['elsewhere-4242-abcdef.part', working.split('/').pop()!, mine.split('/').pop()!].sort(),
  );
  // A day later even this process's entries count as leftovers.
  expect((await cleanScratch(dir, Date.now() + SCRATCH_MAX_AGE_MS + 1000)).length).toBe(3);
  expect(await cleanScratch(join(dir, 'missing'))).toEqual([]);
});
