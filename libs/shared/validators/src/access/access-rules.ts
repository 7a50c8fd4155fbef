import { PERMISSION_LEVEL } from '@unfurl/domain';
import type { PermissionLevel } from '@unfurl/domain';

/** What the subdomain-data rule looks at. */
export interface SubdomainDataContext {
  readonly loggedIn: boolean;
  readonly permission: PermissionLevel;
  /** True in the satellite-only product variant. */
  readonly isSatelliteOnly: boolean;
}

/**
 * Subdomain data (domain users, listings, info) is asked for only by a logged-in user whose
 * permission is not None, outside the satellite-only variant (1§5, ruling 4).
 */
export function canRequestSubdomainData(context: SubdomainDataContext): boolean {
  return (
    context.loggedIn && context.permission !== PERMISSION_LEVEL.None && !context.isSatelliteOnly
  );
}

/** Likes and bookmark lists are empty when not logged in and the profile is not loading (1§5). */
export function userListsAreEmpty(context: {
  readonly loggedIn: boolean;
  readonly profileLoading: boolean;
}): boolean {
  return !context.loggedIn && !context.profileLoading;
}

/** Query of the draw project search. */
export interface DrawProjectSearch {
  readonly limit: number;
  readonly offset: number;
  readonly keywords?: string | null | undefined;
  /** Area of interest, WKT. */
  readonly aoi?: string | null | undefined;
}

/** Search parameters with keywords and aoi only when present (1§5). */
export function drawProjectSearchParams(
  search: DrawProjectSearch,
): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: search.limit, offset: search.offset };
  const keywords = search.keywords?.trim();
  if (keywords) params['keywords'] = keywords;
  const aoi = search.aoi?.trim();
  if (aoi) params['aoi'] = aoi;
  return params;
}
