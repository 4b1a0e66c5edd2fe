export * from '../modules/users/users.table';
export * from '../modules/listings/listings.table';
