// What a demo business of each type looks like: the last seven types, and owners' own 'Not Listed' types.
import { formHours, LOUNGE_HOURS, SHORT_HOURS, STANDARD_HOURS } from './hours';
import type { TypeProfile } from './profiles-a';

export const PROFILES_B: readonly TypeProfile[] = [
  {
    type: 'Transportation & Auto',
    names: ['Precision Auto Repair', 'Shine Time Car Wash & Detailing', 'Quick Lube Express', 'Road Ready Tire Shop', 'Brother\u2019s Towing & Recovery', 'Elite Chauffeur Service', 'Southside Body Shop', 'Ride Right Car Rental', 'Turnkey Auto Care', 'Smooth Ride Transmission', 'Clutch Moving Trucks', 'Glass Act Auto Glass'],
    openers: [
      '{name} keeps {city} drivers on the road with honest diagnostics and fair prices.',
      'Since {year}, {name} has been the {city} shop people recommend to their mothers.',
      '{name} is a Black-owned auto business in {city} that explains the problem before fixing it.',
    ],
    details: [
      'Technicians are ASE certified, and every repair comes with a twelve-month warranty.',
      'Customers get photos of worn parts and a written quote before work starts.',
      'A free shuttle runs to nearby offices and the train station.',
      'Fleet accounts are available for churches, schools and small businesses.',
      'Walk-ins are welcome for oil changes and tire rotations.',
    ],
    extraServices: ['Pre-Purchase Inspections', 'Airport Transfers', 'Mobile Detailing'],
    keywords: ['auto repair', 'mechanic', 'car wash', 'detailing', 'towing', 'tires', 'oil change', 'chauffeur', 'body shop', 'brakes'],
    hours: [formHours('08:00-18:00', '08:00-14:00'), SHORT_HOURS.weekdaysPlusSaturday, SHORT_HOURS.always, SHORT_HOURS.appointment],
    price: [1, 3],
    founderPast: ['started fixing cars in a grandfather\u2019s driveway at fourteen.', 'served as a vehicle mechanic in the Army before opening the shop.', 'drove for a luxury car service for years and built a fleet of their own.'],
    reviewSubjects: ['the brake job', 'the detail', 'the tow', 'my oil change', 'the airport ride', 'the body work', 'the new tires'],
  },
  {
    type: 'Events, Culture & Experiences',
    names: ['Elegant Affairs Event Planning', 'The Gathering Place Venue', 'Heritage Heights Cultural Tours', 'Jumping the Broom Weddings', 'Festival Roots Productions', 'Luxe Decor & Rentals', 'Culture Walks Tours', 'Gold Ribbon Events', 'Unity Hall Event Space', 'Diaspora Nights Collective', 'Celebrate Catering Coordination', 'Story & Soul Workshops'],
    openers: [
      '{name} plans and hosts memorable gatherings in {city}, from intimate dinners to block-sized festivals.',
      'Since {year}, {name} has turned {city} milestones into celebrations people talk about for years.',
      '{name} creates cultural experiences in {city} that honor where we come from and where we are going.',
    ],
    details: [
      'Full-service planning covers vendors, timelines, decor and day-of coordination.',
      'Walking tours visit historic Black neighborhoods with guides who grew up there.',
      'The venue seats up to two hundred and has an in-house sound system.',
      'Packages can be built around any budget, and payment plans are available.',
      'A list of trusted Black-owned vendors is shared with every client.',
    ],
    extraServices: ['Juneteenth Celebrations', 'Corporate Retreats', 'Photo Backdrops'],
    keywords: ['event planner', 'wedding', 'venue', 'tours', 'festival', 'party rentals', 'decor', 'culture', 'celebration', 'juneteenth'],
    hours: [SHORT_HOURS.appointment, formHours('10:00-18:00', '10:00-16:00'), LOUNGE_HOURS, STANDARD_HOURS],
    price: [2, 4],
    founderPast: ['planned weddings for friends and family for years before making it official.', 'is a trained historian who wanted the stories of the neighborhood told on its own streets.', 'managed events for a university and now brings that polish to family celebrations.'],
    reviewSubjects: ['our wedding', 'the walking tour', 'my mom\u2019s 70th birthday', 'the venue', 'the decor', 'the festival', 'the company retreat'],
  },
  {
    type: 'Technology & E-commerce',
    names: ['CodeCrafters Web Studio', 'ByteBridge IT Solutions', 'Melanin Tech Labs', 'AppRise Development', 'Secure Line Cybersecurity', 'Digital Griot Marketing', 'Fix-It Computer Repair', 'Cloud Nine Data Services', 'ShopBlack Commerce Studio', 'Pixel Perfect Web Design', 'Socially Yours Media', 'NextGen Tech Support'],
    openers: [
      '{name} builds and fixes the technology that {city} small businesses run on.',
      'Since {year}, {name} has helped {city} founders get online, get found and get paid.',
      '{name} is a Black-owned tech company in {city} that speaks human, not jargon.',
    ],
    details: [
      'Projects start with a free discovery call and a fixed-price proposal.',
      'Websites are fast, accessible and easy for owners to update themselves.',
      'Same-day laptop and phone repairs are available for most models.',
      'Monthly support plans include backups, security updates and a real person on the phone.',
      'The team teaches free coding workshops for teens on Saturday mornings.',
    ],
    extraServices: ['Online Booking Setup', 'Email Marketing', 'Tech Training'],
    keywords: ['web design', 'it support', 'apps', 'ecommerce', 'seo', 'social media', 'computer repair', 'cybersecurity', 'shopify', 'tech'],
    hours: [STANDARD_HOURS, formHours('10:00-19:00', '10:00-15:00'), SHORT_HOURS.appointment],
    price: [2, 4],
    founderPast: ['was a software engineer at a large tech company before coming home to build locally.', 'taught themselves to code at nineteen and has shipped more than a hundred sites since.', 'ran IT for a hospital network and saw how underserved small offices were.'],
    reviewSubjects: ['our new website', 'the laptop repair', 'the online store', 'the IT support', 'the social media campaign', 'the app'],
  },
  {
    type: 'Education & Training',
    names: ['Excel Tutoring Academy', 'Test Ready Prep Center', 'Future Coders Academy', 'Mother Tongue Language School', 'Keys & Strings Music Lessons', 'Career Launch Training Institute', 'Scholars Circle Mentoring', 'Lifelong Learning Workshops', 'Bright Minds Online Courses', 'Tradesmen Training Center', 'Reading Roots Literacy Center', 'STEM Forward Learning Lab'],
    openers: [
      '{name} helps {city} learners of every age build skills, confidence and options.',
      'Since {year}, {name} has prepared {city} students for tests, trades and careers.',
      '{name} is an education business in {city} that believes every student is one good teacher away from a breakthrough.',
    ],
    details: [
      'Tutors are certified teachers and college students from nearby universities.',
      'Small group sessions keep the price down without losing personal attention.',
      'Adult learners can join evening cohorts for certifications and career changes.',
      'Progress reports go home every month with clear next steps.',
      'Scholarships are set aside each term for families who need them.',
    ],
    extraServices: ['College Essay Coaching', 'Robotics Club', 'GED Preparation'],
    keywords: ['tutoring', 'test prep', 'coding', 'music lessons', 'career training', 'mentoring', 'sat', 'literacy', 'stem', 'workshops'],
    hours: [formHours('14:00-20:00', '09:00-14:00'), SHORT_HOURS.weekdaysPlusSaturday, SHORT_HOURS.appointment, formHours('15:00-19:00', '10:00-13:00')],
    price: [1, 3],
    founderPast: ['taught high school math for fourteen years and still grades with a purple pen.', 'is a first-generation college graduate who wants to make the path easier for the next one.', 'is a master electrician who built the training program they wished they had.'],
    reviewSubjects: ['the SAT prep', 'my son\u2019s reading progress', 'the coding class', 'the piano lessons', 'the certification course', 'the mentoring program'],
  },
  {
    type: 'Finance & Insurance',
    names: ['Legacy Wealth Advisors', 'Shield Insurance Agency', 'Fresh Start Credit Repair', 'Balanced Books Bookkeeping', 'Generational Wealth Partners', 'Homeward Mortgage Group', 'Golden Years Retirement Planning', 'Main Street Tax Services', 'Harvest Financial Planning', 'Covenant Insurance Group', 'Prosper Investment Advisors', 'Nest Egg Financial Coaching'],
    openers: [
      '{name} helps {city} families build, protect and pass on wealth.',
      'Since {year}, {name} has guided {city} clients through budgets, mortgages and retirement plans.',
      '{name} is a Black-owned financial practice in {city} focused on closing the wealth gap one household at a time.',
    ],
    details: [
      'First consultations are free and there is never pressure to buy a product.',
      'Advisors explain fees up front and put every recommendation in writing.',
      'Free homebuyer classes run the first Saturday of every month.',
      'Small businesses can get bookkeeping, payroll and tax support under one roof.',
      'Churches and community groups can book a free financial literacy talk.',
    ],
    extraServices: ['Estate Planning', 'First-Time Homebuyer Classes', 'Payroll Services'],
    keywords: ['financial planning', 'insurance', 'credit repair', 'bookkeeping', 'mortgage', 'retirement', 'taxes', 'wealth', 'life insurance', 'budgeting'],
    hours: [STANDARD_HOURS, formHours('09:00-18:00', '10:00-14:00'), SHORT_HOURS.appointment],
    price: [2, 4],
    founderPast: ['worked in commercial banking for twelve years and saw who got approved and who did not.', 'is a certified financial planner who started by helping relatives read their pension statements.', 'rebuilt their own credit from scratch and now teaches others how to do the same.'],
    reviewSubjects: ['the retirement plan', 'my credit score', 'our mortgage', 'the life insurance policy', 'the bookkeeping', 'the budgeting session'],
  },
  {
    type: 'Health Care',
    names: ['Community Care Family Medicine', 'Bright Smile Dental', 'Healing Minds Counseling', 'Neighborhood Pharmacy', 'Comfort Home Health Care', 'Little Hearts Pediatrics', 'Her Health Women\u2019s Clinic', 'Align Chiropractic', 'Virtual Care Telehealth', 'Wellspring Medical Group', 'Gentle Touch Dental Studio', 'Harmony Behavioral Health'],
    openers: [
      '{name} provides compassionate, culturally competent care to patients across {city}.',
      'Since {year}, {name} has made it easier for {city} families to see a provider who listens.',
      '{name} is a Black-owned practice in {city} that takes the time to explain every diagnosis.',
    ],
    details: [
      'Most major insurance plans are accepted, and self-pay prices are posted in the lobby.',
      'Same-day appointments are held open every morning for urgent needs.',
      'Telehealth visits are available for follow-ups and prescription refills.',
      'Providers run free blood pressure screenings at barbershops and churches each month.',
      'Interpreters are available for Haitian Creole, French and Spanish speakers.',
    ],
    extraServices: ['Free Health Screenings', 'Medication Delivery', 'Sports Physicals'],
    keywords: ['doctor', 'dentist', 'therapy', 'pharmacy', 'pediatrics', 'womens health', 'chiropractor', 'telehealth', 'primary care', 'mental health'],
    hours: [formHours('08:00-17:00', '09:00-13:00'), STANDARD_HOURS, formHours('08:00-20:00', '09:00-17:00', '10:00-16:00'), SHORT_HOURS.appointment],
    price: [2, 3],
    founderPast: ['trained at Meharry Medical College and returned home to open a practice.', 'worked in emergency rooms for a decade and wanted to see patients before a crisis.', 'is a licensed clinical social worker who has counseled families for fifteen years.'],
    reviewSubjects: ['my checkup', 'the cleaning', 'my therapist', 'the pharmacist', 'my son\u2019s pediatrician', 'the adjustment', 'the home nurse'],
  },
  {
    type: 'Crafts & Stationery',
    names: ['Ink & Paper Stationery', 'Wick & Wonder Candle Co.', 'Clay Roots Pottery Studio', 'Stitch Perfect Alterations', 'Print Culture Press', 'Memory Lane Scrapbooking', 'Crafted Kin Handmade Goods', 'Party Pop Supply Co.', 'Paper Crown Invitations', 'Sew Fly Sewing Studio', 'Kiln & Kettle Pottery', 'Gold Leaf Greeting Cards'],
    openers: [
      '{name} is a maker studio in {city} full of handmade goods, paper and things to make yourself.',
      'Since {year}, {name} has been {city}\u2019s go-to for custom invitations, gifts and workshops.',
      '{name} is a Black-owned craft business in {city} where everything is made by hand, in small batches.',
    ],
    details: [
      'Custom orders for weddings, baby showers and graduations ship in two weeks.',
      'Weekend workshops teach candle making, pottery and hand lettering for beginners.',
      'Supplies are sourced from other small businesses whenever possible.',
      'Same-week alterations are available for prom and wedding season.',
      'Private parties can book the studio for birthdays and team outings.',
    ],
    extraServices: ['Wedding Invitations', 'Embroidery', 'Screen Printing'],
    keywords: ['handmade', 'candles', 'pottery', 'stationery', 'invitations', 'alterations', 'printing', 'crafts', 'workshops', 'gifts'],
    hours: [formHours('11:00-18:00', '10:00-17:00', 'Closed', { Mon: 'Closed' }), SHORT_HOURS.weekdaysPlusSaturday, SHORT_HOURS.appointment],
    price: [1, 2],
    founderPast: ['started pouring candles in a kitchen during the pandemic and sold out the first batch in a day.', 'learned to sew from a grandmother who made every Easter outfit in the family.', 'is a graphic designer who fell in love with letterpress printing.'],
    reviewSubjects: ['the wedding invitations', 'the candles', 'the pottery class', 'my hem and alterations', 'the custom shirts', 'the party supplies'],
  },
];

/** Owners who picked 'Not Listed' and wrote their own type. */
export interface CustomBusiness {
  type: string;
  name: string;
  description: string;
  services: readonly string[];
  keywords: readonly string[];
  hours: string;
  price: number | null;
}

export const CUSTOM_BUSINESSES: readonly CustomBusiness[] = [
  { type: 'Barbershop & Bookstore', name: 'Chapter & Chair', description: 'Chapter & Chair pairs a four-chair barbershop with a shelf of Black authors, so the wait is never wasted. Kids who read a book aloud to their barber get a discount on the cut.', services: ['Haircuts', 'Beard Trims', 'Used Books', 'Book Club'], keywords: ['barbershop', 'bookstore', 'reading', 'kids cuts'], hours: formHours('10:00-19:00', '08:00-17:00', 'Closed', { Mon: 'Closed' }), price: 1 },
  { type: 'Laundromat & Cafe', name: 'Suds & Sips', description: 'Suds & Sips is a bright laundromat with a coffee bar, free wifi and a reading corner for kids. Wash-and-fold service is ready the same day.', services: ['Self-Service Laundry', 'Wash and Fold', 'Coffee Bar', 'Free Wifi'], keywords: ['laundromat', 'coffee', 'wash and fold', 'wifi'], hours: 'Daily 06:00-22:00', price: 1 },
  { type: 'Plant Shop & Juice Bar', name: 'Leaf & Squeeze', description: 'Leaf & Squeeze sells houseplants, pots and cold-pressed juices from one sunny storefront. Plant care classes are free with any purchase.', services: ['Houseplants', 'Cold-Pressed Juice', 'Smoothies', 'Plant Care Classes'], keywords: ['plants', 'juice bar', 'smoothies', 'healthy'], hours: SHORT_HOURS.weekdaysPlusSaturday, price: 2 },
  { type: 'Bike Repair & Coffee', name: 'Spokes & Espresso', description: 'Spokes & Espresso fixes bikes while you drink a proper espresso. The shop leads a slow community ride every Sunday morning.', services: ['Bike Repair', 'Tune-Ups', 'Espresso Bar', 'Group Rides'], keywords: ['bikes', 'coffee', 'cycling', 'repair'], hours: formHours('07:00-18:00', '08:00-16:00', '08:00-12:00'), price: 2 },
  { type: 'Co-op Grocery', name: 'Harvest Co-op Market', description: 'Harvest Co-op Market is a member-owned grocery stocking produce from Black farmers across the region. Anyone can shop, and members share in the profits.', services: ['Fresh Produce', 'Bulk Foods', 'Member Ownership', 'SNAP Accepted'], keywords: ['grocery', 'co-op', 'farmers', 'fresh food'], hours: 'Daily 08:00-21:00', price: 2 },
  { type: 'Co-working Space', name: 'The Collective Workspace', description: 'The Collective Workspace offers desks, meeting rooms and a podcast booth for independent professionals. Members get monthly office hours with a lawyer and an accountant.', services: ['Hot Desks', 'Private Offices', 'Meeting Rooms', 'Podcast Booth'], keywords: ['coworking', 'office space', 'entrepreneurs', 'meeting rooms'], hours: SHORT_HOURS.always, price: 3 },
  { type: 'Record Store & Lounge', name: 'Vinyl Heritage', description: 'Vinyl Heritage sells new and used records, from jazz and gospel to house and hip-hop. Friday nights the listening lounge turns into a DJ set.', services: ['New Vinyl', 'Used Records', 'Listening Lounge', 'DJ Nights'], keywords: ['records', 'vinyl', 'music', 'lounge'], hours: LOUNGE_HOURS, price: 2 },
  { type: 'Florist & Event Decor', name: 'Bloom Culture Florals', description: 'Bloom Culture Florals designs arrangements for weddings, homegoing services and everyday joy. Same-day delivery is available within ten miles.', services: ['Wedding Flowers', 'Sympathy Arrangements', 'Same-Day Delivery', 'Event Decor'], keywords: ['florist', 'flowers', 'weddings', 'delivery'], hours: formHours('09:00-18:00', '09:00-15:00'), price: null },
];
