import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../layout/layout';
import { PRODUCT } from '../product/product';
import { SPLASH_TAGLINES, pickSplashTagline } from '../product/splash-taglines';
import { cookieNames } from './cookie-names';
import { LIMITS } from './limits';
import { LISTING_COUNT_FIGURE } from './listing-count';
import { isRecordingAllowed, monitoringRates } from './monitoring';

describe('constants', () => {
  it('has the limits of 1§9 (R-007, R-008, R-171, R-215, R-222, R-225, R-258..R-260, R-323, R-330, R-378, R-538)', () => {
    expect(LIMITS).toMatchObject({
      listingsMax: 250,
      defaultPageSize: 20,
      homeFeatured: 6,
      homeNew: 6,
      homeWorldwide: 25,
      nearbyDistance: 10000,
      loadingIndicatorMs: 500,
      toastMs: 5000,
      responseCacheMs: 300000,
      httpTimeoutMs: 0,
      notificationsPage: 6,
      followPage: 20,
      bookmarkFetch: 200,
      undoHistory: 50,
      containmentThreshold: 0.5,
      imageBoundsMetres: 300,
      userAgentMax: 500,
      customCookieSeconds: 2629800,
      refreshCookieSeconds: 31536000,
    });
  });

  it('has the layout numbers of 1§9 (R-182..R-189, R-375, R-376, R-539)', () => {
    expect(LAYOUT).toMatchObject({
      navBar: 70,
      navDrawer: 76,
      sideDrawer: 332,
      sideDrawerExpanded: 300,
      radius: 6,
      radiusLarge: 12,
      fontSizes: ['0.8rem', '1rem', '1.2rem', '1.5rem'],
      zIndex: { modal: 10000, toast: 10001, nav: 10025 },
      theme: 'dark',
    });
  });

  it('names the product, version (R-174), environment (R-175) and listing count (R-173)', () => {
    expect(PRODUCT).toEqual({
      name: 'Unfurl',
      slug: 'unfurl',
      version: '6.4.1',
      environment: 'production',
    });
    expect(LISTING_COUNT_FIGURE.lastUpdated).toBe('2025-08-07');
    expect(LISTING_COUNT_FIGURE.value).toBeCloseTo(1.04e6, -4);
  });

  it('names the cookies after the product (R-025..R-029)', () => {
    expect(cookieNames(PRODUCT.slug)).toEqual({
      idToken: 'unfurl-id-token',
      accessToken: 'unfurl-access-token',
      refreshToken: 'unfurl-refresh-token',
      tracker: 'unfurl-utm',
    });
  });

  it('samples monitoring by environment and skips local, headless and bot clients (R-540..R-543)', () => {
    expect(monitoringRates('production')).toEqual({
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.2,
      replaysOnErrorSampleRate: 0.5,
    });
    expect(monitoringRates('staging')).toEqual({
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.1,
    });
    expect(isRecordingAllowed('localhost', 'Mozilla/5.0')).toBe(false);
    expect(isRecordingAllowed('unfurl.example', 'Mozilla/5.0 HeadlessChrome/120')).toBe(false);
    expect(isRecordingAllowed('unfurl.example', 'Googlebot/2.1')).toBe(false);
    expect(isRecordingAllowed('unfurl.example', 'Mozilla/5.0 (X11) Firefox/130')).toBe(true);
  });

  it('has five splash taglines and picks one at random (R-155)', () => {
    expect(SPLASH_TAGLINES).toHaveLength(5);
    expect(new Set(SPLASH_TAGLINES).size).toBe(5);
    expect(pickSplashTagline(0)).toBe(SPLASH_TAGLINES[0]);
    expect(pickSplashTagline(0.999)).toBe(SPLASH_TAGLINES[4]);
    expect(pickSplashTagline(1)).toBe(SPLASH_TAGLINES[4]);
  });
});
