// Points per event (ADR 0014): the one table of what earns points, and once per what.

/** The three event kinds, one per route (2§7). */
export const EVENT_KIND = {
  imagery: 'IMAGERY',
  listing: 'LISTING',
  generic: 'GENERIC',
} as const;

/** One event kind. */
export type EventKind = (typeof EVENT_KIND)[keyof typeof EVENT_KIND];

/**
 * Points per kind and action (actions compared in upper case). An action not listed is recorded
 * and earns nothing; generic events never earn. Each scoring event earns once per user, event key
 * and UTC day ({@link eventKey}).
 */
export const POINTS_TABLE = {
  IMAGERY: { VIEW: 1, DOWNLOAD: 2, SHARE: 2 },
  LISTING: { VIEW: 1, DOWNLOAD: 2, SHARE: 2 },
  GENERIC: {},
} as const satisfies Readonly<Record<EventKind, Readonly<Record<string, number>>>>;

/** The most points one user can earn on one UTC day, however many events. */
export const DAILY_POINTS_CAP = 100;

/** The listing action that counts toward `listings.total_views` (popularity). */
export const LISTING_VIEW_ACTION = 'VIEW';

/** Points of an action of a kind (0 when the table does not list it). */
export function pointsOf(kind: EventKind, action: string): number {
  const row: Readonly<Record<string, number>> = POINTS_TABLE[kind];
  return row[action.toUpperCase()] ?? 0;
}

/** What identifies an event for the once-per-day rule; undefined: it never earns or counts. */
export type EventTarget =
  | {
      readonly kind: 'IMAGERY';
      readonly provider: string;
      readonly product: string;
      /** No scene id: the event earns nothing (nothing to count once). */
      readonly sceneId: string | undefined;
    }
  | { readonly kind: 'LISTING'; readonly listingId: number }
  | { readonly kind: 'GENERIC' };

/**
 * The key of the once-per-day rule: `LISTING:VIEW:42`, `IMAGERY:DOWNLOAD:SENTINEL:NDVI:S2A_...`.
 * Undefined for events that neither earn nor count (generic events, unknown actions).
 */
export function eventKey(target: EventTarget, action: string): string | undefined {
  const upper = action.toUpperCase();
  if (pointsOf(target.kind, upper) === 0) return undefined;
  switch (target.kind) {
    case 'IMAGERY':
      if (!target.sceneId) return undefined;
      return `IMAGERY:${upper}:${target.provider}:${target.product}:${target.sceneId}`;
    case 'LISTING':
      return `LISTING:${upper}:${target.listingId}`;
    case 'GENERIC':
      return undefined;
    default: {
      const unhandled: never = target;
      throw new Error(`Unhandled event target ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The UTC day of an instant, `YYYY-MM-DD` (the period of the once-per-day rule and the cap). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
