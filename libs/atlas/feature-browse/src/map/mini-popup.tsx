import { CATEGORY_LABELS, LISTING_TYPE } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { Chip } from '@unfurl/ui-kit';

const TYPE_LABELS: Partial<Record<Listing['listingType'], string>> = {
  [LISTING_TYPE.COG]: 'Imagery (COG)',
  [LISTING_TYPE.IMAGE]: 'Map image',
  [LISTING_TYPE.GIF]: 'GIF map',
  [LISTING_TYPE.LO_FI]: 'LoFi map',
};

/** The mini-popup over a hovered footprint: title, type and category; click to open. */
export function MiniPopup({
  listing,
  pixel,
}: {
  readonly listing: Listing;
  readonly pixel: readonly [number, number];
}) {
  const category = listing.categories[0];
  return (
    <div
      className="browse-popup"
      role="tooltip"
      data-testid="mini-popup"
      style={{ left: pixel[0], top: pixel[1] }}
    >
      <strong className="browse-popup__title">{listing.title}</strong>
      <span className="browse-popup__meta">
        {TYPE_LABELS[listing.listingType] ?? 'Map'}
        {category ? <Chip>{CATEGORY_LABELS[category]}</Chip> : null}
      </span>
      <span className="browse-popup__hint">Click to open</span>
    </div>
  );
}
