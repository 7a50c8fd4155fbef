/** Error-reporting and performance sampling rates (1§9, 2§9). */
export const MONITORING = {
  tracesSampleRate: 0.25,
  replaysSessionSampleRate: { production: 0.2, other: 0 },
  replaysOnErrorSampleRate: { production: 0.5, other: 0.1 },
} as const;

/** The three rates for one environment. */
export interface MonitoringRates {
  readonly tracesSampleRate: number;
  readonly replaysSessionSampleRate: number;
  readonly replaysOnErrorSampleRate: number;
}

/** Rates for an environment name ('production' gets the production rates). */
export function monitoringRates(environment: string): MonitoringRates {
  const key = environment === 'production' ? 'production' : 'other';
  return {
    tracesSampleRate: MONITORING.tracesSampleRate,
    replaysSessionSampleRate: MONITORING.replaysSessionSampleRate[key],
    replaysOnErrorSampleRate: MONITORING.replaysOnErrorSampleRate[key],
  };
}

const NO_RECORDING_AGENT = /HeadlessChrome|Prerender|bot\b|crawler|spider|Lighthouse/i;

/**
 * Recording is off for localhost, prerender, headless and bot clients (1§9). Takes the host name
 * and user agent so the rule stays free of browser globals.
 */
export function isRecordingAllowed(hostname: string, userAgent: string): boolean {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')) {
    return false;
  }
  return !NO_RECORDING_AGENT.test(userAgent);
}
