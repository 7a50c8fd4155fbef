import { useMemo } from 'react';
import { useAtlasServices } from '../services/services-context';
import { createAtlasAnalytics } from './analytics-events';
import type { AtlasAnalytics } from './analytics-events';

/** The atlas's analytics calls (listing views, imagery events) over the page's services. */
export function useAtlasAnalytics(): AtlasAnalytics {
  const { client, account } = useAtlasServices();
  return useMemo(() => createAtlasAnalytics({ client, account }), [client, account]);
}
