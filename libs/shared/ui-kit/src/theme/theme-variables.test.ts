import { describe, expect, it } from 'vitest';
import { themeCss, themeVariables } from './theme-variables';

describe('theme variables', () => {
  it('carries the layout constants of 1§9', () => {
    const vars = themeVariables();
    expect(vars['--uk-nav-bar']).toBe('70px');
    expect(vars['--uk-nav-drawer']).toBe('76px');
    expect(vars['--uk-side-drawer']).toBe('332px');
    expect(vars['--uk-side-drawer-expanded']).toBe('300px');
    expect(vars['--uk-radius']).toBe('6px');
    expect(vars['--uk-radius-large']).toBe('12px');
    expect([
      vars['--uk-font-sm'],
      vars['--uk-font-md'],
      vars['--uk-font-lg'],
      vars['--uk-font-xl'],
    ]).toEqual(['0.8rem', '1rem', '1.2rem', '1.5rem']);
    expect(vars['--uk-z-modal']).toBe('10000');
    expect(vars['--uk-z-toast']).toBe('10001');
    expect(vars['--uk-z-nav']).toBe('10025');
  });
  it('is a dark theme', () => {
    expect(themeVariables()['--uk-surface-raised']).toBe('#172234');
    expect(themeCss()).toContain('color-scheme: dark');
  });
});
