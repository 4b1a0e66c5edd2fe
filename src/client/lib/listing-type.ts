import { LISTING_TYPES, type ListingType } from '../../shared/constants';

export function isListingType(value: string | undefined): value is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(value ?? '');
}
