import { useState } from 'react';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { Button } from '@unfurl/ui-kit';

/**
 * "Download GeoJSON": the thread's annotations as one GeoJSON file (the API's export, fetched
 * with the reader's tenant and sign-in, so private maps' threads download too).
 */
export function ThreadGeojsonDownload({ listingId }: { readonly listingId: number }) {
  const { client, toasts } = useAtlasServices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const collection = await client.comments.geojson(listingId);
      const blob = new Blob([JSON.stringify(collection, null, 2)], {
        type: 'application/geo+json',
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `listing-${listingId}-comments.geojson`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toasts.getState().error('Failed to download the comments');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="ghost"
      className="comments__download"
      data-testid="comment-geojson"
      disabled={busy}
      onClick={() => void download()}
    >
      Download GeoJSON
    </Button>
  );
}
