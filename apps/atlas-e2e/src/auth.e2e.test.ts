// Sign-up, sign-in, reload, sign-out, a wrong password, profile editing and a forced-login tenant,
// in Chromium against the real API server and identity service.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';

const e2e = useAtlasHarness();

const at = (pathname: string, host?: string) => e2e.at(pathname, host);
const open = (url: string) => e2e.open(url);
const shot = (page: Page, name: string) => e2e.shot(page, name);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies.filter((c) => c.name.startsWith('unfurl-')).map((c) => [c.name, c]),
  );
}

describe('accounts in Chromium', () => {
  it('signs up, stays signed in across a reload, and signs out', async () => {
    // Landing with a tracker code: it is kept in unfurl-utm and sent as X-Tracker.
    const { context, page } = await open(at('/?utm_campaign=spring-launch'));
    const trackerHeaders: string[] = [];
    const trackingUpdates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/user/tracking-info')) trackingUpdates.push(request.method());
      const header = request.headers()['x-tracker'];
      if (header && request.url().includes('/v1/user')) trackerHeaders.push(header);
    });
    await page.getByTestId('sign-in-button').click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('123');
    await form.getByRole('button', { name: 'Create account' }).click();
    // The email and password rules of 2§5.
    await expect.poll(() => form.locator('.uk-field__error').count()).toBe(2);
    await shot(page, 'auth-sign-up-errors.png');
    const email = `grace.${Date.now()}@unfurl.example`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('compiler-1952');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-dialog').count()).toBe(0);

    // Token cookies: Secure, SameSite=Strict, path /, refresh for a year, id for ExpiresIn (R-025..R-028).
    const cookies = await tokenCookies(context);
    const nowSeconds = Date.now() / 1000;
    for (const name of ['unfurl-id-token', 'unfurl-access-token', 'unfurl-refresh-token']) {
      expect(cookies[name], name).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    }
    expect(cookies['unfurl-id-token']!.expires - nowSeconds).toBeGreaterThan(3500);
    expect(cookies['unfurl-id-token']!.expires - nowSeconds).toBeLessThan(3700);
    expect(cookies['unfurl-refresh-token']!.expires - nowSeconds).toBeGreaterThan(364 * 86400);
    expect(cookies['unfurl-utm']).toMatchObject({
      value: 'spring-launch',
      secure: true,
      sameSite: 'Strict',
    });
    expect(cookies['unfurl-utm']!.expires - nowSeconds).toBeGreaterThan(2629700);
    // The new profile (created under 5 minutes ago) sent the tracking update with the tracker.
    await expect.poll(() => trackingUpdates).toEqual(['PUT']);
    await expect.poll(() => trackerHeaders.length).toBeGreaterThan(0);
    expect(trackerHeaders[0]).toBe('spring-launch');

    // Reload: still signed in, from the cookies.
    await page.reload();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    await page.getByTestId('account-button').click();
    await expect
      .poll(() => page.locator('.account-menu__who').textContent())
      .toContain('Grace Hopper');
    await shot(page, 'auth-account-menu.png');

    // Sign out: tokens gone, the page reloads signed out.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('sign-out').click()]);
    await page.getByTestId('sign-in-button').waitFor({ timeout: 20_000 });
    const after = await tokenCookies(context);
    expect(Object.keys(after).filter((n) => n.endsWith('-token'))).toEqual([]);
    await context.close();
  });

  it('shows a clear message for a wrong password, then signs in with the right one', async () => {
    const { context, page } = await open(at('/'));
    await signIn(page, 'ada@unfurl.example', 'not-the-password');
    const error = page.getByTestId('account-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.textContent()).toBe('Incorrect email or password.');
    await shot(page, 'auth-wrong-password.png');
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-button').getAttribute('aria-label')).toBe(
      'Account: Ada Lovelace',
    );
    await context.close();
  });

  it('edits the profile: links are checked and normalised, an avatar is uploaded (R-045, R-046, R-049)', async () => {
    const { context, page } = await open(at('/account'));
    // Editing needs sign-in: the dialog opens with /account as the redirect.
    await page.getByTestId('sign-in-form').waitFor({ timeout: 20_000 });
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill('gerardus@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const profile = page.getByTestId('profile-page');
    await profile.getByLabel('Short bio').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/account');
    await profile.getByLabel('Short bio').fill('Cartographer of Flanders');
    await profile.getByLabel('Bluesky').fill('mercator.example.com');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(() => profile.locator('.uk-field__error').textContent())
      .toContain('.bsky.social');
    await profile.getByLabel('Bluesky').fill('mercator.bsky.social');
    await profile.getByLabel('Twitter / X').fill('@mercator');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '))
      .toContain('Profile saved');
    await page.reload();
    await profile.getByLabel('Twitter / X').waitFor({ timeout: 20_000 });
    expect(await profile.getByLabel('Twitter / X').inputValue()).toBe('https://x.com/mercator');
    expect(await profile.getByLabel('Short bio').inputValue()).toBe('Cartographer of Flanders');

    // A 1×1 PNG as the avatar: credentials, upload, then the path is saved.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const avatar = profile.locator('.account-profile__avatar img');
    await avatar.waitFor({ timeout: 20_000 });
    const loaded = await avatar.evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise((r) => (img.onload = () => r(img.naturalWidth))),
    );
    expect(loaded).toBe(1);
    await shot(page, 'auth-profile.png');
    await context.close();
  });

  it("shows each user's permission on the current site in the account menu (R-068..R-074)", async () => {
    const cases = [
      ['acme.localhost', 'viewer@acme.example', 'VIEW', 'You can view this site.'],
      ['acme.localhost', 'admin@acme.example', 'ADMIN', 'You can view, edit and manage this site.'],
      // On the main product host everyone signed in has Write, whatever their domains.
      ['localhost', 'admin@unfurl.example', 'WRITE', 'You can view and edit on this site.'],
    ] as const;
    for (const [host, email, label, summary] of cases) {
      const { context, page } = await open(at('/', host));
      await signIn(page, email, DEMO_PASSWORD);
      await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
      await page.getByTestId('account-button').click();
      const line = page.getByTestId('tenant-permission');
      await expect.poll(() => line.locator('strong').textContent(), { message: email }).toBe(label);
      expect(await line.locator('small').textContent()).toBe(summary);
      if (label === 'ADMIN') await shot(page, 'auth-permission-admin.png');
      await context.close();
    }
  });

  it('sends anonymous visitors of a forced-login tenant to sign in, then to ROUTE_AFTER_LOGIN (R-077, R-078)', async () => {
    const { context, page } = await open(at('/', 'members.localhost'));
    await page.waitForURL(/\/login/, { timeout: 20_000 });
    const dialog = page.getByTestId('account-dialog');
    await dialog.waitFor();
    // Forced: no close button, Escape does not close it.
    expect(await page.getByTestId('account-dialog-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(1);
    await shot(page, 'auth-forced-login.png');
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill('ada@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/maps', { timeout: 20_000 });
    expect(await page.getByTestId('account-dialog').count()).toBe(0);

    // A deep link keeps its target through the sign-in.
    const second = await open(at('/maps?pos=10,20,3', 'members.localhost'));
    await second.page.waitForURL(/\/login\?redirect=/, { timeout: 20_000 });
    expect(new URL(second.page.url()).searchParams.get('redirect')).toBe('/maps?pos=10,20,3');
    await second.context.close();
    await context.close();
  });

  it('asks anonymous visitors of /my-maps to sign in, then lists their maps with status (R-121, R-244)', async () => {
    const { context, page } = await open(at('/my-maps'));
    const panel = page.getByTestId('my-maps-panel');
    await panel.getByTestId('my-maps-sign-in').waitFor({ timeout: 20_000 });
    expect(await panel.getByTestId('listing-card').count()).toBe(0);
    expect(await page.locator('[data-drawer-mode]').getAttribute('data-drawer-mode')).toBe(
      'PROFILE_ALL_MAPS',
    );
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?redirect=/, { timeout: 20_000 });
    // Marie Tharp owns the demo raster samples and a share of the generated listings.
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill('marie@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    const mine = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/listings');
    await form.getByRole('button', { name: 'Sign in' }).click();
    expect((await mine).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/my-maps', { timeout: 20_000 });
    const cards = panel.getByTestId('listing-card');
    await cards.first().waitFor({ timeout: 20_000 });
    const total = Number((await panel.getByTestId('my-maps-total').textContent())?.slice(1, -1));
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(shown);
    // Every card has its processing and review status.
    expect(await panel.getByTestId('my-map-status').count()).toBe(shown);
    const processing = await panel
      .locator('[data-status]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    const review = await panel
      .locator('[data-review]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-review')));
    for (const s of processing)
      expect(['ready', 'processing', 'failed', 'pending-upload']).toContain(s);
    for (const r of review) expect(['PENDING', 'APPROVED', 'REJECTED']).toContain(r);
    await shot(page, 'my-maps.png');
    if (total > shown) {
      await panel.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(shown);
    }
    await context.close();
  });
});
