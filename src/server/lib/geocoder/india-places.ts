/** Hand-kept place facts for India that the GeoNames city list lacks. */

/** GeoNames first-level admin codes of India → state or union territory. */
export const INDIAN_STATES: Readonly<Record<string, string>> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

/** Older or other names people type → the name GeoNames uses. */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  Bangalore: 'Bengaluru',
  Bombay: 'Mumbai',
  Madras: 'Chennai',
  Calcutta: 'Kolkata',
  Poona: 'Pune',
  Trivandrum: 'Thiruvananthapuram',
  Baroda: 'Vadodara',
  Gurugram: 'Gurgaon',
  Kochi: 'Cochin',
  Ernakulam: 'Cochin',
  Mysuru: 'Mysore',
  Mangaluru: 'Mangalore',
  Belagavi: 'Belgaum',
  Kalaburagi: 'Gulbarga',
  Ballari: 'Bellary',
  Shivamogga: 'Shimoga',
  Hubballi: 'Hubli',
  Calicut: 'Kozhikode',
  Pondicherry: 'Puducherry',
  Panjim: 'Panaji',
  Margao: 'Madgaon',
  Benares: 'Varanasi',
  Banaras: 'Varanasi',
  Prayagraj: 'Allahabad',
  Vizag: 'Visakhapatnam',
  Trichy: 'Tiruchirappalli',
  Dehradun: 'Dehra Dun',
  Bhubaneswar: 'Bhubaneshwar',
  Alleppey: 'Alappuzha',
  Udhagamandalam: 'Ooty',
  Simla: 'Shimla',
  Cawnpore: 'Kanpur',
};

/** GeoNames names → the name shown in a formatted address today. */
export const CITY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  Gurgaon: 'Gurugram',
  Cochin: 'Kochi',
  Mysore: 'Mysuru',
  Mangalore: 'Mangaluru',
  Belgaum: 'Belagavi',
  Gulbarga: 'Kalaburagi',
  Bellary: 'Ballari',
  Shimoga: 'Shivamogga',
  Hubli: 'Hubballi',
  Allahabad: 'Prayagraj',
  'Dehra Dun': 'Dehradun',
};

export interface Locality {
  name: string;
  /** Other spellings people type. */
  aliases?: readonly string[];
  /** The city it belongs to, as shown in a formatted address. */
  city: string;
  state: string;
  lat: number;
  lng: number;
}

const in_ = (city: string, state: string) => (rows: [string, number, number, string[]?][]) =>
  rows.map(([name, lat, lng, aliases]): Locality => ({ name, aliases, city, state, lat, lng }));

/** Well-known neighbourhoods of the big cities (and every one the demo listings use). */
export const LOCALITIES: readonly Locality[] = [
  ...in_(
    'Mumbai',
    'Maharashtra',
  )([
    ['Bandra', 19.0596, 72.8295, ['Bandra West', 'Bandra East']],
    ['Andheri', 19.1136, 72.8697, ['Andheri West', 'Andheri East']],
    ['Powai', 19.1176, 72.906],
    ['Juhu', 19.1075, 72.8263],
    ['Colaba', 18.9067, 72.8147],
    ['Worli', 19.0176, 72.818],
    ['Lower Parel', 18.9986, 72.8302],
    ['Dadar', 19.0178, 72.8478],
    ['Chembur', 19.0522, 72.9005],
    ['Malad', 19.1874, 72.8484],
    ['Goregaon', 19.1663, 72.8526],
    ['Borivali', 19.2307, 72.8567],
  ]),
  ...in_(
    'Bengaluru',
    'Karnataka',
  )([
    ['Koramangala', 12.9352, 77.6245],
    ['Indiranagar', 12.9719, 77.6412, ['Indira Nagar']],
    ['Whitefield', 12.9698, 77.75],
    ['HSR Layout', 12.9116, 77.6474],
    ['Jayanagar', 12.9299, 77.5826],
    ['JP Nagar', 12.9063, 77.5857, ['J P Nagar']],
    ['Electronic City', 12.8452, 77.6602],
    ['Marathahalli', 12.9569, 77.7011],
    ['Hebbal', 13.0358, 77.597],
    ['Malleshwaram', 13.0035, 77.571],
  ]),
  ...in_(
    'Pune',
    'Maharashtra',
  )([
    ['Hinjewadi', 18.5913, 73.7389, ['Hinjawadi']],
    ['Koregaon Park', 18.5362, 73.894],
    ['Kothrud', 18.5074, 73.8077],
    ['Baner', 18.559, 73.7868],
    ['Viman Nagar', 18.5679, 73.9143],
    ['Kharadi', 18.5515, 73.9348],
    ['Aundh', 18.559, 73.8078],
    ['Wakad', 18.5987, 73.765],
    ['Hadapsar', 18.5089, 73.926],
  ]),
  ...in_(
    'New Delhi',
    'Delhi',
  )([
    ['Connaught Place', 28.6315, 77.2167],
    ['Vasant Vihar', 28.5603, 77.1617],
    ['Saket', 28.5245, 77.2066],
    ['Hauz Khas', 28.5535, 77.1942],
    ['Dwarka', 28.5921, 77.046],
    ['Karol Bagh', 28.6519, 77.1909],
    ['Lajpat Nagar', 28.5677, 77.2433],
    ['Greater Kailash', 28.5482, 77.238],
    ['Defence Colony', 28.5733, 77.2303],
    ['Malviya Nagar', 28.5355, 77.21],
    ['Chanakyapuri', 28.5961, 77.187],
    ['Rohini', 28.7383, 77.0822],
  ]),
  ...in_(
    'Gurugram',
    'Haryana',
  )([
    ['DLF Phase 5', 28.4497, 77.0966],
    ['Sohna Road', 28.4089, 77.0418],
  ]),
  ...in_(
    'Hyderabad',
    'Telangana',
  )([
    ['Banjara Hills', 17.4138, 78.4398],
    ['Jubilee Hills', 17.4306, 78.4071],
    ['Gachibowli', 17.4401, 78.3489],
    ['Kondapur', 17.4622, 78.3568],
    ['HITEC City', 17.4435, 78.3772, ['Hitech City']],
    ['Madhapur', 17.4483, 78.3915],
    ['Kukatpally', 17.4849, 78.4138],
  ]),
  ...in_(
    'Kolkata',
    'West Bengal',
  )([
    ['Salt Lake', 22.5867, 88.4171, ['Salt Lake City', 'Bidhannagar']],
    ['Ballygunge', 22.5258, 88.3643],
    ['Park Street', 22.553, 88.352],
    ['New Town', 22.5927, 88.4847],
    ['Alipore', 22.5333, 88.33],
  ]),
  ...in_(
    'Chennai',
    'Tamil Nadu',
  )([
    ['T. Nagar', 13.0418, 80.2341, ['T Nagar', 'Thyagaraya Nagar']],
    ['Adyar', 13.0012, 80.2565],
    ['Anna Nagar', 13.085, 80.2101],
    ['Sholinganallur', 12.901, 80.2279],
    ['Velachery', 12.9815, 80.218],
    ['Mylapore', 13.0368, 80.2676],
    ['Nungambakkam', 13.0569, 80.2425],
  ]),
  ...in_(
    'Ahmedabad',
    'Gujarat',
  )([
    ['Bodakdev', 23.0395, 72.511],
    ['Satellite', 23.03, 72.527],
    ['Navrangpura', 23.0365, 72.5611],
  ]),
  ...in_(
    'Kochi',
    'Kerala',
  )([
    ['Kakkanad', 10.0159, 76.3419],
    ['Edappally', 10.0261, 76.3125],
    ['Fort Kochi', 9.9658, 76.2421],
  ]),
  ...in_(
    'Jaipur',
    'Rajasthan',
  )([
    ['Malviya Nagar', 26.8549, 75.8243],
    ['C-Scheme', 26.907, 75.805, ['C Scheme']],
    ['Vaishali Nagar', 26.9117, 75.7437],
  ]),
  ...in_(
    'Bardez',
    'Goa',
  )([
    ['Assagao', 15.5946, 73.7745],
    ['Candolim', 15.518, 73.7624],
  ]),
];
