import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/** "Price nearby" on a listed home's page, in Hindi. */
export const priceNearbyTexts: Catalogue['priceNearby'] = {
  heading: 'आसपास की कीमत',
  median: fill('{km} किलोमीटर के भीतर {count} मिलते-जुलते घरों की मध्य कीमत: {price}'),
  perSqft: fill('{price} प्रति वर्ग फ़ुट'),
  below: fill('यह घर मध्य कीमत से {percent}% कम है'),
  above: fill('यह घर मध्य कीमत से {percent}% ज़्यादा है'),
  close: 'यह घर मध्य कीमत के आसपास है',
};
