import { fill } from './message';

/**
 * The texts of the listing form (create and edit), its checks and its toasts; the API answers
 * with the same field messages. The product's own texts are kept as it wrote them, spelling
 * included ('sucessfully').
 */
export const listingFormTexts = {
  createSubmit: 'Create Listing',
  editSubmit: 'Edit Listing',
  loadFailed: 'The listing could not be loaded.',
  labels: {
    type: 'Sell / Rent',
    sell: 'Sell',
    rent: 'Rent',
    name: 'Name',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    parking: 'Parking spot',
    furnished: 'Furnished',
    address: 'Address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    offer: 'Offer',
    regularPrice: 'Regular Price',
    discountedPrice: 'Discounted Price',
    images: 'Images',
    /** After a price of a rent. */
    perMonth: '/ Month',
  },
  /** What is wrong with a field, beside it. */
  fields: {
    name: fill('Name must be {min} to {max} characters long.'),
    wholeNumber: fill('Enter a whole number from {min} to {max}.'),
    location: 'Enter the address.',
    locationTooLong: fill('The address can be at most {max} characters long.'),
    discountRequired: 'Enter the discounted price.',
    latitude: 'Enter a latitude from -90 to 90.',
    longitude: 'Enter a longitude from -180 to 180.',
    imagesRequired: 'Add at least one image.',
    imageTwice: 'An image is named twice.',
    /** Checked by the server: the coordinates when geocoding is off, the pin when it is on. */
    coordinates: 'Enter the latitude and longitude.',
    pinTooFar: fill(
      'The pin is more than {km} km from the address: move it closer or change the address.',
    ),
  },
  /** Toasts (and field messages) of a check or a save. */
  discountCreate: 'Discounted should be lesser than Regular Price.',
  discountEdit: "Discounted can't be lesser than Regular Price.",
  tooManyImages: 'Only 6 images per property can be uploaded.',
  imagesNotUploaded: 'Images not uploaded.',
  invalidAddress: 'Please Enter a Valid Address',
  listingMissing: "Listing Doesn't Exist",
  notOwner: "You don't have permission to edit this listing",
  listingChanged: 'This listing was changed elsewhere. Reload it and try again.',
  geocoderUnavailable: 'The address service is unavailable right now. Try again in a moment.',
  saveFailed: 'The listing could not be saved. Try again.',
  created: fill('Your house : {name} sucessfully listed.'),
  edited: 'Your house is now sucessfully listed.',
  /** Under the address: the place found, and its pin. */
  preview: {
    found: fill('Found: {place}'),
    cityOnly: fill('Found the city only: {place}'),
    closer: 'Add the locality or the PIN code, or move the pin to where the home is.',
    failed: 'The address could not be looked up just now. You can still save the listing.',
    moved: 'The pin you moved is what will be saved.',
    map: 'Pin location',
    pin: 'Listing pin: drag it, or move it with the arrow keys',
    pinTitle: 'Drag the pin to where the home is',
  },
  images: {
    hint: fill('The first image will be the cover (max 6). JPG or PNG, up to {maxMb} MB each.'),
    tiles: 'Chosen photos, the first is the cover',
    cover: 'Cover',
    /** A listing's current photo, named by its place when the form opened. */
    kept: fill('Photo {number}'),
    uploading: fill('Uploading {name}'),
    earlier: fill('Move {name} earlier'),
    later: fill('Move {name} later'),
    remove: fill('Remove {name}'),
    notImage: fill('{name} is not a JPG or PNG image.'),
    tooLarge: fill('{name} is larger than {maxMb} MB.'),
    uploadNotImage: 'This file is not a JPG or PNG image.',
    uploadTooLarge: fill('This image is larger than {maxMb} MB.'),
    uploadSignedOut: 'You are signed out. Sign in again to upload images.',
    uploadRateLimited: 'Too many uploads for now. Try again later.',
    uploadFailed: 'The upload failed.',
  },
};
