import { MESSAGES } from '@unfurl/domain';

/** Why a search shows no days, as the search and the catalogue tell it. */
export type NoScenesCause =
  /** No scene of these satellites covers the area at any date. */
  | { readonly kind: 'outside-coverage' }
  /** Scenes cover the area, none in the dates; `newestDay` is the newest there (any date). */
  | { readonly kind: 'no-scenes-in-dates'; readonly newestDay: string | null }
  /** Scenes in the dates, all over the cloud limit. */
  | { readonly kind: 'too-cloudy'; readonly scenes: number; readonly maxCloudCover: number };

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The message of a search without days, naming the real cause (issue 11). Outside coverage keeps
 * the spec's text (R-428: 'No data available. Please select a different area.'); the other causes
 * start with 'No data available' and say what to change instead of blaming the area.
 */
export function noScenesMessage(cause: NoScenesCause, startDay: string, endDay: string): string {
  switch (cause.kind) {
    case 'outside-coverage':
      return MESSAGES.noData;
    case 'no-scenes-in-dates': {
      const range = `No data available: no scenes over this area from ${longDay(startDay)} to ${longDay(endDay)}.`;
      return cause.newestDay
        ? `${range} The newest scene here is from ${longDay(cause.newestDay)}: change the dates.`
        : `${range} Please change the dates.`;
    }
    case 'too-cloudy': {
      const all = cause.scenes === 1 ? 'the only scene' : `all ${cause.scenes} scenes`;
      return `No data available: ${all} in these dates ${cause.scenes === 1 ? 'has' : 'have'} more than ${cause.maxCloudCover}% cloud cover. Raise the maximum cloud cover.`;
    }
    default: {
      const unhandled: never = cause;
      throw new Error(`Unhandled cause: ${JSON.stringify(unhandled)}`);
    }
  }
}
