import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { carryMapQuery } from '../url/map-url';

/** Navigates to a path carrying `pos` and `basemap` along. */
export function useCarryNavigate(): (
  to: string,
  options?: { replace?: boolean; state?: unknown },
) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to, options) => void navigate(carryMapQuery(search, to), options),
    [navigate, search],
  );
}
