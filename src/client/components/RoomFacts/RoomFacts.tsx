import { plural } from '../../../shared/format';
import type { Listing } from '../../../shared/schemas/listing';
import { FactIcon } from '../icons/FactIcons';

/** "N Bedrooms" and "N Bathrooms" as list items, for the fact lists of cards and details. */
export function RoomFacts({ listing }: { listing: Pick<Listing, 'bedrooms' | 'bathrooms'> }) {
  return (
    <>
      <li>
        <FactIcon fact="bed" />
        {plural(listing.bedrooms, 'Bedroom')}
      </li>
      <li>
        <FactIcon fact="bath" />
        {plural(listing.bathrooms, 'Bathroom')}
      </li>
    </>
  );
}
