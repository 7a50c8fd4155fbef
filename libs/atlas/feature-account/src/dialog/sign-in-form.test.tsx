// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiClient, makeMyProfile } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { AtlasServices } from '@unfurl/atlas-feature-shell';
import type { CookieJar } from '@unfurl/auth';
import { SignInForm } from './sign-in-form';

afterEach(cleanup);

const CODE = '123456';

/** The identity service behind `fetch`: one account, unconfirmed until ConfirmSignUp. */
function identityService() {
  const calls: { action: string; body: Record<string, unknown> }[] = [];
  let confirmed = false;
  const cognito = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
    });
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/oauth2/providers')) return cognito(200, { providers: [] });
    const action = new Headers(init?.headers).get('X-Amz-Target')?.split('.').pop() ?? '';
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ action, body });
    switch (action) {
      case 'InitiateAuth':
        return confirmed
          ? cognito(200, {
              AuthenticationResult: { IdToken: 'id', AccessToken: 'ac', ExpiresIn: 3600 },
            })
          : cognito(400, { __type: 'UserNotConfirmedException', message: 'not confirmed' });
      case 'ConfirmSignUp':
        if (body['ConfirmationCode'] !== CODE) {
          return cognito(400, { __type: 'CodeMismatchException', message: 'Invalid code' });
        }
        confirmed = true;
        return cognito(200, {});
      case 'ResendConfirmationCode':
        return cognito(200, { CodeDeliveryDetails: {} });
      default:
        return cognito(400, { __type: 'UnknownOperationException', message: action });
    }
  });
  return { calls, fetchFn };
}

function servicesFor(): AtlasServices {
  const jar = new Map<string, string>();
  const cookieJar: CookieJar = {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
  const me = async () => makeMyProfile({ userId: 'u-ada', firstName: 'Ada' });
  return createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    identityEndpoint: 'http://identity.test/identity',
    client: createFakeApiClient({ overrides: { user: { me } } }),
    cookieJar,
    reload: () => undefined,
  });
}

function type(view: ReturnType<typeof render>, label: string, value: string) {
  fireEvent.change(view.getByLabelText(label), { target: { value } });
}

describe('<SignInForm> with an unconfirmed account', () => {
  let service: ReturnType<typeof identityService>;
  beforeEach(() => {
    service = identityService();
    vi.stubGlobal('fetch', service.fetchFn);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the emailed code, resends it, confirms and signs in (UserNotConfirmed)', async () => {
    const services = servicesFor();
    const view = render(
      <AtlasServicesProvider services={services}>
        <MemoryRouter>
          <SignInForm />
        </MemoryRouter>
      </AtlasServicesProvider>,
    );
    type(view, 'Email', ' ada@unfurl.example ');
    type(view, 'Password', 'right-password');
    fireEvent.submit(view.getByTestId('sign-in-form'));
    const step = await view.findByTestId('confirm-sign-up-form');
    expect(step.textContent).toContain('We sent a code to ada@unfurl.example.');

    fireEvent.click(view.getByText('Send a new code'));
    await view.findByText('We sent a new code to ada@unfurl.example.');

    type(view, 'Code', '000000');
    fireEvent.submit(step);
    expect((await view.findByTestId('account-error')).textContent).toBe(
      'That code is not right. Check the code in the email and try again.',
    );
    expect(services.account.getState().loggedIn).toBe(false);

    type(view, 'Code', ` ${CODE} `);
    fireEvent.submit(step);
    await vi.waitFor(() => expect(services.account.getState().loggedIn).toBe(true));
    expect(service.calls.map((c) => c.action)).toEqual([
      'InitiateAuth',
      'ResendConfirmationCode',
      'ConfirmSignUp',
      'ConfirmSignUp',
      'InitiateAuth',
    ]);
    expect(service.calls[1]?.body).toMatchObject({ Username: 'ada@unfurl.example' });
    expect(service.calls[3]?.body).toMatchObject({
      Username: 'ada@unfurl.example',
      ConfirmationCode: CODE,
    });
  });

  it('Back to sign in returns to the sign-in form', async () => {
    const view = render(
      <AtlasServicesProvider services={servicesFor()}>
        <MemoryRouter>
          <SignInForm />
        </MemoryRouter>
      </AtlasServicesProvider>,
    );
    type(view, 'Email', 'ada@unfurl.example');
    type(view, 'Password', 'right-password');
    fireEvent.submit(view.getByTestId('sign-in-form'));
    await view.findByTestId('confirm-sign-up-form');
    fireEvent.click(view.getByText('Back to sign in'));
    expect(view.getByTestId('sign-in-form')).toBeTruthy();
    expect(service.calls.map((c) => c.action)).toEqual(['InitiateAuth']);
  });
});
