// Community submissions for the admin dashboard: article requests, events and Get Involved leads.
import type { blogRequests, events, getInvolvedLeads } from '@server/db/schema';
import { addDays, checkSchedule, wallClock, type ScheduleInput } from '@shared/event-time';
import { scheduleColumns } from '@server/features/events';
import { EVENT_PHOTO_URLS, articleImageUrl } from './images';
import { daysAfter, daysBefore } from './random';

export const BLOG_REQUESTS: (typeof blogRequests.$inferInsert)[] = [
  {
    title: 'The Corner Store That Raised a Neighborhood',
    author: 'Denise Harris',
    email: 'denise.harris@example.com',
    location: 'Jacksonville, Florida',
    tags: 'History, Family Business, Grocery',
    category: 'History',
    status: 'pending',
    createdAt: daysBefore(1),
    content: [
      'My grandfather opened a corner grocery in 1958 with money he saved working at the shipyard. For thirty years it was where the whole block bought bread, paid bills and caught up on news.',
      'He extended credit to families between paychecks and never charged interest. When the neighborhood kids graduated, their photos went up behind the register.',
      'I would like to tell the story of the store, the people who kept it going and what it meant to a community that was shut out of the supermarkets across town.',
    ].join('\n\n'),
  },
  {
    title: 'Five Black-Owned Coffee Shops Worth the Detour',
    author: 'Quincy Davis',
    email: 'quincy.d@example.com',
    location: 'Detroit, Michigan',
    tags: 'Coffee, Small Business, Detroit',
    category: 'Pop Culture',
    status: 'pending',
    createdAt: daysBefore(3),
    content: [
      'Detroit has a quietly great coffee scene, and some of the best cups in the city come from Black-owned shops that double as community living rooms.',
      'I visited five of them over a month, talked with the owners about how they got started and what they roast, and collected the regulars\u2019 favorite orders.',
      'The piece would include photos I took myself and a short map so readers can plan a coffee crawl.',
    ].join('\n\n'),
  },
  {
    title: 'City Council Approves Storefront Improvement Grants',
    author: 'Renee Jackson',
    email: 'rjackson@example.com',
    location: 'Baltimore, Maryland',
    tags: 'Grants, Local Government',
    category: 'News',
    status: 'pending',
    createdAt: daysBefore(4),
    content: [
      'The city council voted this week to fund a new round of storefront improvement grants for small businesses on historic commercial corridors.',
      'Owners can apply for help with signs, lighting, windows and accessibility upgrades. Several Black-owned businesses on Pennsylvania Avenue say they plan to apply.',
      'I attended the vote and interviewed three owners about what the grants would mean for their blocks.',
    ].join('\n\n'),
  },
  {
    title: 'Why Line Dancing Nights Are Packing Community Centers',
    author: 'Tasha Mensah',
    email: 'tasha.mensah@example.com',
    location: null,
    tags: 'Dance, Community, Culture',
    category: 'Pop Culture',
    status: 'pending',
    createdAt: daysBefore(8),
    content: [
      'Every Thursday, the community center near my house fills with people of every age learning the latest line dances, and the instructor runs her own small business teaching them.',
      'I want to write about how line dancing became a fitness class, a social club and a side business all at once.',
    ].join('\n\n'),
  },
  {
    title: 'Remembering the Black-Owned Theaters of Our City',
    author: 'Roderick Sims',
    email: 'roderick.sims@example.com',
    location: 'Memphis, Tennessee',
    tags: 'History, Film, Theaters',
    category: 'History',
    status: 'approved',
    createdAt: daysBefore(40),
    decidedAt: daysBefore(37),
    content: [
      'Before integration, several movie theaters in the city were owned and run by Black businessmen. They showed films made by Black studios and hosted live music on weekends.',
      'Using old newspaper ads and interviews with elders, I traced where the theaters stood and what happened to the buildings.',
    ].join('\n\n'),
  },
];

/**
 * When a demo event happens, `days` from the day the demo data is made (negative: it is over), on the
 * clocks of its own zone; `at` is 'HH:MM-HH:MM', or 'all day'.
 */
function on(days: number, at: string, timeZone: string, state: string) {
  const startDate = addDays(wallClock(new Date(), timeZone).date, days);
  const [startTime = '', endTime = ''] = at === 'all day' ? [] : at.split('-');
  const input: ScheduleInput = { startDate, startTime, endDate: '', endTime, allDay: at === 'all day', timeZone };
  // Read as if made 90 days ago, so the past demo event passes the rule that a new event starts later.
  const { schedule, issues } = checkSchedule(input, { now: new Date(Date.now() - 90 * 86_400_000) });
  if (!schedule) throw new Error(`A demo event's date breaks a rule: ${issues.map((i) => i.message).join('; ')}`);
  return { ...scheduleColumns(schedule), eventState: state };
}

export const EVENTS: (typeof events.$inferInsert)[] = [
  {
    eventName: 'Westside Small Business Expo',
    ...on(12, '11:00-17:00', 'America/New_York', 'GA'),
    organizationName: 'Westside Merchants Alliance',
    contactFirstName: 'Asha',
    contactLastName: 'Freeman',
    email: 'asha@westsidemerchants.example',
    phone: '(404) 555-0171',
    eventAddress: '980 Joseph E Lowery Blvd NW, Atlanta, GA 30318',
    offeringPay: 'No, volunteer roles only',
    entryFee: 'Free',
    cause: 'Connecting neighborhood shoppers with more than fifty Black-owned businesses in one place.',
    tagline: 'Shop local, meet the owners',
    mainTopic: 'Economic Development',
    status: 'pending',
    createdAt: daysBefore(2),
    article:
      'The expo brings together vendors from food, beauty, retail and services for an afternoon of shopping, workshops and live music. Volunteers are needed for setup, greeting and the kids zone.',
    eventPhotos: [EVENT_PHOTO_URLS[0]!, EVENT_PHOTO_URLS[1]!],
    organizationLogo: null,
  },
  {
    eventName: 'Back-to-School Haircut Day',
    ...on(20, '09:00-15:00', 'America/Chicago', 'TX'),
    organizationName: 'Fade Forward Barbers Collective',
    contactFirstName: 'Terrence',
    contactLastName: 'Walker',
    email: 'terrence@fadeforward.example',
    phone: '(713) 555-0148',
    eventAddress: '3200 Almeda Rd, Houston, TX 77004',
    offeringPay: null,
    entryFee: 'Free for students',
    cause: 'Free haircuts and school supplies so every child starts the year feeling confident.',
    tagline: 'Fresh cuts, full backpacks',
    mainTopic: 'Youth Programs',
    status: 'pending',
    createdAt: daysBefore(5),
    article: 'Twenty barbers and stylists donate a Saturday to give free cuts and braids to students, while local businesses fill backpacks with supplies.',
    eventPhotos: [EVENT_PHOTO_URLS[2]!],
    organizationLogo: null,
  },
  {
    eventName: 'Senior Tech Help Afternoon',
    ...on(9, '13:00-16:00', 'America/Detroit', 'MI'),
    organizationName: 'NextGen Neighbors',
    contactFirstName: 'Elijah',
    contactLastName: 'Coleman',
    email: 'elijah@nextgenneighbors.example',
    phone: '(313) 555-0122',
    eventAddress: '7310 Woodward Ave, Detroit, MI 48201',
    offeringPay: 'Stipend for lead volunteers',
    entryFee: null,
    cause: 'Helping elders use phones, video calls and online banking safely.',
    tagline: 'Patient help, no question too small',
    mainTopic: 'Senior Services',
    status: 'pending',
    createdAt: daysBefore(11),
    article: null,
    eventPhotos: [],
    organizationLogo: null,
  },
  {
    eventName: 'Harvest Community Cookout',
    ...on(16, '12:00-18:00', 'America/New_York', 'FL'),
    organizationName: 'Roots & Harvest Market Association',
    contactFirstName: 'Cedric',
    contactLastName: 'Toussaint',
    email: 'market@rootsandharvest.example',
    phone: '(305) 555-0186',
    eventAddress: '6200 NW 7th Ave, Miami, FL 33147',
    offeringPay: null,
    entryFee: '$5 suggested donation',
    cause: 'Raising funds for the market\u2019s benefits match so more families can afford fresh produce.',
    tagline: 'Good food, good people, good cause',
    mainTopic: 'Food Security',
    status: 'approved',
    createdAt: daysBefore(30),
    decidedAt: daysBefore(28),
    article:
      'Local chefs cook with produce from the market\u2019s farmers, with music, games and a cooking demo for kids. Every dollar raised doubles the value of food benefits at the market.',
    eventPhotos: [EVENT_PHOTO_URLS[0]!, EVENT_PHOTO_URLS[2]!],
    organizationLogo: articleImageUrl('Get Involved', 2),
  },
  {
    eventName: 'Juneteenth Heritage Walk',
    ...on(-21, '10:00-12:00', 'America/New_York', 'NC'),
    organizationName: 'Heritage Heights Cultural Tours',
    contactFirstName: 'Gloria',
    contactLastName: 'Dubois',
    email: 'gloria@heritageheights.example',
    phone: '(919) 555-0109',
    eventAddress: '120 Parrish St, Durham, NC 27701',
    offeringPay: 'Paid guide positions available',
    entryFee: 'Free',
    cause: 'Teaching the history of the neighborhood\u2019s Black business district on the streets where it happened.',
    tagline: 'Walk where they built',
    mainTopic: 'Arts & Culture',
    status: 'approved',
    createdAt: daysBefore(150),
    decidedAt: daysBefore(147),
    article: 'Guides lead a two-hour walk past the sites of historic banks, insurance companies and shops, ending with music and food from local vendors.',
    eventPhotos: [EVENT_PHOTO_URLS[1]!],
    organizationLogo: null,
  },
  {
    eventName: 'Black Business Owners Virtual Town Hall',
    organizationName: 'Main Street Mentors Collective',
    contactFirstName: 'Denise',
    contactLastName: 'Okafor',
    email: 'denise@mainstreetmentors.example',
    phone: '(312) 555-0164',
    ...on(5, '19:00-20:30', 'America/Chicago', ''),
    eventState: null,
    attendanceMode: 'online',
    eventAddress: null,
    onlineUrl: 'https://meet.example.org/town-hall',
    organizerEmail: 'hello@mainstreetmentors.example',
    organizerWebsite: 'https://mainstreetmentors.example',
    offeringPay: null,
    entryFee: 'Free',
    cause: 'Owners share what helped them through a hard year and ask city leaders about small business grants.',
    tagline: 'Your questions, answered live',
    mainTopic: 'Economic Development',
    status: 'approved',
    createdAt: daysBefore(8),
    decidedAt: daysBefore(7),
    article: 'An hour of honest talk from owners who have been there, with time for your questions on grants, permits and hiring.',
    eventPhotos: [],
    organizationLogo: null,
  },
  {
    eventName: 'Community Health Fair',
    organizationName: 'Little Hearts Health Alliance',
    contactFirstName: 'Yvette',
    contactLastName: 'Morgan',
    email: 'yvette@littlehearts.example',
    phone: '(937) 555-0140',
    ...on(26, 'all day', 'America/New_York', 'OH'),
    eventAddress: '1200 W Third St, Dayton, OH 45402',
    organizerPhone: '(937) 555-0141',
    offeringPay: 'Paid roles for licensed nurses',
    entryFee: 'Free',
    cause: 'Free screenings, flu shots and healthy cooking demos for families who put their own care last.',
    tagline: 'Check up, check in, stay well',
    mainTopic: 'Healthcare',
    status: 'approved',
    createdAt: daysBefore(12),
    decidedAt: daysBefore(10),
    article:
      'Nurses, doctors and nutritionists from the neighborhood offer free blood pressure and diabetes checks all day, with a kids corner and fresh food to take home.',
    eventPhotos: [EVENT_PHOTO_URLS[1]!],
    organizationLogo: null,
  },
];

/** Leads for Get Involved articles, by the article's title; ids are filled in once articles exist. */
export function buildLeads(articles: readonly { id: number; title: string }[]): (typeof getInvolvedLeads.$inferInsert)[] {
  const pick = (i: number) => articles[i % articles.length]!;
  const leads = [
    {
      firstName: 'Monique',
      lastName: 'Hayes',
      email: 'monique.hayes@example.com',
      phone: '(404) 555-0133',
      reason: 'I ran a catering business for ten years and would love to mentor someone starting out.',
      status: 'pending' as const,
      daysAgo: 1,
    },
    {
      firstName: 'Kareem',
      lastName: 'Battle',
      email: 'kbattle@example.com',
      phone: '(718) 555-0190',
      reason: 'I teach marketing at a community college and can lead a workshop for the teens.',
      status: 'pending' as const,
      daysAgo: 3,
    },
    {
      firstName: 'Shanice',
      lastName: 'Okafor',
      email: 'shanice.okafor@example.com',
      phone: '(713) 555-0104',
      reason: null,
      status: 'pending' as const,
      daysAgo: 6,
    },
    {
      firstName: 'Jerome',
      lastName: 'Diallo',
      email: 'jerome.diallo@example.com',
      phone: '(510) 555-0152',
      reason: 'Retired librarian, free on Tuesday and Thursday mornings.',
      status: 'pending' as const,
      daysAgo: 10,
    },
    {
      firstName: 'Aaliyah',
      lastName: 'Brown',
      email: 'aaliyah.brown@example.com',
      phone: '(305) 555-0175',
      reason: 'Looking for service hours for my school club; we have eight students.',
      status: 'approved' as const,
      daysAgo: 25,
    },
    {
      firstName: 'Lamar',
      lastName: 'Pryor',
      email: 'lamar.pryor@example.com',
      phone: '(470) 555-0111',
      reason: 'Can I bring my church youth group?',
      status: 'denied' as const,
      daysAgo: 40,
    },
  ];
  return leads.map(({ daysAgo, ...lead }, i) => {
    const article = pick(i);
    const createdAt = daysBefore(daysAgo);
    return {
      ...lead,
      articleTitle: article.title,
      articleId: article.id,
      feedback: lead.status === 'denied' ? 'This program is for adults; please see the Saturday Academy article for youth groups.' : null,
      createdAt,
      decidedAt: lead.status === 'pending' ? null : daysAfter(2, createdAt),
    };
  });
}
