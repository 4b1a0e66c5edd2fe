import type { Amenity, AreaType, Tenant } from '../../../shared/listing-facts';
import type { DemoFacts, FactsHome } from '../demo-facts';
import type { Random } from '../random';

/**
 * What is near each demo locality, by "city/locality" (Malviya Nagar is in Delhi and Jaipur):
 * a made-up home's description names it, as an owner would.
 */
const NEARBY: Readonly<Record<string, string>> = {
  'Mumbai/Bandra': 'Carter Road, the shops of Linking Road and Bandra station',
  'Mumbai/Andheri': 'the Andheri metro, Lokhandwala market and the Western Express Highway',
  'Mumbai/Powai': "Powai Lake, Hiranandani's high street and IIT Bombay",
  'Mumbai/Juhu': 'Juhu Beach, Prithvi Theatre and Vile Parle station',
  'Mumbai/Colaba': 'the Gateway of India, Colaba Causeway and Cuffe Parade',
  'Mumbai/Worli': 'Worli Sea Face, the Sea Link and the offices of Lower Parel',
  'Mumbai/Lower Parel': 'Phoenix Palladium, Kamala Mills and Lower Parel station',
  'Mumbai/Dadar': 'Shivaji Park, Dadar station and the flower market',
  'Mumbai/Chembur': 'Diamond Garden, the monorail and the Eastern Freeway',
  'Mumbai/Malad': 'Inorbit Mall, the Mindspace offices and Malad station',
  'Mumbai/Goregaon': 'Film City, Oberoi Mall and the Western Express Highway',
  'Mumbai/Borivali': 'Sanjay Gandhi National Park, Borivali station and the metro',
  'Bengaluru/Koramangala': "Forum Mall, the cafés of 80 Feet Road and St John's Hospital",
  'Bengaluru/Indiranagar': "100 Feet Road, 12th Main's restaurants and the Indiranagar metro",
  'Bengaluru/Whitefield': 'ITPL, Phoenix Marketcity and the Whitefield metro line',
  'Bengaluru/HSR Layout': 'Agara Lake, 27th Main and the Outer Ring Road offices',
  'Bengaluru/Jayanagar': '4th Block market, Lalbagh and the Jayanagar metro station',
  'Bengaluru/JP Nagar': 'the Outer Ring Road, the JP Nagar metro station and Mini Forest',
  'Bengaluru/Electronic City': 'the Phase 1 tech parks, Infosys and the elevated expressway',
  'Bengaluru/Marathahalli': 'the Outer Ring Road tech parks and Marathahalli market',
  'Bengaluru/Hebbal': 'Hebbal Lake, Manyata Tech Park and the airport road',
  'Bengaluru/Malleshwaram': 'Sampige Road, 8th Cross market and the Indian Institute of Science',
  'Pune/Hinjewadi': "the Rajiv Gandhi Infotech Park, Wakad's shops and the Mumbai–Pune Expressway",
  'Pune/Koregaon Park': 'North Main Road, the Osho gardens and the cafés of Lane 7',
  'Pune/Kothrud': "Vanaz metro station, Karve Road and Paud Road's shops",
  'Pune/Baner': 'Balewadi High Street, the cafés of Baner Road and the Mumbai–Bengaluru highway',
  'Pune/Viman Nagar': 'Phoenix Marketcity, Pune airport and Symbiosis',
  'Pune/Kharadi': 'EON IT Park, World Trade Center Pune and Nagar Road',
  'Pune/Aundh': 'ITI Road, Westend Mall and Savitribai Phule Pune University',
  'Pune/Wakad': "Hinjewadi's IT parks, Dange Chowk and the Mumbai–Bengaluru highway",
  'Pune/Hadapsar': 'Magarpatta City, Amanora Mall and Solapur Road',
  'New Delhi/Connaught Place': 'the Rajiv Chowk metro, Janpath and the offices of Barakhamba Road',
  'New Delhi/Vasant Vihar': 'Priya market, the Ridge and the airport',
  'New Delhi/Saket': 'Select Citywalk, the Saket metro station and Max hospital',
  'New Delhi/Hauz Khas': 'Deer Park, Hauz Khas Village and the Green Park metro',
  'New Delhi/Dwarka': "the Blue Line metro, Dwarka's sector markets and the airport",
  'New Delhi/Karol Bagh': "Ajmal Khan Road's market and the Karol Bagh metro station",
  'New Delhi/Lajpat Nagar': 'Central Market, the Lajpat Nagar metro station and the Ring Road',
  'New Delhi/Greater Kailash': 'M Block market, Nehru Place and the Greater Kailash metro',
  'New Delhi/Defence Colony': 'Defence Colony market, Lodhi Garden and the Ring Road',
  'New Delhi/Malviya Nagar': "Saket's malls, the Malviya Nagar metro station and Max hospital",
  'New Delhi/Chanakyapuri': 'the embassies, Nehru Park and Khan Market',
  'New Delhi/Rohini': "the Red Line metro, Adventure Island and Rohini's sector markets",
  'Gurugram/DLF Phase 5': 'Golf Course Road, the Rapid Metro and Cyber City',
  'Gurugram/Sohna Road': 'the malls of Sohna Road, Subhash Chowk and Golf Course Extension Road',
  'Hyderabad/Banjara Hills': "Road No. 1's restaurants, KBR Park and GVK One",
  'Hyderabad/Jubilee Hills': 'KBR Park, Jubilee Hills Check Post and Film Nagar',
  'Hyderabad/Gachibowli': 'the Financial District, the Outer Ring Road and the University',
  'Hyderabad/Kondapur': 'the Botanical Garden, HITEC City and Sarath City Capital Mall',
  'Hyderabad/HITEC City': 'Cyber Towers, Inorbit Mall and the HITEC City metro station',
  'Hyderabad/Madhapur': 'Durgam Cheruvu lake, Inorbit Mall and the HITEC City offices',
  'Hyderabad/Kukatpally': 'the KPHB and JNTU metro stations and the Kukatpally market',
  'Kolkata/Salt Lake': 'the Sector V offices, Central Park and City Centre mall',
  'Kolkata/Ballygunge': 'Gariahat market, Rabindra Sarobar lake and Ballygunge station',
  'Kolkata/Park Street': 'the restaurants of Park Street, the Maidan and the Park Street metro',
  'Kolkata/New Town': 'Eco Park, the IT hubs and the Biswa Bangla Gate',
  'Kolkata/Alipore': 'the National Library, Alipore Zoo and the Tollygunge Club',
  'Chennai/T. Nagar': 'Pondy Bazaar, Ranganathan Street and Mambalam station',
  'Chennai/Adyar': 'Besant Nagar beach, the Theosophical Society gardens and the Adyar river',
  'Chennai/Anna Nagar': "Anna Nagar Tower Park, 2nd Avenue's shops and the metro",
  'Chennai/Sholinganallur': 'the tech parks of OMR and the beaches of ECR',
  'Chennai/Velachery': 'Phoenix Marketcity, the MRTS station and the offices of Guindy',
  'Chennai/Mylapore': 'Kapaleeshwarar Temple, Luz Corner and Marina Beach',
  'Chennai/Nungambakkam': 'Khader Nawaz Khan Road, Loyola College and Nungambakkam station',
  'Ahmedabad/Bodakdev': 'SG Highway, Sindhu Bhavan Road and Vastrapur Lake',
  'Ahmedabad/Satellite': 'Jodhpur Cross Road, Prahlad Nagar and the BRTS',
  'Ahmedabad/Navrangpura': 'CG Road, Gujarat University and Law Garden',
  'Kochi/Kakkanad': 'Infopark, the Seaport–Airport Road and the Collectorate',
  'Kochi/Edappally': 'Lulu Mall, the Edappally metro station and the NH 66 bypass',
  'Kochi/Fort Kochi': 'the Chinese fishing nets, Princess Street and the ferry to Ernakulam',
  'Jaipur/Malviya Nagar': 'World Trade Park, Gaurav Tower and JLN Marg',
  'Jaipur/C-Scheme': 'MI Road, Central Park and the offices around Statue Circle',
  'Jaipur/Vaishali Nagar': "Amrapali Marg's shops, Vaishali Nagar market and Ajmer Road",
  'Bardez/Assagao': "Assagao's cafés, Mapusa market and Anjuna beach",
  'Bardez/Candolim': 'Candolim beach, Fort Aguada and Calangute',
  'Chandigarh/Sector 17': 'the Sector 17 Plaza, Rose Garden and the ISBT',
  'Chandigarh/Sector 22': 'the Sector 22 market, the Sector 17 Plaza and the ISBT',
  'Chandigarh/Sector 35': "the Sector 35 market's restaurants and the Sector 17 Plaza",
  'Chandigarh/Sector 9': 'Sukhna Lake, the Rock Garden and the Capitol Complex',
};
const NEARBY_ELSEWHERE = 'schools, shops and a hospital';

const NEARBY_SENTENCES = [
  (near: string) => `${capital(near)} are a short drive away.`,
  (near: string) => `Close to ${near}.`,
  (near: string) => `You are minutes from ${near}.`,
  (near: string) => `${capital(near)} are all nearby.`,
];

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const ORDINAL_WORDS = ['ground', 'first', 'second', 'third'];
const MEASURES: Readonly<Record<AreaType, string>> = {
  carpet: 'carpet',
  built_up: 'built-up',
  super_built_up: 'super built-up',
};
const AMENITY_WORDS: Readonly<Record<Amenity, string>> = {
  lift: 'lifts',
  'power-backup': 'power backup',
  security: '24-hour security',
  gym: 'a gym',
  pool: 'a swimming pool',
  'piped-gas': 'piped gas',
};
const TENANT_WORDS: Readonly<Record<Tenant, string>> = {
  family: 'a family',
  bachelors: 'bachelors',
  company: 'a company lease',
};

const FURNISHED = [
  'comes fully furnished, with beds, wardrobes, a sofa, a fridge and a washing machine',
  'is furnished and ready to live in, with air conditioners in the bedrooms',
  'comes furnished, down to the curtains and the kitchen',
];
const UNFURNISHED = [
  'is unfurnished, with wardrobes in the bedrooms and a modular kitchen',
  'is unfurnished but freshly painted, with a fitted kitchen',
  'is unfurnished, with a utility area beside the kitchen',
];
const SALE_CLOSINGS = [
  'Clear title, and the papers are ready for a home loan.',
  'The owner is open to a reasonable offer.',
  'Registered sale deed and society papers in order.',
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const count = (n: number, word: string) => `${NUMBER_WORDS[n] ?? n} ${word}${n === 1 ? '' : 's'}`;
const sqft = new Intl.NumberFormat('en-IN');
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** "a, b and c" (or "a or b"). */
function listed(items: readonly string[], last = 'and'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function opening(home: FactsHome, facts: DemoFacts): string {
  const rooms = `${NUMBER_WORDS[home.bedrooms] ?? home.bedrooms}-bedroom`;
  const size = facts.area
    ? ` of ${sqft.format(facts.area)} sq ft (${MEASURES[facts.areaType ?? 'carpet']})`
    : '';
  const { floor, totalFloors: total } = facts;
  const where = `${home.locality}, ${home.city === 'Bardez' ? 'Goa' : home.city}`;
  if (home.style === 'villa') {
    const gated = facts.amenities?.includes('security') ? ' in a gated community' : '';
    return `A ${rooms} villa${size}${gated} in ${where}, with a garden of its own.`;
  }
  if (home.style === 'house') {
    if (floor === undefined || total === undefined) {
      return `An independent ${rooms} house${size} on a quiet street in ${where}.`;
    }
    const level = ORDINAL_WORDS[floor] ?? ordinal(floor);
    return `The ${level} floor of a ${NUMBER_WORDS[total]}-storey house in ${where}: a ${rooms} home${size} with its own entrance.`;
  }
  if (floor === undefined || total === undefined) return `A ${rooms} flat${size} in ${where}.`;
  const level = floor === 0 ? 'ground' : floor === total && total > 1 ? 'top' : ordinal(floor);
  const building = total >= 12 ? 'tower' : 'building';
  const an = [8, 11, 18].includes(total) || String(total).startsWith('8') ? 'an' : 'a';
  return `A ${rooms} flat${size} on the ${level} floor of ${an} ${total}-storey ${building} in ${where}.`;
}

function amenitiesSentence(home: FactsHome, facts: DemoFacts): string | null {
  const items = (facts.amenities ?? []).map((amenity) =>
    amenity === 'lift' && home.style !== 'apartment' ? 'a lift' : AMENITY_WORDS[amenity],
  );
  if (home.parking)
    items.push(home.style === 'apartment' ? 'covered parking' : 'parking for two cars');
  if (items.length === 0) return null;
  const owner = home.style === 'apartment' ? 'The society' : `The ${home.style}`;
  return `${owner} has ${listed(items)}.`;
}

function closing(random: Random, home: FactsHome, facts: DemoFacts): string {
  const later = (facts.availableInDays ?? 0) > 0;
  if (home.type === 'sale') {
    return later ? 'Possession within three months.' : random.pick(SALE_CLOSINGS);
  }
  const tenants = facts.tenants ?? [];
  const who =
    tenants.length === 0 || tenants.length === 3
      ? 'Any tenant is welcome'
      : `The owner would like ${listed(
          tenants.map((tenant) => TENANT_WORDS[tenant]),
          'or',
        )}`;
  return `${who}${later ? '' : ', and you can move in now'}.`;
}

/**
 * Two to five plain sentences about a made-up home, agreeing with its facts: its rooms and size,
 * its building, what is near, and whom it suits or its title. Some are in two paragraphs.
 */
export function describeHome(random: Random, home: FactsHome, facts: DemoFacts): string {
  const furnishing = random.pick(home.furnished ? FURNISHED : UNFURNISHED);
  const baths = count(home.bathrooms, 'bathroom');
  const near = NEARBY[`${home.city}/${home.locality}`] ?? NEARBY_ELSEWHERE;
  const first = [opening(home, facts), `It has ${baths} and ${furnishing}.`];
  const amenities = amenitiesSentence(home, facts);
  if (amenities) first.push(amenities);
  const second = [
    ...(random.chance(0.85) ? [random.pick(NEARBY_SENTENCES)(near)] : []),
    ...(random.chance(0.85) ? [closing(random, home, facts)] : []),
  ];
  const gap = random.chance(0.35) ? '\n\n' : ' ';
  return [first.join(' '), second.join(' ')].filter(Boolean).join(gap);
}
