import { useEffect, useMemo, useState } from 'react';
import type { ListingsPage } from '@unfurl/api-client';
import { useAtlasServices, useCarryNavigate } from '@unfurl/atlas-feature-shell';
import { toListingView } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { Button, ListingCard, Spinner } from '@unfurl/ui-kit';
import type { ListingCardData } from '@unfurl/ui-kit';

/** Maps a profile shows per page. */
export const USER_MAPS_PAGE = 12;

function cardOf(listing: Listing, nowSeconds: number): ListingCardData {
  const view = toListingView(listing, { nowSeconds });
  return {
    id: listing.id,
    title: listing.title,
    tags: listing.tags,
    dateUploaded: view.dateUploaded,
    totalLikes: listing.totalLikes,
    totalComments: listing.totalComments,
    previewUrl: listing.previewUrl,
  };
}

/**
 * A user's maps on their profile: the listings this site shows of them (`GET /v1/listings` with
 * `userId`), 12 a page with previous and next, each opening its map.
 */
export function UserMaps({ userId }: { readonly userId: string }) {
  const { client } = useAtlasServices();
  const go = useCarryNavigate();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<ListingsPage | null | undefined>(undefined);
  const nowSeconds = useMemo(() => Math.floor(Date.now() / 1000), []);

  useEffect(() => setOffset(0), [userId]);
  useEffect(() => {
    let live = true;
    setPage(undefined);
    client.listings.list({ userId, limit: USER_MAPS_PAGE, offset }).then(
      (answer) => live && setPage(answer),
      () => live && setPage(null),
    );
    return () => {
      live = false;
    };
  }, [client, userId, offset]);

  const total = page?.total ?? 0;
  return (
    <section className="account-user-maps" data-testid="user-maps" aria-label="Maps">
      <h3 className="account-page__subtitle">Maps{page ? ` (${total})` : ''}</h3>
      {page === undefined ? <Spinner /> : null}
      {page === null ? <p className="account-page__text">Failed to load the maps.</p> : null}
      {page && page.listings.length === 0 ? (
        <p className="account-page__text">No maps yet.</p>
      ) : null}
      {page && page.listings.length > 0 ? (
        <ul className="account-user-maps__list">
          {page.listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={cardOf(listing, nowSeconds)}
                onOpen={() => go(`/maps/${encodeURIComponent(listing.seoTitle)}`)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {total > USER_MAPS_PAGE ? (
        <div className="account-follows__pager">
          <Button
            variant="ghost"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - USER_MAPS_PAGE))}
          >
            Previous
          </Button>
          <Button
            variant="ghost"
            disabled={offset + USER_MAPS_PAGE >= total}
            onClick={() => setOffset(offset + USER_MAPS_PAGE)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}
