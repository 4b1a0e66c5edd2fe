import type { ListingImage } from '../../../shared/schemas/listing';

interface ListingPhotoProps {
  image: ListingImage;
  alt: string;
  /** How wide it shows, for the browser's pick from `srcSet`; the page's content width by default. */
  sizes?: string;
  className?: string;
  /** The photo the page opens with: fetched at once and first (it is the largest paint). */
  first?: boolean;
}

/**
 * A stored photo of a listing: the browser picks one of the widths the server made of it, and
 * its width and height reserve the box before it arrives. Photos further down wait until near.
 */
export function ListingPhoto({
  image,
  alt,
  sizes = '(min-width: 72rem) 69rem, calc(100vw - 2rem)',
  className,
  first = false,
}: ListingPhotoProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
