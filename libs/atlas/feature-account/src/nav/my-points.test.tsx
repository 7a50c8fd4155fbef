// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import { MyPoints, pointsLabel } from './my-points';

afterEach(cleanup);

describe('<MyPoints> (R-040, R-344)', () => {
  it('labels one point and many points', () => {
    expect(pointsLabel(0)).toBe('0 points');
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(1234)).toBe('1,234 points');
  });

  it('shows myPoints of the account state and follows its changes', () => {
    const services = createAtlasServices({
      hostname: 'localhost',
      apiBase: '/',
      search: '',
      client: createFakeApiClient(),
      cookieJar: { get: () => undefined, set: () => undefined, remove: () => undefined },
    });
    const view = render(
      <AtlasServicesProvider services={services}>
        <MyPoints />
      </AtlasServicesProvider>,
    );
    expect(view.getByTestId('my-points').textContent).toBe('0 points');
    act(() => services.account.getState().setMyPoints(12));
    expect(view.getByTestId('my-points').textContent).toBe('12 points');
  });
});
