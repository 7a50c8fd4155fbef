// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SPLASH_TAGLINES } from '@unfurl/domain';
import { Splash } from './splash';

afterEach(cleanup);

describe('<Splash>', () => {
  it('shows the logo and one of the five taglines', () => {
    const view = render(<Splash />);
    const text = view.getByTestId('splash').textContent ?? '';
    expect(view.getByRole('img', { name: /logo/ })).toBeTruthy();
    expect(SPLASH_TAGLINES.filter((t) => text.includes(t))).toHaveLength(1);
  });
  it('shows a tenant logo when given', () => {
    const view = render(<Splash tagline="x" logoUrl="/logo.png" />);
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
  });
});
