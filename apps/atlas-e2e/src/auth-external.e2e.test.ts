// Sign-in paths that leave the atlas, in Chromium: "Continue with Google" against a local OpenID
// Connect provider through /identity/oauth2 and back to /auth/callback, and a
// forgotten password whose code arrives by email over SMTP, and an unconfirmed
// account confirmed at sign-in with its emailed code.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';
import { freePort } from './server';
import { startIdentityFixtures, type IdentityFixtures } from './identity-fixtures';

let fixtures: IdentityFixtures | undefined;

const e2e = useAtlasHarness({
  async before() {
    const port = await freePort();
    fixtures = await startIdentityFixtures(`http://localhost:${port}/identity/oauth2/idpresponse`, {
      'ada-at-google': { email: 'ada@unfurl.example', email_verified: true, name: 'Ada L.' },
    });
    const { google } = fixtures;
    return {
      port,
      env: {
        IDENTITY_ISSUER: `http://localhost:${port}/identity`,
        OIDC_GOOGLE_ISSUER: google.issuer,
        OIDC_GOOGLE_CLIENT_ID: google.clientId,
        OIDC_GOOGLE_CLIENT_SECRET: google.clientSecret,
        SMTP_URL: fixtures.smtpUrl,
        SMTP_FROM: 'Unfurl <no-reply@unfurl.example>',
      },
    };
  },
  after: () => fixtures?.stop(),
});

describe('sign-in beyond the password form, in Chromium', () => {
  it('shows only the configured provider and signs in with Google, linked by verified email', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/, (route) =>
      route.abort(),
    );
    await page.goto(`http://localhost:${e2e.server.port}/account`);
    const social = page.getByTestId('social-buttons');
    await social.waitFor({ timeout: 20_000 });
    expect(await social.getByRole('button').allTextContents()).toEqual(['GContinue with Google']);
    writeFileSync(path.join(RESULTS, 'auth-social-buttons.png'), await page.screenshot());

    await social.getByRole('button', { name: /Google/ }).click();
    // The provider's development login page, then its consent page.
    await page.waitForURL((url) => url.origin === fixtures!.google.issuer, { timeout: 20_000 });
    await page.locator('input[name="login"]').fill('ada-at-google');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').first().click();
    await page.locator('button[type="submit"]').first().click();

    // Back through /auth/callback to the redirect given when the dialog opened (/account).
    await page.waitForURL(
      (url) => url.pathname === '/account' && url.port === String(e2e.server.port),
      {
        timeout: 30_000,
      },
    );
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-button').getAttribute('aria-label')).toBe(
      'Account: Ada Lovelace',
    );
    const names = (await context.cookies()).map((c) => c.name).sort();
    expect(names).toEqual(
      expect.arrayContaining(['unfurl-access-token', 'unfurl-id-token', 'unfurl-refresh-token']),
    );
    await context.close();
  });

  it('resets a forgotten password with the emailed code and signs in with the new one', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/, (route) =>
      route.abort(),
    );
    await page.goto(`http://localhost:${e2e.server.port}/`);
    await page.getByTestId('sign-in-button').click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByTestId('forgot-form');
    await form.getByLabel('Email').fill('alex@unfurl.example');
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByLabel('Code').waitFor({ timeout: 20_000 });
    const mail = await fixtures!.waitForMail('alex@unfurl.example');
    const code = /reset code is (\d{6})/.exec(mail.raw)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // A wrong code first: the identity error reads clearly.
    const wrong = code === '000000' ? '111111' : '000000';
    await form.getByLabel('Code').fill(wrong);
    await form.getByLabel('New password').fill('mercator-1569');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('account-error').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-error').textContent()).toBe(
      'That code is not right. Check the code in the email and try again.',
    );
    writeFileSync(path.join(RESULTS, 'auth-reset-code.png'), await page.screenshot());
    await form.getByLabel('Code').fill(code);
    await form.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-button').getAttribute('aria-label')).toBe(
      'Account: Alexander',
    );
    await context.close();
  });

  it('an account signed up but not confirmed asks for the emailed code at sign-in, then signs in', async () => {
    const email = `grace.${Date.now()}@unfurl.example`;
    // Signed up through the Cognito API (as another client would), never confirmed.
    const signUp = await fetch(`http://localhost:${e2e.server.port}/identity/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({
        ClientId: 'unfurl-web',
        Username: email,
        Password: 'compiler-1952',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Grace' },
        ],
      }),
    });
    expect(signUp.status).toBe(200);
    const { context, page } = await e2e.open(`http://localhost:${e2e.server.port}/`);
    await page.getByTestId('sign-in-button').click();
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('compiler-1952');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const step = page.getByTestId('confirm-sign-up-form');
    await step.waitFor({ timeout: 20_000 });
    expect(await step.textContent()).toContain(`We sent a code to ${email}.`);
    const mail = await fixtures!.waitForMail(email);
    const code = /verification code is (\d{6})/.exec(mail.raw)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await step.getByLabel('Code').fill(code);
    await step.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-button').getAttribute('aria-label')).toBe(
      'Account: Grace',
    );
    await context.close();
  });
});
