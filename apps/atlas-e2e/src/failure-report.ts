// When a Chromium test fails, CI shows only the assertion. This writes what the pages showed and
// what the server logged into test-results/ and prints a short digest, so a failure on a loaded
// machine can be understood without running it again.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterEach } from 'vitest';
import type { RunningServer } from './server';
import { ROOT } from './server';

const RESULTS = path.join(ROOT, 'apps/atlas-e2e/test-results');

/** What the report reads at the moment a test fails. */
export interface FailureSources {
  readonly browser?: Browser | undefined;
  readonly server?: RunningServer | undefined;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);

/** Registers an `afterEach` that reports every failed test of the file. */
export function reportFailures(sources: () => FailureSources): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const { browser, server } = sources();
    const name = slug(context.task.name);
    mkdirSync(RESULTS, { recursive: true });
    const lines: string[] = [`FAILED: ${context.task.name}`];
    const pages = (browser?.contexts() ?? []).flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) {
      try {
        writeFileSync(path.join(RESULTS, `failed-${name}-${i}.png`), await page.screenshot());
        const text = await page.evaluate(() => document.body.innerText.slice(0, 1500));
        lines.push(`page ${i}: ${page.url()}`, text.replace(/\n+/g, ' | '));
      } catch (error) {
        lines.push(`page ${i}: ${page.url()} (unreadable: ${(error as Error).message})`);
      }
    }
    const logs = server?.logs() ?? '';
    writeFileSync(path.join(RESULTS, `failed-${name}.log`), logs);
    lines.push('server log (last 40 lines):', ...logs.trimEnd().split('\n').slice(-40));
    console.error(lines.join('\n'));
  });
}
