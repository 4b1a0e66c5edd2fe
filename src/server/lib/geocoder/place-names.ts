/** How names are compared: folded for exact matches, phonetic keys for small misspellings. */

/** Lower-case, without diacritics, punctuation as spaces: "Ludhiāna" → "ludhiana", "T. Nagar" → "t nagar". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A folded name as it sounds, the way Indian names vary in English spelling: long vowels written
 * double, aspirates with or without h, v or w, y or i, doubled letters ("Ludhiyana" and
 * "Ludhiana" are both "ludiana").
 */
export function phoneticKey(folded: string): string {
  return folded
    .replace(/aa+/g, 'a')
    .replace(/ee+/g, 'i')
    .replace(/oo+/g, 'u')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ch/g, 'c')
    .replace(/([bcdgjklmnprt])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/c/g, 'k')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** The key with each one letter left out: two keys one edit apart share one of these. */
export function deletions(key: string): string[] {
  const out = [key];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

/** Words that name towns somewhere but in an address are almost always part of a street. */
export const GENERIC_WORDS = new Set([
  'sector',
  'nagar',
  'road',
  'main',
  'main road',
  'phase',
  'block',
  'colony',
  'layout',
  'city',
  'new',
  'old',
  'north',
  'south',
  'east',
  'west',
  'near',
  'market',
  'bazar',
  'bazaar',
  'station',
  'station road',
  'court',
  'house',
  'flat',
  'tower',
  'society',
  'apartment',
  'apartments',
  'street',
  'lane',
  'cross',
  'circle',
  'chowk',
  'park',
  'garden',
  'gardens',
  'enclave',
  'extension',
  'town',
  'village',
  'post',
  'district',
  'india',
  'bharat',
  'hindustan',
]);

/** Words and names of an address that is not in India: such an address is refused. */
export const FOREIGN_NAMES = new Set([
  'bangladesh',
  'dhaka',
  'pakistan',
  'karachi',
  'lahore',
  'islamabad',
  'nepal',
  'kathmandu',
  'sri lanka',
  'colombo',
  'bhutan',
  'thimphu',
  'china',
  'myanmar',
  'usa',
  'u s a',
  'united states',
  'america',
  'new york',
  'california',
  'uk',
  'u k',
  'united kingdom',
  'england',
  'london',
  'uae',
  'u a e',
  'united arab emirates',
  'dubai',
  'abu dhabi',
  'sharjah',
  'singapore',
  'canada',
  'australia',
  'germany',
  'france',
  'saudi arabia',
  'qatar',
  'oman',
  'kuwait',
  // Cities of the neighbours that name no place in India.
  'rawalpindi',
  'faisalabad',
  'gujranwala',
  'sialkot',
  'peshawar',
  'quetta',
  'multan',
  'larkana',
  'sukkur',
  'mardan',
  'abbottabad',
  'nawabshah',
  'bahawalpur',
  'sargodha',
  'chittagong',
  'chattogram',
  'sylhet',
  'rajshahi',
  'narayanganj',
  'biratnagar',
  'birgunj',
  'bhaktapur',
  'kandy',
  'jaffna',
  'trincomalee',
  'batticaloa',
  'kurunegala',
  'anuradhapura',
  'negombo',
  'galle',
  // Provinces and divisions, named with the word that says what they are.
  'khyber pakhtunkhwa',
  ...['dhaka', 'chittagong', 'chattogram', 'sylhet', 'rajshahi', 'khulna', 'barisal', 'barishal']
    .concat(['rangpur', 'mymensingh'])
    .map((name) => `${name} division`),
  ...['koshi', 'madhesh', 'bagmati', 'gandaki', 'lumbini', 'karnali', 'sudurpashchim'].flatMap(
    (name) => [`${name} province`, `${name} pradesh`],
  ),
  ...['central', 'northern', 'southern', 'eastern', 'western', 'north western', 'north central']
    .concat(['uva', 'sabaragamuwa'])
    .map((name) => `${name} province`),
]);

/**
 * Provinces of Pakistan that close an address ("Hyderabad, Sindh", "Mardan, Khyber"): foreign
 * only at the end of a comma-separated part, since "Sindh Society" and "Khyber Pass" are
 * localities of Pune and Delhi.
 */
export const FOREIGN_REGIONS = new Set([
  'sindh',
  'sind',
  'khyber',
  'kpk',
  'nwfp',
  'balochistan',
  'baluchistan',
  'koshi',
  'madhesh',
]);

/** Towns of Pakistan's Punjab whose names are Indian places too: foreign with that state named. */
export const FOREIGN_WITH_STATE: ReadonlyMap<string, string> = new Map([['gujrat', 'Punjab']]);

/** Words that are part of an address but name no place: flat numbers, floors, landmarks. */
export const ADDRESS_WORDS = new Set([
  'flat',
  'house',
  'no',
  'number',
  'plot',
  'floor',
  'ground',
  'first',
  'second',
  'third',
  'opp',
  'opposite',
  'near',
  'behind',
  'beside',
  'next',
  'to',
  'the',
  'of',
  'and',
  'at',
  'in',
  'on',
  'road',
  'rd',
  'street',
  'st',
  'lane',
  'marg',
  'sector',
  'block',
  'phase',
  'tower',
  'wing',
  'apartment',
  'apartments',
  'apts',
  'society',
  'residency',
  'enclave',
  'building',
  'bldg',
  'complex',
  'villa',
  'villas',
  'heights',
  'towers',
  'chs',
  'colony',
  'nagar',
  'layout',
  'main',
  'cross',
  'stage',
  'extension',
  'ext',
  'pin',
  'pincode',
  'dist',
  'district',
  'india',
]);
