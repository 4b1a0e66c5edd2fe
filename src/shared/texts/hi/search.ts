import type { Catalogue } from '../catalogue';
import { counted, fill } from '../message';
import { savedTexts } from './saved';

/**
 * The texts of /search: the filters (beside the results, or in a dialog on a phone, with the
 * active ones as chips), the count of results, the list, the map and "Save search".
 */
export const searchTexts: Catalogue['search'] = {
  /** The count of all matches; "+" when the count stopped at its cap. */
  noMatches: 'इन फ़िल्टर से मेल खाता कोई घर नहीं',
  homes: counted('hi', { one: '# घर', other: '# घर' }),
  homesAtLeast: fill('{count}+ घर'),
  /** Under the count when nothing matches: what to try (the count already says none match). */
  empty: 'कोई दूसरी जगह, बड़ा बजट या कम फ़िल्टर आज़माएँ।',
  filters: {
    label: 'फ़िल्टर',
    type: 'प्रकार',
    any: 'कोई भी',
    rent: 'किराए पर',
    sale: 'बिक्री के लिए',
    place: 'इलाका या शहर',
    places: 'जगहें',
    city: 'शहर',
    locality: 'इलाका',
    minPrice: 'न्यूनतम कीमत',
    maxPrice: 'अधिकतम कीमत',
    bedrooms: 'बेडरूम',
    bathrooms: 'बाथरूम',
    /** A bedroom or bathroom count meaning "this many or more". */
    atLeast: fill('{count}+'),
    furnished: 'फ़र्निश्ड',
    parking: 'पार्किंग',
    offer: 'सिर्फ़ ऑफ़र वाले',
    // The listing facts (the tenants' and amenities' names are listing-facts.ts's).
    minArea: 'न्यूनतम क्षेत्रफल (वर्ग फ़ुट)',
    maxArea: 'अधिकतम क्षेत्रफल (वर्ग फ़ुट)',
    availableBy: 'कब तक उपलब्ध',
    tenant: 'किराएदार',
    sort: 'क्रमबद्ध करें',
    sorts: {
      newest: 'सबसे नए',
      price_asc: 'कीमत: कम से ज़्यादा',
      price_desc: 'कीमत: ज़्यादा से कम',
      area_desc: 'क्षेत्रफल: सबसे बड़ा पहले',
      ppsf_asc: 'प्रति वर्ग फ़ुट कीमत: कम से ज़्यादा',
    },
    clear: 'फ़िल्टर हटाएँ',
    apply: 'फ़िल्टर लागू करें',
  },
  /** The phone's dialog of the filters: it closes on the results. */
  showResults: 'नतीजे दिखाएँ',
  /** The active filters as chips, each a button that removes its filter. */
  chips: {
    label: 'लागू फ़िल्टर',
    remove: fill('{filter} हटाएँ'),
    minPrice: fill('न्यूनतम {price}'),
    maxPrice: fill('अधिकतम {price}'),
    /** Both bounds of the area, "800–1,500" (summary.range), or one of them. */
    area: fill('{area} वर्ग फ़ुट'),
    minArea: fill('न्यूनतम {area} वर्ग फ़ुट'),
    maxArea: fill('अधिकतम {area} वर्ग फ़ुट'),
    /** "1 दिस॰ 2026 तक उपलब्ध": a chip is short, so is its month. */
    availableBy: fill('{date} तक उपलब्ध'),
    mapArea: 'मैप क्षेत्र',
  },
  /**
   * The readable summary of a search (a saved search's name): "Bengaluru में किराए पर घर,
   * 2–3 बेडरूम, ₹40,000 तक". Its bedroom and bathroom counts are the chips' too.
   */
  summary: {
    kinds: { any: 'घर', rent: 'किराए पर घर', sale: 'बिक्री के लिए घर' },
    all: 'सभी घर',
    inPlace: fill('{place} में {kind}'),
    mapArea: 'मैप क्षेत्र',
    /** After a place, when the map's box limits the search too. */
    mapAreaOnly: 'सिर्फ़ मैप क्षेत्र में',
    bedrooms: counted('hi', { one: '# बेडरूम', other: '# बेडरूम' }),
    bathrooms: counted('hi', { other: '# बाथरूम' }),
    /** A run of counts or prices, with an en dash. */
    range: fill('{from}–{to}'),
    either: fill('{some} या {last}'),
    from: fill('कम से कम {price}'),
    upTo: fill('{price} तक'),
    /** The area asked: a run of two ("800–1,500") or one area. */
    area: fill('{area} वर्ग फ़ुट'),
    areaAtLeast: fill('कम से कम {area} वर्ग फ़ुट'),
    areaUpTo: fill('{area} वर्ग फ़ुट तक'),
    furnished: 'फ़र्निश्ड',
    parking: 'पार्किंग के साथ',
    offer: 'ऑफ़र के साथ',
    separator: ', ',
    /** The end of a summary cut to the longest name a saved search may have. */
    cut: '…',
  },
  save: {
    button: 'खोज सहेजें',
    dialog: 'खोज सहेजें',
    name: 'नाम',
    frequency: 'मुझे ई-मेल करें',
    // The same four choices as each saved search's on /saved.
    frequencies: savedTexts.searches.frequencies,
    submit: 'सहेजें',
    /** Toast. */
    saved: 'खोज सहेज ली गई',
    /** Toast, when the API's answer says nothing (the network failed). */
    failed: 'खोज सहेजी नहीं जा सकी।',
    /** The API's refusals of a name, shown as its toast. */
    nameRequired: 'खोज को एक नाम दें।',
    nameTooLong: fill('नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।'),
  },
  results: 'नतीजे',
  map: 'मैप',
  /** Overlapping pins drawn as one, before they spread: the lowest price and how many more. */
  pinGroup: fill('{price} +{more}'),
  showMap: 'मैप दिखाएँ',
  showList: 'सूची दिखाएँ',
  followMap: 'मैप खिसकाने पर खोजें',
};
