import { useEffect, useState } from 'react';
import type { GenerateImageBody } from '@unfurl/api-client';
import type { ThumbnailLoader } from './thumbnail-loader';

/** The thumbnail URL of a render body: undefined while loading, null when it failed. */
export function useThumbnail(
  loader: ThumbnailLoader,
  body: GenerateImageBody | null,
): string | null | undefined {
  const key = body ? JSON.stringify(body) : '';
  const [state, setState] = useState<{ key: string; url: string | null | undefined }>({
    key: '',
    url: undefined,
  });
  useEffect(() => {
    if (!body) return;
    let live = true;
    void loader.load(body).then((url) => {
      if (live) setState({ key, url });
    });
    return () => {
      live = false;
    };
  }, [loader, key]);
  return state.key === key ? state.url : undefined;
}
