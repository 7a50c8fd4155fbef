// The notification bell in Chromium against the real API server: the owner of a map is signed in
// in one browser context; someone else likes and comments on the map through the API; the bell's
// unread count rises live (server-sent events, no reload), the panel lists both newest first,
// and a click marks one read (R-326..R-330).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';

const e2e = useAtlasHarness();

/** The demo people of the main site by id (libs/api/demo-seed/src/demo-people.ts). */
const MAIN_PEOPLE: Readonly<Record<string, string>> = Object.fromEntries(
  ['ada', 'gerardus', 'marie', 'alex', 'mapper', 'admin'].map((name, i) => [
    `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    `${name}@unfurl.example`,
  ]),
);

const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost:${e2e.server.port}${path}`, init);

/** An id token of a demo user, from the identity endpoint. */
async function tokenOf(email: string): Promise<string> {
  const response = await api('/identity', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult: { IdToken: string } };
  return body.AuthenticationResult.IdToken;
}

async function signedIn(email: string): Promise<Page> {
  const { page } = await e2e.open(e2e.at('/'));
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await form.waitFor({ state: 'detached', timeout: 45_000 });
  await page.getByTestId('notification-bell').waitFor({ timeout: 45_000 });
  return page;
}

describe('the notification bell in Chromium', () => {
  it('counts and lists live notifications and marks them read', async () => {
    const liker = 'ada@unfurl.example';
    const likerToken = await tokenOf(liker);
    // A public map of the main site not owned by the liker, and its owner.
    const response = await api('/v1/listings?limit=20');
    const { listings } = (await response.json()) as {
      listings: { id: number; title: string; userId: string }[];
    };
    const map = listings.find(
      (l) =>
        MAIN_PEOPLE[l.userId.toLowerCase()] !== undefined &&
        MAIN_PEOPLE[l.userId.toLowerCase()] !== liker,
    );
    expect(map).toBeDefined();
    const ownerEmail = MAIN_PEOPLE[map!.userId.toLowerCase()]!;
    const page = await signedIn(ownerEmail);
    const before = Number(
      (await page
        .getByTestId('notification-unread')
        .textContent({ timeout: 1000 })
        .catch(() => '0')) ?? 0,
    );

    const headers = { authorization: `Bearer ${likerToken}`, 'content-type': 'application/json' };
    const liked = await api(`/v1/listings/${map!.id}/likes`, {
      method: 'PUT',
      headers: { authorization: headers.authorization },
    });
    expect(liked.status).toBe(200);
    const commented = await api('/v1/comments', {
      method: 'POST',
      headers,
      body: JSON.stringify({ listingId: map!.id, text: 'What a view' }),
    });
    expect(commented.status).toBe(201);
    await page
      .getByTestId('notification-unread')
      .filter({ hasText: String(before + 2) })
      .waitFor({ timeout: 15_000 });

    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-item');
    await items.first().waitFor();
    expect(await items.nth(0).textContent()).toContain(`Ada Lovelace commented on “${map!.title}”`);
    expect(await items.nth(1).textContent()).toContain(`Ada Lovelace liked “${map!.title}”`);
    expect(await items.count()).toBeLessThanOrEqual(6);
    await e2e.shot(page, 'notifications-panel.png');

    await items.nth(0).click();
    await page
      .getByTestId('notification-unread')
      .filter({ hasText: String(before + 1) })
      .waitFor();
    expect(await items.nth(0).getAttribute('data-read')).toBe('true');
  });
});
