// Where the demo businesses are: real cities with their real ZIP codes, street names and area codes,
// weighted so that Atlanta and New York have dense clusters for the distance filters.

export interface Place {
  zip: string;
  city: string;
  state: string;
  areaCode: string;
  streets: readonly string[];
}

interface Metro {
  state: string;
  /** Area codes by city, space-separated; '*' for the metro's other cities. */
  areaCodes: Readonly<Record<string, string>>;
  /** Streets of each city of the metro. */
  cities: Readonly<Record<string, readonly string[]>>;
  /** [ZIP, city]; each is used in turn until the metro's count is reached. */
  zips: readonly (readonly [string, string])[];
  count: number;
}

const METROS: readonly Metro[] = [
  {
    state: 'GA',
    areaCodes: { '*': '404 470 678' },
    count: 32,
    cities: {
      Atlanta: [
        'Peachtree St NE',
        'Auburn Ave NE',
        'Ralph David Abernathy Blvd SW',
        'Joseph E Lowery Blvd NW',
        'Cascade Rd SW',
        'Campbellton Rd SW',
        'Metropolitan Pkwy SW',
        'Edgewood Ave SE',
        'Memorial Dr SE',
        'Donald Lee Hollowell Pkwy NW',
        'Glenwood Ave SE',
      ],
      'East Point': ['Main St', 'Washington Rd', 'Cleveland Ave'],
      'College Park': ['Main St', 'Virginia Ave', 'Old National Hwy'],
      Decatur: ['Candler Rd', 'Glenwood Rd', 'Columbia Dr', 'E College Ave', 'Flat Shoals Pkwy'],
      Lithonia: ['Main St', 'Covington Hwy', 'Panola Rd'],
      'Stone Mountain': ['Main St', 'Memorial Dr', 'Rockbridge Rd'],
      Stockbridge: ['N Henry Blvd', 'Eagles Landing Pkwy', 'Hudson Bridge Rd'],
      Fairburn: ['W Broad St', 'Senoia Rd'],
    },
    zips: [
      ['30303', 'Atlanta'],
      ['30310', 'Atlanta'],
      ['30311', 'Atlanta'],
      ['30312', 'Atlanta'],
      ['30314', 'Atlanta'],
      ['30315', 'Atlanta'],
      ['30318', 'Atlanta'],
      ['30331', 'Atlanta'],
      ['30344', 'East Point'],
      ['30337', 'College Park'],
      ['30030', 'Decatur'],
      ['30032', 'Decatur'],
      ['30034', 'Decatur'],
      ['30058', 'Lithonia'],
      ['30083', 'Stone Mountain'],
      ['30281', 'Stockbridge'],
      ['30349', 'Atlanta'],
      ['30316', 'Atlanta'],
      ['30317', 'Atlanta'],
      ['30309', 'Atlanta'],
      ['30308', 'Atlanta'],
      ['30088', 'Stone Mountain'],
      ['30213', 'Fairburn'],
    ],
  },
  {
    state: 'GA',
    areaCodes: { Savannah: '912', Macon: '478', Augusta: '706' },
    count: 3,
    cities: {
      Savannah: ['Martin Luther King Jr Blvd', 'Broughton St', 'Abercorn St'],
      Macon: ['Cotton Ave', 'Mulberry St'],
      Augusta: ['Laney Walker Blvd', 'Broad St', 'James Brown Blvd'],
    },
    zips: [
      ['31401', 'Savannah'],
      ['31201', 'Macon'],
      ['30901', 'Augusta'],
    ],
  },
  {
    state: 'NY',
    areaCodes: { '*': '718 347', 'New York': '212 646' },
    count: 22,
    cities: {
      Brooklyn: ['Fulton St', 'Nostrand Ave', 'Flatbush Ave', 'Atlantic Ave', 'Utica Ave', 'Bedford Ave', 'Church Ave', 'Malcolm X Blvd'],
      'New York': ['Lenox Ave', 'Frederick Douglass Blvd', 'Adam Clayton Powell Jr Blvd', 'W 125th St', 'St Nicholas Ave'],
      Jamaica: ['Linden Blvd', 'Merrick Blvd', 'Jamaica Ave'],
      'Saint Albans': ['Linden Blvd', 'Farmers Blvd'],
      'Springfield Gardens': ['Merrick Blvd', 'Springfield Blvd'],
      Bronx: ['Grand Concourse', 'E 161st St', 'Morris Ave'],
    },
    zips: [
      ['11216', 'Brooklyn'],
      ['11221', 'Brooklyn'],
      ['11233', 'Brooklyn'],
      ['11238', 'Brooklyn'],
      ['10027', 'New York'],
      ['10030', 'New York'],
      ['10037', 'New York'],
      ['10031', 'New York'],
      ['11434', 'Jamaica'],
      ['11412', 'Saint Albans'],
      ['10451', 'Bronx'],
      ['10456', 'Bronx'],
      ['11225', 'Brooklyn'],
      ['11226', 'Brooklyn'],
      ['11207', 'Brooklyn'],
      ['11413', 'Springfield Gardens'],
    ],
  },
  {
    state: 'CA',
    areaCodes: { 'Los Angeles': '323', Oakland: '510', Sacramento: '916', 'San Diego': '619' },
    count: 8,
    cities: {
      'Los Angeles': ['Crenshaw Blvd', 'Leimert Blvd', 'Slauson Ave', 'Degnan Blvd', 'W Jefferson Blvd'],
      Oakland: ['Telegraph Ave', 'San Pablo Ave', 'International Blvd', 'MacArthur Blvd'],
      Sacramento: ['Florin Rd', 'Stockton Blvd'],
      'San Diego': ['Imperial Ave', 'Market St'],
    },
    zips: [
      ['90008', 'Los Angeles'],
      ['90043', 'Los Angeles'],
      ['94612', 'Oakland'],
      ['94607', 'Oakland'],
      ['95823', 'Sacramento'],
      ['90047', 'Los Angeles'],
      ['90016', 'Los Angeles'],
      ['92101', 'San Diego'],
    ],
  },
  {
    state: 'TX',
    areaCodes: { Houston: '713 832', Dallas: '214', Austin: '512', 'San Antonio': '210', 'Fort Worth': '817' },
    count: 8,
    cities: {
      Houston: ['Emancipation Ave', 'Almeda Rd', 'Scott St', 'MLK Jr Blvd'],
      Dallas: ['Lancaster Rd', 'Martin Luther King Jr Blvd', 'S Malcolm X Blvd'],
      Austin: ['E 11th St', 'E 12th St'],
      'San Antonio': ['S New Braunfels Ave', 'E Commerce St'],
      'Fort Worth': ['Evans Ave', 'E Rosedale St'],
    },
    zips: [
      ['77004', 'Houston'],
      ['77021', 'Houston'],
      ['75215', 'Dallas'],
      ['78702', 'Austin'],
      ['78220', 'San Antonio'],
      ['77033', 'Houston'],
      ['75216', 'Dallas'],
      ['76104', 'Fort Worth'],
    ],
  },
  {
    state: 'FL',
    areaCodes: { '*': '305', 'Fort Lauderdale': '954', Jacksonville: '904', Orlando: '407', Tampa: '813', Tallahassee: '850' },
    count: 8,
    cities: {
      Miami: ['NW 7th Ave', 'NW 27th Ave', 'NW 62nd St'],
      'Fort Lauderdale': ['Sistrunk Blvd', 'NW 6th St'],
      Jacksonville: ['Moncrief Rd', 'Kings Rd'],
      Orlando: ['W Church St', 'Parramore Ave'],
      Tampa: ['N Nebraska Ave', 'N 22nd St'],
      'Opa-locka': ['NW 22nd Ave', 'Opa Locka Blvd'],
      Tallahassee: ['S Adams St', 'W Tennessee St'],
    },
    zips: [
      ['33147', 'Miami'],
      ['33311', 'Fort Lauderdale'],
      ['32209', 'Jacksonville'],
      ['32805', 'Orlando'],
      ['33612', 'Tampa'],
      ['33054', 'Opa-locka'],
      ['33136', 'Miami'],
      ['32304', 'Tallahassee'],
    ],
  },
  {
    state: 'IL',
    areaCodes: { Chicago: '773 312', 'Chicago Heights': '708' },
    count: 7,
    cities: {
      Chicago: ['S Cottage Grove Ave', 'E 71st St', 'S King Dr', 'E 47th St', 'W Madison St', 'S Halsted St'],
      'Chicago Heights': ['Chicago Rd', 'Halsted St'],
    },
    zips: [
      ['60619', 'Chicago'],
      ['60621', 'Chicago'],
      ['60649', 'Chicago'],
      ['60637', 'Chicago'],
      ['60411', 'Chicago Heights'],
      ['60644', 'Chicago'],
      ['60620', 'Chicago'],
    ],
  },
  {
    state: 'MD',
    areaCodes: { Baltimore: '410 443', '*': '301 240' },
    count: 7,
    cities: {
      Baltimore: ['Pennsylvania Ave', 'N Charles St', 'Liberty Heights Ave', 'Edmondson Ave'],
      'Capitol Heights': ['Central Ave', 'Marlboro Pike'],
      'Upper Marlboro': ['Marlboro Pike', 'Largo Rd'],
      Hyattsville: ['Landover Rd', 'Annapolis Rd'],
    },
    zips: [
      ['21217', 'Baltimore'],
      ['21215', 'Baltimore'],
      ['20743', 'Capitol Heights'],
      ['20772', 'Upper Marlboro'],
      ['20785', 'Hyattsville'],
      ['21216', 'Baltimore'],
      ['20774', 'Upper Marlboro'],
    ],
  },
  {
    state: 'DC',
    areaCodes: { '*': '202' },
    count: 5,
    cities: { Washington: ['U St NW', 'Georgia Ave NW', 'Martin Luther King Jr Ave SE', 'H St NE', 'Benning Rd NE', 'Minnesota Ave SE'] },
    zips: [
      ['20001', 'Washington'],
      ['20002', 'Washington'],
      ['20019', 'Washington'],
      ['20020', 'Washington'],
      ['20011', 'Washington'],
    ],
  },
  {
    state: 'NC',
    areaCodes: { Durham: '919', Raleigh: '919', Charlotte: '704 980', Greensboro: '336' },
    count: 6,
    cities: {
      Durham: ['Fayetteville St', 'Parrish St'],
      Charlotte: ['Beatties Ford Rd', 'W Trade St'],
      Raleigh: ['E Martin St', 'Rock Quarry Rd'],
      Greensboro: ['E Market St'],
    },
    zips: [
      ['27701', 'Durham'],
      ['28208', 'Charlotte'],
      ['27610', 'Raleigh'],
      ['27406', 'Greensboro'],
      ['28216', 'Charlotte'],
    ],
  },
  {
    state: 'MI',
    areaCodes: { Detroit: '313', Pontiac: '248' },
    count: 6,
    cities: { Detroit: ['Woodward Ave', 'Livernois Ave', 'W 7 Mile Rd', 'E Jefferson Ave', 'Grand River Ave'], Pontiac: ['Baldwin Ave', 'Woodward Ave'] },
    zips: [
      ['48201', 'Detroit'],
      ['48205', 'Detroit'],
      ['48221', 'Detroit'],
      ['48235', 'Detroit'],
      ['48342', 'Pontiac'],
    ],
  },
  {
    state: 'LA',
    areaCodes: { 'New Orleans': '504', 'Baton Rouge': '225', Shreveport: '318' },
    count: 6,
    cities: {
      'New Orleans': ['N Claiborne Ave', 'St Bernard Ave', 'Oretha Castle Haley Blvd', 'Gentilly Blvd'],
      'Baton Rouge': ['Plank Rd', 'Scenic Hwy'],
      Shreveport: ['Texas Ave'],
    },
    zips: [
      ['70117', 'New Orleans'],
      ['70119', 'New Orleans'],
      ['70126', 'New Orleans'],
      ['70802', 'Baton Rouge'],
      ['71101', 'Shreveport'],
    ],
  },
  {
    state: 'TN',
    areaCodes: { Memphis: '901', Nashville: '615', Chattanooga: '423' },
    count: 6,
    cities: {
      Memphis: ['Beale St', 'S Bellevue Blvd', 'Elvis Presley Blvd'],
      Nashville: ['Jefferson St', 'Buchanan St', 'Dickerson Pike'],
      Chattanooga: ['E Main St', 'M L King Blvd'],
    },
    zips: [
      ['38106', 'Memphis'],
      ['38109', 'Memphis'],
      ['37208', 'Nashville'],
      ['37207', 'Nashville'],
      ['37406', 'Chattanooga'],
    ],
  },
  {
    state: 'OH',
    areaCodes: { Cleveland: '216', Columbus: '614', Cincinnati: '513', Dayton: '937' },
    count: 6,
    cities: { Cleveland: ['Buckeye Rd', 'Kinsman Rd'], Columbus: ['Mt Vernon Ave', 'E Long St'], Cincinnati: ['Reading Rd'], Dayton: ['W 3rd St'] },
    zips: [
      ['44104', 'Cleveland'],
      ['44120', 'Cleveland'],
      ['43205', 'Columbus'],
      ['45206', 'Cincinnati'],
      ['45417', 'Dayton'],
    ],
  },
  {
    state: 'PA',
    areaCodes: { Philadelphia: '215 267', Pittsburgh: '412' },
    count: 6,
    cities: { Philadelphia: ['Cecil B Moore Ave', 'Lancaster Ave', 'Baltimore Ave', 'Germantown Ave', 'Girard Ave'], Pittsburgh: ['Frankstown Ave'] },
    zips: [
      ['19121', 'Philadelphia'],
      ['19139', 'Philadelphia'],
      ['19143', 'Philadelphia'],
      ['15208', 'Pittsburgh'],
      ['19104', 'Philadelphia'],
    ],
  },
  {
    state: 'NJ',
    areaCodes: { '*': '973', Plainfield: '908', Trenton: '609' },
    count: 5,
    cities: {
      Newark: ['Springfield Ave', 'Clinton Ave'],
      'East Orange': ['Central Ave', 'Main St'],
      Plainfield: ['Park Ave', 'Front St'],
      Trenton: ['S Broad St'],
    },
    zips: [
      ['07103', 'Newark'],
      ['07106', 'Newark'],
      ['07018', 'East Orange'],
      ['07060', 'Plainfield'],
      ['08608', 'Trenton'],
    ],
  },
  {
    state: 'VA',
    areaCodes: { Richmond: '804', Norfolk: '757', Hampton: '757', Alexandria: '703' },
    count: 6,
    cities: { Richmond: ['N 2nd St', 'E Broad St', 'Nine Mile Rd'], Norfolk: ['Church St'], Hampton: ['W Queen St'], Alexandria: ['Mount Vernon Ave'] },
    zips: [
      ['23223', 'Richmond'],
      ['23220', 'Richmond'],
      ['23504', 'Norfolk'],
      ['23669', 'Hampton'],
      ['22305', 'Alexandria'],
    ],
  },
  {
    state: 'AL',
    areaCodes: { Birmingham: '205', Montgomery: '334', Mobile: '251', Huntsville: '256' },
    count: 5,
    cities: { Birmingham: ['4th Ave N', 'Jefferson Ave SW'], Montgomery: ['Dexter Ave'], Mobile: ['Davis Ave'], Huntsville: ['Holmes Ave NW'] },
    zips: [
      ['35203', 'Birmingham'],
      ['35211', 'Birmingham'],
      ['36104', 'Montgomery'],
      ['36603', 'Mobile'],
      ['35801', 'Huntsville'],
    ],
  },
  {
    state: 'MS',
    areaCodes: { '*': '601', Greenville: '662', Gulfport: '228' },
    count: 5,
    cities: { Jackson: ['Farish St', 'Medgar Evers Blvd'], Greenville: ['Nelson St'], Gulfport: ['25th Ave'], Hattiesburg: ['Mobile St'] },
    zips: [
      ['39203', 'Jackson'],
      ['39213', 'Jackson'],
      ['38701', 'Greenville'],
      ['39501', 'Gulfport'],
      ['39401', 'Hattiesburg'],
    ],
  },
  {
    state: 'SC',
    areaCodes: { '*': '843', Columbia: '803', Greenville: '864' },
    count: 5,
    cities: {
      Columbia: ['Gervais St'],
      Charleston: ['King St'],
      'North Charleston': ['Rivers Ave'],
      Greenville: ['Pendleton St'],
      'Myrtle Beach': ['Carver St'],
    },
    zips: [
      ['29203', 'Columbia'],
      ['29403', 'Charleston'],
      ['29405', 'North Charleston'],
      ['29601', 'Greenville'],
      ['29577', 'Myrtle Beach'],
    ],
  },
  {
    state: 'MO',
    areaCodes: { 'St. Louis': '314', 'Kansas City': '816' },
    count: 5,
    cities: { 'St. Louis': ['Delmar Blvd', 'Natural Bridge Ave', 'W Florissant Ave'], 'Kansas City': ['Prospect Ave', 'E 18th St'] },
    zips: [
      ['63106', 'St. Louis'],
      ['63113', 'St. Louis'],
      ['64130', 'Kansas City'],
      ['64128', 'Kansas City'],
      ['63136', 'St. Louis'],
    ],
  },
  {
    state: 'WA',
    areaCodes: { Seattle: '206', Tacoma: '253' },
    count: 5,
    cities: { Seattle: ['Rainier Ave S', 'S Jackson St', 'E Union St', 'Martin Luther King Jr Way S'], Tacoma: ['S 56th St', 'Martin Luther King Jr Way'] },
    zips: [
      ['98118', 'Seattle'],
      ['98144', 'Seattle'],
      ['98405', 'Tacoma'],
      ['98122', 'Seattle'],
      ['98178', 'Seattle'],
    ],
  },
  {
    state: 'CO',
    areaCodes: { '*': '303 720', 'Colorado Springs': '719' },
    count: 5,
    cities: {
      Denver: ['Welton St', 'E Colfax Ave', 'Martin Luther King Blvd'],
      Aurora: ['E Colfax Ave', 'Chambers Rd'],
      'Colorado Springs': ['S Academy Blvd'],
    },
    zips: [
      ['80205', 'Denver'],
      ['80207', 'Denver'],
      ['80010', 'Aurora'],
      ['80909', 'Colorado Springs'],
      ['80239', 'Denver'],
    ],
  },
];

const MAIN_STREETS = ['Main St', 'Martin Luther King Jr Blvd', 'Church St', 'Washington Ave', 'Lincoln Ave'];

/** One business each, to show the directory's reach beyond the big metros. */
const SINGLES: readonly (readonly [string, string, string, string])[] = [
  ['53206', 'Milwaukee', 'WI', '414'],
  ['55411', 'Minneapolis', 'MN', '612'],
  ['89106', 'Las Vegas', 'NV', '702'],
  ['85009', 'Phoenix', 'AZ', '602'],
  ['40211', 'Louisville', 'KY', '502'],
  ['46205', 'Indianapolis', 'IN', '317'],
  ['02119', 'Roxbury', 'MA', '617'],
  ['06112', 'Hartford', 'CT', '860'],
  ['74106', 'Tulsa', 'OK', '918'],
  ['72206', 'Little Rock', 'AR', '501'],
  ['19801', 'Wilmington', 'DE', '302'],
];

/** Every place slot in a fixed order: each metro's ZIPs in turn, then the single cities. */
export function placeSlots(): Place[] {
  const slots: Place[] = [];
  for (const metro of METROS) {
    for (let i = 0; i < metro.count; i++) {
      const [zip, city] = metro.zips[i % metro.zips.length]!;
      const streets = metro.cities[city];
      if (!streets) throw new Error(`No streets for ${city}, ${metro.state}`);
      const codes = (metro.areaCodes[city] ?? metro.areaCodes['*'])?.split(' ');
      if (!codes) throw new Error(`No area code for ${city}, ${metro.state}`);
      slots.push({ zip, city, state: metro.state, areaCode: codes[i % codes.length]!, streets });
    }
  }
  for (const [zip, city, state, areaCode] of SINGLES) slots.push({ zip, city, state, areaCode, streets: MAIN_STREETS });
  return slots;
}
