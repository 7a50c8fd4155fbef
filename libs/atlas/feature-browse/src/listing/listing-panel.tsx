import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import {
  listingAddress,
  previewImageUrl,
  useAtlasAnalytics,
  useAtlasServices,
  useListingLayer,
} from '@unfurl/atlas-feature-shell';
import { CATEGORY_LABELS, slugToId, toListingView } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { MAP_DELETED_MESSAGE, MAP_UNAVAILABLE_MESSAGE } from '@unfurl/stores';
import { Button, Chip, Spinner } from '@unfurl/ui-kit';
import { listingCardData } from '../cards/listing-card-data';
import { pictureNote } from './picture-note';
import { ListingActions } from './listing-actions';
import { OwnerActions } from './owner-actions';
import { ListingReactions } from '../social/listing-reactions';
import { CommentThread } from '../comments/comment-thread';

/**
 * A single map (/maps/{seoTitle}, R-118): fetches the listing by the slug's id, fits the map to
 * it, replaces the address with /maps/{seoTitle} keeping the query and shows its details.
 */
export function ListingPanel() {
  const { seoTitle = '' } = useParams();
  const { listings, toasts } = useAtlasServices();
  const map = useAtlasMap();
  const navigate = useNavigate();
  const location = useLocation();
  const openMap = useStore(listings, (s) => s.openMap);
  const id = slugToId(seoTitle);

  useEffect(() => {
    if (id === undefined) {
      toasts.getState().error(MAP_UNAVAILABLE_MESSAGE);
      return;
    }
    void listings.getState().openListing(id);
  }, [id, listings, toasts]);

  const listing = openMap.id === id ? openMap.listing : undefined;
  // Opening a listing page is a VIEW (2§7): counts toward its popularity, then the points refresh.
  const analytics = useAtlasAnalytics();
  const viewedId = listing?.id;
  const viewedType = listing?.listingType;
  useEffect(() => {
    if (viewedId !== undefined && viewedType)
      analytics.listingView({ id: viewedId, listingType: viewedType });
  }, [analytics, viewedId, viewedType]);
  const view = useMemo(() => (listing ? toListingView(listing) : undefined), [listing]);
  const [opacity, setOpacity] = useState(1);
  useListingLayer(listing, view?.boundingBox, opacity);

  useEffect(() => {
    if (!listing) return;
    const wanted = listingAddress(listing.seoTitle, location.search);
    if (`${location.pathname}${location.search}` !== wanted) {
      void navigate(wanted, { replace: true, state: location.state });
    }
  }, [listing, location, navigate]);

  useEffect(() => {
    if (!map || !view) return;
    map.setSelectedListing(view.id);
    const box = view.boundingBox;
    const bounds = box && { west: box[0], south: box[1], east: box[2], north: box[3] };
    if (bounds) map.fitTo(bounds, { maxZoom: 13 });
    return () => map.setSelectedListing(null);
  }, [map, view]);

  if (id === undefined || (openMap.id === id && openMap.error)) {
    return (
      <section className="atlas-panel" data-testid="listing-error">
        <h2 className="atlas-panel__title">Map unavailable</h2>
        <p className="atlas-muted">{openMap.error ?? MAP_UNAVAILABLE_MESSAGE}</p>
        {id !== undefined && openMap.error !== MAP_DELETED_MESSAGE ? (
          // A map that failed to load (the server or the network, for a moment) can be asked again.
          <Button
            data-testid="listing-retry"
            onClick={() => void listings.getState().openListing(id)}
          >
            Try again
          </Button>
        ) : null}
        <Button onClick={() => void navigate(`/maps${location.search}`)}>Browse maps</Button>
      </section>
    );
  }
  if (!listing || !view) {
    return (
      <section className="atlas-panel" aria-busy="true">
        <Spinner />
      </section>
    );
  }
  const card = listingCardData(listing, Math.floor(Date.now() / 1000));
  return (
    <article className="atlas-panel" data-testid="listing-detail" data-listing-id={listing.id}>
      <Button
        variant="ghost"
        className="browse-back"
        onClick={() => void navigate(`/maps${location.search}`)}
      >
        ← Maps
      </Button>
      {listing.previewUrl ? (
        <img
          className="browse-detail__preview"
          src={previewImageUrl(listing.previewUrl, 'medium')}
          alt=""
        />
      ) : null}
      {pictureNote(listing) ? (
        <p className="browse-detail__note" data-testid="listing-picture-note">
          {pictureNote(listing)}
        </p>
      ) : null}
      <h2 className="atlas-panel__title">{listing.title}</h2>
      <p className="browse-detail__tags" data-testid="listing-tags">
        {view.tagLabels.join(' ')}
      </p>

      <div className="browse-detail__meta">
        <time dateTime={view.dateUploaded.toISOString()}>
          Uploaded {view.dateUploaded.toLocaleDateString('en-GB', { timeZone: 'UTC' })}
        </time>
        {listing.categories.length > 0 ? (
          <span className="browse-detail__meta" data-testid="listing-categories">
            {listing.categories.map((category) => (
              <Chip key={category}>{CATEGORY_LABELS[category] ?? category}</Chip>
            ))}
          </span>
        ) : null}
        {card.frequency ? <Chip tone="accent">{card.frequency}</Chip> : null}
      </div>
      {listing.userName ? (
        <div className="browse-detail__meta">
          <span>by {listing.userName}</span>
        </div>
      ) : null}
      <ListingReactions key={`reactions-${listing.id}`} listing={listing} />
      <label className="browse-detail__opacity">
        Opacity {Math.round(opacity * 100)}%
        <input
          type="range"
          data-testid="listing-opacity"
          min={0}
          max={100}
          value={Math.round(opacity * 100)}
          onChange={(event) => setOpacity(Number(event.target.value) / 100)}
        />
      </label>
      {listing.description ? (
        <p className="browse-detail__description">{listing.description}</p>
      ) : null}
      <OwnerActions key={listing.id} listing={listing} />
      <ListingActions listingId={listing.id} />
      <CommentThread key={`comments-${listing.id}`} listing={listing} />
    </article>
  );
}
