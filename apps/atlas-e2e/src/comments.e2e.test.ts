// Comments, votes, likes and follows in Chromium against the real API server, two people in two
// browser contexts and no reload anywhere: Alexander comments on Marie's map and Marie sees it
// appear, with a live notification; she replies and he sees the reply and his own notification;
// he upvotes her reply and she sees the vote; he likes the map and follows her, and her bell
// lists both. Then she deletes his comment, its reply goes with it and the count is back where it
// was (R-284..R-297, R-326..R-330; issue #14's two-context test).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';
/** Marie Tharp's id (libs/api/demo-seed/src/demo-people.ts). */
const MARIE_ID = '00000000-0000-4000-8000-000000000003';
/** An open thread takes in others' changes this often (THREAD_REFRESH_MS), plus the request. */
const LIVE_MS = 20_000;

const e2e = useAtlasHarness();

/** A public map of Marie's on the main site, by the API the page itself uses. */
async function mariesMap(): Promise<{ id: number; seoTitle: string; title: string }> {
  const response = await fetch(
    `http://localhost:${e2e.server.port}/v1/listings?limit=1&userId=${MARIE_ID}`,
  );
  const { listings } = (await response.json()) as {
    listings: { id: number; seoTitle: string; title: string; userId: string }[];
  };
  expect(listings.length).toBe(1);
  expect(listings[0]!.userId.toLowerCase()).toBe(MARIE_ID);
  return listings[0]!;
}

/** A signed-in page of `email` on `url`. */
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
  await page.getByTestId('notification-bell').waitFor({ timeout: 45_000 });
  return page;
}

const count = async (page: Page) => Number(await page.getByTestId('comment-count').textContent());

/** The bell's unread count (no badge: 0). */
async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-unread');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The comment whose own text (not its replies') is `text`. */
const commentWith = (page: Page, text: string): Locator =>
  page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-text').getByText(text, { exact: true }) })
    .last();

describe('comments, votes, likes and follows live in two browser contexts', () => {
  it('each sees the other without reloading, and the owner deletes the thread', async () => {
    const map = await mariesMap();
    const url = e2e.at(`/maps/${map.seoTitle}`);
    const marie = await signedInOn(url, 'marie@unfurl.example');
    const alex = await signedInOn(url, 'alex@unfurl.example');
    const before = await count(marie);
    const marieUnread = await unread(marie);
    const alexUnread = await unread(alex);
    const words = `Tide gauge at the pier, seen ${Date.now()} <b>not bold</b>`;
    const reply = `Built in 1911, I think (${Date.now()}).`;

    // Alexander comments; Marie's open page shows it and her bell counts it.
    await alex.getByTestId('comment-new-text').fill(words);
    await alex.getByTestId('comment-new-send').click();
    await commentWith(alex, words).waitFor();
    await commentWith(marie, words).waitFor({ timeout: LIVE_MS });
    expect(await marie.locator('.comment__text b').count()).toBe(0);
    await expect.poll(() => count(marie), { timeout: LIVE_MS }).toBe(before + 1);
    await expect.poll(() => unread(marie), { timeout: LIVE_MS }).toBe(marieUnread + 1);

    // Marie replies; Alexander sees the reply under his comment and a notification of it.
    const hers = commentWith(marie, words);
    await hers.getByTestId('comment-reply').first().click();
    await hers.getByTestId('comment-reply-form-text').fill(reply);
    await hers.getByTestId('comment-reply-form-send').click();
    await hers.locator('.comment__replies').getByText(reply).waitFor();
    const his = commentWith(alex, words);
    await his.locator('.comment__replies').getByText(reply).waitFor({ timeout: LIVE_MS });
    await expect.poll(() => unread(alex), { timeout: LIVE_MS }).toBe(alexUnread + 1);

    // Alexander upvotes her reply; she sees the vote.
    await commentWith(alex, reply).getByTestId('comment-upvote').first().click();
    await expect
      .poll(() => commentWith(alex, reply).getByTestId('comment-upvote').first().textContent())
      .toBe('▲ 1');
    await expect
      .poll(() => commentWith(marie, reply).getByTestId('comment-upvote').first().textContent(), {
        timeout: LIVE_MS,
      })
      .toBe('▲ 1');
    await e2e.shot(marie, 'comments-live-thread.png');

    // He likes the map and follows her; her bell lists both, newest first, in pages of 6.
    const like = alex.getByTestId('listing-like');
    if ((await like.getAttribute('aria-pressed')) === 'true') {
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    }
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await alex.goto(e2e.at(`/profile/${MARIE_ID}`));
    const follow = alex.getByTestId('follow-button');
    await expect.poll(() => follow.isEnabled(), { timeout: 45_000 }).toBe(true);
    if ((await follow.getAttribute('aria-pressed')) === 'true') {
      await follow.click();
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
    }
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await marie.getByTestId('notification-bell').click();
    const items = marie.getByTestId('notification-item');
    await expect
      .poll(async () => (await items.allTextContents()).join('\n'), { timeout: LIVE_MS })
      .toContain('Alexander started following you');
    const texts = (await items.allTextContents()).join('\n');
    expect(texts).toContain(`Alexander liked “${map.title}”`);
    expect(texts).toContain(`Alexander commented on “${map.title}”`);
    expect(await items.count()).toBeLessThanOrEqual(6);
    await e2e.shot(marie, 'comments-live-notifications.png');
    await marie.keyboard.press('Escape');

    // The owner deletes his comment: its reply goes too, the count is back, on both pages.
    await commentWith(marie, words).getByTestId('comment-delete').first().click();
    await expect.poll(() => marie.getByText(reply).count()).toBe(0);
    await expect.poll(() => count(marie)).toBe(before);
    await alex.goto(url);
    await alex.getByTestId('comment-new').waitFor({ timeout: 45_000 });
    await expect.poll(() => alex.getByText(words).count(), { timeout: LIVE_MS }).toBe(0);
  });
});
