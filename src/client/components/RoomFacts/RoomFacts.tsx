import type { Listing } from '../../../shared/schemas/listing';
import { listingTexts } from '../../../shared/texts/listings';
import { FactIcon } from '../icons/FactIcons';

/** "N Bedrooms" and "N Bathrooms" as list items, for the fact lists of cards and details. */
export function RoomFacts({ listing }: { listing: Pick<Listing, 'bedrooms' | 'bathrooms'> }) {
  return (
    <>
      <li>
        <FactIcon fact="bed" />
        {listingTexts.facts.bedrooms(listing.bedrooms)}
      </li>
      <li>
        <FactIcon fact="bath" />
        {listingTexts.facts.bathrooms(listing.bathrooms)}
      </li>
    </>
  );
}
