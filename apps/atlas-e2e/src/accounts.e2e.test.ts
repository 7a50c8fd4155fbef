// A new account before and after confirming its email (the banner, the outbox, publishing), the
// profile keeping unsaved text when an avatar is chosen, and acme's logo served as its SVG.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';
import { createTestOutbox } from './outbox';

const DEMO_PASSWORD = 'unfurl-demo';
/** Where the server (no SMTP) writes its mails as .eml files, as `<DATA_DIR>/outbox` would be. */
const OUTBOX = createTestOutbox();

const e2e = useAtlasHarness({
  before: () => ({ env: OUTBOX.env }),
  after: () => OUTBOX.remove(),
});

/** An upload request from the page with its own token cookie: the server's status and code. */
function tryUpload(page: Page): Promise<{ status: number; code?: string; message?: string }> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('unfurl-id-token='))
        ?.split('=')[1] ?? '',
    );
    const response = await fetch('/v1/listings/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        filename: 'map.png',
        worldfile: 'map.pgw',
        metadata: { title: 'Confirmation test', crs: 'EPSG:4326' },
      }),
    });
    const body = (await response.json()) as { code?: string; message?: string };
    return { ...body, status: response.status };
  });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('accounts in Chromium', () => {
  it('a new account publishes only after entering the emailed code', async () => {
    const { context, page } = await e2e.open(e2e.at('/'));
    await page.getByTestId('sign-in-button').click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByTestId('sign-up-form');
    const email = `edith.${Date.now()}@unfurl.example`;
    await form.getByLabel('First name').fill('Edith');
    await form.getByLabel('Last name').fill('Clarke');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('calculator-1921');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });

    // Signed in at once, with a banner that explains and asks for the code.
    const banner = page.getByTestId('confirm-email-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(email);
    expect(await banner.textContent()).toMatch(/confirm your email/i);

    // The share-map panel explains instead of failing; the server refuses with its own code.
    await page.goto(e2e.at('/upload'));
    const panel = page.getByTestId('upload-panel');
    await panel.waitFor({ timeout: 20_000 });
    const explained = page.getByTestId('upload-needs-confirmed-email');
    await explained.waitFor({ timeout: 20_000 });
    expect(await explained.textContent()).toMatch(/confirm your email/i);
    await panel
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    expect(await page.getByTestId('upload-submit').isDisabled()).toBe(true);
    const refused = await tryUpload(page);
    expect(refused).toMatchObject({ status: 403, code: 'EMAIL_NOT_CONFIRMED' });
    expect(refused.message).toMatch(/confirm your email/i);
    await e2e.shot(page, 'accounts-unconfirmed.png');

    // A wrong code is told in the banner; Resend mails a new one; the mailed code confirms.
    await expect.poll(() => OUTBOX.mailedCode(email), { timeout: 20_000 }).toMatch(/^\d{6}$/);
    const first = OUTBOX.mailedCode(email)!;
    await banner.getByLabel('Code').fill(first === '000000' ? '000001' : '000000');
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('confirm-email-error').waitFor({ timeout: 20_000 });
    const mails = () => OUTBOX.mailsTo(email);
    const before = mails();
    await banner.getByRole('button', { name: 'Resend code' }).click();
    await expect.poll(mails, { timeout: 20_000 }).toBe(before + 1);
    await banner.getByLabel('Code').fill(OUTBOX.mailedCode(email)!);
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => explained.count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByTestId('upload-submit').isDisabled()).toBe(false);
    expect((await tryUpload(page)).status).toBe(201);
    await e2e.shot(page, 'accounts-confirmed.png');
    await context.close();
  });

  it('choosing an avatar keeps the profile text typed but not saved, which then saves', async () => {
    const { context, page } = await e2e.open(e2e.at('/account'));
    const form = page.getByTestId('sign-in-form');
    await form.waitFor({ timeout: 20_000 });
    await form.getByLabel('Email').fill('ada@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const profile = page.getByTestId('profile-page');
    await profile.getByLabel('Short bio').waitFor({ timeout: 20_000 });
    const bio = `Counts with engines ${Date.now()}`;
    await profile.getByLabel('Short bio').fill(bio);
    await profile.getByLabel('Website').fill('https://analytical.example.org');
    const avatarSaved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/user') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await avatarSaved;
    await profile.locator('.account-profile__avatar img').waitFor({ timeout: 20_000 });
    // The profile came back with the new avatar: the typed text is still there.
    await expect.poll(() => profile.getByLabel('Short bio').inputValue()).toBe(bio);
    expect(await profile.getByLabel('Website').inputValue()).toBe('https://analytical.example.org');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/user') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { bio?: string }).bio).toBe(bio);
    await page.reload();
    await profile.getByLabel('Short bio').waitFor({ timeout: 20_000 });
    await expect.poll(() => profile.getByLabel('Short bio').inputValue()).toBe(bio);
    await e2e.shot(page, 'accounts-profile-after-avatar.png');
    await context.close();
  });

  it("acme's header logo is its SVG, and a missing asset is a 404", async () => {
    const { context, page } = await e2e.open(e2e.at('/', 'acme.localhost'));
    const logo = page.locator('img.atlas-tenant-logo');
    await logo.waitFor({ timeout: 20_000 });
    const width = await logo.evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
          }),
    );
    expect(width).toBeGreaterThan(0);
    const answers = await page.evaluate(async () => {
      const logo = await fetch('/assets/acme-logo.svg');
      const missing = await fetch('/assets/no-such-logo.svg');
      return {
        logo: [logo.status, logo.headers.get('content-type'), (await logo.text()).slice(0, 4)],
        missing: [missing.status, missing.headers.get('content-type')],
      };
    });
    expect(answers.logo[0]).toBe(200);
    expect(answers.logo[1]).toMatch(/^image\/svg\+xml/);
    expect(answers.logo[2]).toBe('<svg');
    expect(answers.missing[0]).toBe(404);
    expect(answers.missing[1]).not.toMatch(/text\/html/);
    await e2e.shot(page, 'accounts-acme-logo.png', {
      clip: { x: 0, y: 0, width: 640, height: 80 },
    });
    await context.close();
  });
});
