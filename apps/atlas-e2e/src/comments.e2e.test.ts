// Comments on a map's page in Chromium against the real API server, two people in two browser
// contexts: Marie comments, Alex sees it, replies and upvotes; Marie sees both after a reload,
// deletes her comment and its reply goes with it, the count back where it was (R-284..R-297).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';

const e2e = useAtlasHarness();

/** A public map of the main site, by the API the page itself uses. */
async function someMap(): Promise<{ id: number; seoTitle: string }> {
  const response = await fetch(`http://localhost:${e2e.server.port}/v1/listings?limit=1`);
  const { listings } = (await response.json()) as {
    listings: { id: number; seoTitle: string }[];
  };
  expect(listings.length).toBe(1);
  return listings[0]!;
}

/** A signed-in page of `email` on the map's page. */
async function signedInOn(url: string, email: string): Promise<Page> {
  const { page } = await e2e.open(url);
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await form.waitFor({ state: 'detached', timeout: 45_000 });
  await page.goto(url);
  await page.getByTestId('comment-new').waitFor({ timeout: 45_000 });
  return page;
}

const count = async (page: Page) => Number(await page.getByTestId('comment-count').textContent());

/** The comment whose own text (not its replies') is `text`. */
const commentWith = (page: Page, text: string): Locator =>
  page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-text').getByText(text, { exact: true }) })
    .last();

describe('comments in Chromium', () => {
  it('one comments, the other replies and votes; delete takes the reply too', async () => {
    const map = await someMap();
    const url = e2e.at(`/maps/${map.seoTitle}`);
    const marie = await signedInOn(url, 'marie@unfurl.example');
    const alex = await signedInOn(url, 'alex@unfurl.example');
    const before = await count(marie);
    const words = `Tide gauge at the pier, seen ${Date.now()} <b>not bold</b>`;

    await marie.getByTestId('comment-new-text').fill(words);
    await marie.getByTestId('comment-new-send').click();
    await commentWith(marie, words).waitFor();
    await expect.poll(() => count(marie)).toBe(before + 1);
    expect(await marie.locator('.comment__text b').count()).toBe(0);

    await alex.reload();
    const theirs = commentWith(alex, words);
    await theirs.waitFor({ timeout: 45_000 });
    await theirs.getByTestId('comment-reply').first().click();
    await theirs.getByTestId('comment-reply-form-text').fill('Built in 1911, I think.');
    await theirs.getByTestId('comment-reply-form-send').click();
    await theirs.locator('.comment__replies').getByText('Built in 1911, I think.').waitFor();
    await theirs.getByTestId('comment-upvote').first().click();
    await expect.poll(() => theirs.getByTestId('comment-upvote').first().textContent()).toBe('▲ 1');
    await expect.poll(() => count(alex)).toBe(before + 2);
    await e2e.shot(alex, 'comments-thread.png');

    await marie.reload();
    const mine = commentWith(marie, words);
    await mine.locator('.comment__replies').getByText('Built in 1911, I think.').waitFor({
      timeout: 45_000,
    });
    expect(await mine.getByTestId('comment-upvote').first().textContent()).toBe('▲ 1');
    await expect.poll(() => count(marie)).toBe(before + 2);
    await mine.getByTestId('comment-delete').first().click();
    await expect.poll(() => marie.getByText('Built in 1911, I think.').count()).toBe(0);
    await expect.poll(() => count(marie)).toBe(before);
  });
});
