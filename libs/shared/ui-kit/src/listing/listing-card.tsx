import { Icon } from '../brand/icon';
import { Chip } from '../controls/chip';
import { abbreviateNumber } from '@unfurl/domain';

/** What a listing card shows (a listing view, 1§3). */
export interface ListingCardData {
  readonly id: number;
  readonly title: string;
  readonly tags: readonly string[];
  readonly dateUploaded: Date;
  /** Category chip label. */
  readonly chip?: string | null;
  /** Update-frequency chip label (Featured, New, Daily ...). */
  readonly frequency?: string | null;
  readonly totalLikes: number;
  readonly totalComments: number;
  readonly previewUrl?: string | null;
}

/** Props of <ListingCard>. */
export interface ListingCardProps {
  readonly listing: ListingCardData;
  readonly onOpen?: (id: number) => void;
  readonly onHover?: (id: number | null) => void;
  readonly selected?: boolean;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A listing in a list: preview, title, '#tags', date uploaded, category chip, counts. */
export function ListingCard({ listing, onOpen, onHover, selected }: ListingCardProps) {
  return (
    <article
      className={`uk-listing-card ${selected ? 'uk-listing-card--selected' : ''}`}
      data-testid="listing-card"
      data-listing-id={listing.id}
      onMouseEnter={() => onHover?.(listing.id)}
      onMouseLeave={() => onHover?.(null)}
    >
      <button type="button" className="uk-listing-card__open" onClick={() => onOpen?.(listing.id)}>
        {listing.previewUrl ? (
          <img
            className="uk-listing-card__preview"
            src={listing.previewUrl}
            alt=""
            loading="lazy"
          />
        ) : (
          <span
            className="uk-listing-card__preview uk-listing-card__preview--empty"
            aria-hidden="true"
          >
            <Icon name="map" size={26} />
          </span>
        )}
        <span className="uk-listing-card__body">
          <span className="uk-listing-card__title">{listing.title}</span>
          <span className="uk-listing-card__tags">
            {listing.tags.map((tag) => `#${tag}`).join(' ')}
          </span>
          <span className="uk-listing-card__meta">
            <time dateTime={listing.dateUploaded.toISOString()}>
              {DATE.format(listing.dateUploaded)}
            </time>
            {listing.chip ? <Chip>{listing.chip}</Chip> : null}
            {listing.frequency ? <Chip tone="accent">{listing.frequency}</Chip> : null}
          </span>
          <span className="uk-listing-card__counts">
            <span aria-label={`${listing.totalLikes} likes`}>
              <Icon name="heart" size={13} /> {abbreviateNumber(listing.totalLikes)}
            </span>
            <span aria-label={`${listing.totalComments} comments`}>
              <Icon name="comment" size={13} /> {abbreviateNumber(listing.totalComments)}
            </span>
          </span>
        </span>
      </button>
    </article>
  );
}
