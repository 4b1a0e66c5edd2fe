export * from '../modules/users/users.table';
export * from '../modules/listings/listings.table';
export * from '../modules/images/pending-images.table';
export * from '../modules/images/image-deletions.table';
export * from '../modules/images/staged-uploads.table';
export * from '../modules/jobs/jobs.table';
export * from '../modules/search/listing-cells.table';
export * from '../modules/saved-homes/saved-homes.table';
