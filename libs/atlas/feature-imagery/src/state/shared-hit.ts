import type { SearchHit, ShortLinkRecord } from '@unfurl/domain';

/**
 * The scene a share link shows (2§4, R-468): the hit taken at the record's date, on the record's
 * satellite when several were taken at that moment. Undefined when none was (the caller then
 * falls back to the day's newest scene).
 */
export function sharedHit<T extends Pick<SearchHit, 'datetime' | 'satellite'>>(
  hits: readonly T[],
  record: Pick<ShortLinkRecord, 'date' | 'satellite'>,
): T | undefined {
  const time = Date.parse(record.date);
  if (Number.isNaN(time)) return undefined;
  const atTime = hits.filter((hit) => Date.parse(hit.datetime) === time);
  return atTime.find((hit) => hit.satellite === record.satellite) ?? atTime[0];
}
