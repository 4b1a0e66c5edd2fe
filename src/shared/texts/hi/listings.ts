import type { Catalogue } from '../catalogue';
import { counted, fill } from '../message';

/**
 * The texts of the public pages about listings: Explore, the lists, a listing's page and the
 * contact page. The English keeps the product's wording ('Places for Sell', 'Inquery'); the
 * Hindi says the same in correct Hindi.
 */
export const listingTexts: Catalogue['listings'] = {
  explore: {
    heading: 'एक्सप्लोर',
    recommended: 'सुझाए गए घर',
    recommendedLabel: 'सुझाई गई लिस्टिंग',
    recommendedUnavailable: 'सुझाए गए घर अभी उपलब्ध नहीं हैं।',
    nothingListed: 'अभी तक कोई घर लिस्ट नहीं किया गया है।',
    categories: 'श्रेणियाँ',
    placesForRent: 'किराए पर घर',
    placesForSell: 'बिक्री के लिए घर',
    searchLabel: 'इलाके या शहर से खोजें',
    /** The example stays in Latin letters: addresses are searched as their owners wrote them. */
    searchPlaceholder: 'इलाका या शहर, जैसे Koramangala',
    searchButton: 'खोजें',
  },
  lists: {
    categoryHeading: { rent: 'किराए पर घर', sale: 'बिक्री के लिए घर' },
    categoryEmpty: fill('{categoryName} के लिए कोई लिस्टिंग नहीं'),
    categoryNames: { rent: 'किराए', sale: 'बिक्री' },
    offersHeading: 'ऑफ़र',
    offersEmpty: 'अभी कोई ऑफ़र नहीं चल रहा है। कुछ देर बाद फिर से देखें।',
    filters: 'फ़िल्टर',
    loadMore: 'और लोड करें',
    loadFailed: 'लिस्टिंग लोड नहीं हो सकीं।',
    /** Toast. */
    fetchFailed: 'लिस्टिंग लोड नहीं हो सकीं',
  },
  facts: {
    bedrooms: counted('hi', { one: '# बेडरूम', other: '# बेडरूम' }),
    bathrooms: counted('hi', { one: '# बाथरूम', other: '# बाथरूम' }),
    forRent: 'किराए पर',
    forSale: 'बिक्री के लिए',
    parkingSpot: 'पार्किंग उपलब्ध',
    noParking: 'पार्किंग नहीं',
    furnished: 'फ़र्निश्ड',
    notFurnished: 'अनफ़र्निश्ड',
    /** A price in rupees ('₹' and the grouped digits). */
    price: fill('₹{amount}'),
    rentPrice: fill('{price} / माह'),
    discount: fill('{amount} की छूट'),
    /** Between the parts of a listing's page description. */
    separator: ' · ',
  },
  detail: {
    /** The heading of a listing's page, and the title of its link previews. */
    heading: fill('{name} - {price}'),
    photos: 'फ़ोटो',
    photo: fill('{name}, फ़ोटो {number}'),
    copyLink: 'लिंक कॉपी करें',
    linkCopied: 'लिंक कॉपी हो गया',
    map: 'मैप',
    contactLandOwner: 'मालिक से संपर्क करें',
    notFound: 'लिस्टिंग नहीं मिली',
    notFoundText: 'यह लिस्टिंग मौजूद नहीं है या हटा दी गई है।',
    unavailable: 'लिस्टिंग उपलब्ध नहीं है',
    unavailableText: 'लिस्टिंग लोड नहीं हो सकी। कृपया कुछ देर बाद फिर से कोशिश करें।',
    /** Toast. */
    fetchFailed: 'जानकारी लोड नहीं हो सकी',
    expired: 'इस लिस्टिंग की अवधि समाप्त हो गई है',
  },
  /** A listing out of the public lists, as its card and page say it (of the home). */
  status: {
    rented: 'किराए पर दिया गया',
    sold: 'बिक गया',
    expired: 'अवधि समाप्त',
    hidden: 'मॉडरेशन द्वारा छिपाया गया',
  },
  contact: {
    heading: 'मालिक से संपर्क करें',
    landlord: fill('{name} से संपर्क करें'),
    /** `{listing}` is the listing's name, shown in bold. */
    about: fill('{listing} के बारे में'),
    unavailable: 'इस मालिक से संपर्क नहीं किया जा सकता।',
    message: 'संदेश',
    send: 'संदेश भेजें',
    /** The subject of the e-mail the visitor sends. */
    subject: fill('{listingName} के बारे में पूछताछ'),
    /** Toast: the landlord could not be found. */
    failed: 'कुछ ग़लत हो गया',
  },
};
