// What a demo business of each type looks like (names, wording, hours, prices): the first eight types.
import { formHours, LATE_NIGHT_HOURS, SHORT_HOURS, STANDARD_HOURS } from './hours';

export interface TypeProfile {
  type: string;
  names: readonly string[];
  /** First sentence of a description; {name}, {city} and {year} are filled in. */
  openers: readonly string[];
  details: readonly string[];
  extraServices: readonly string[];
  keywords: readonly string[];
  /** Hours texts, the first the most common. */
  hours: readonly string[];
  price: readonly [number, number];
  /** What the founder did before, after the founder's name: '{first} spent ...'. */
  founderPast: readonly string[];
  /** What reviewers talk about. */
  reviewSubjects: readonly string[];
}

export const PROFILES_A: readonly TypeProfile[] = [
  {
    type: 'Beauty & Personal Care',
    names: ['Crown & Glory Hair Studio', 'Kinks & Coils Natural Salon', 'Fade Theory Barbershop', 'The Loc Lounge', 'Polished Nail Bar & Spa', 'Melanin Glow Skin Studio', 'Braids by Bre', 'Sharp Edges Barber Co.', 'Lash Republic', 'Silk Press Society', 'Shea Butter Spa & Wellness', 'Regal Roots Beauty Bar'],
    openers: [
      '{name} is a full-service beauty studio in {city} built around healthy hair and unhurried appointments.',
      'Since {year}, {name} has been the chair {city} regulars trust for clean cuts, protective styles and real conversation.',
      '{name} is a Black-owned beauty studio in {city} where textured hair and melanin-rich skin are the main event, not an afterthought.',
    ],
    details: [
      'Stylists are trained in natural hair, silk presses, locs and color, and every visit starts with a consultation.',
      'The studio uses sulfate-free products and stocks a shelf of small-batch brands made by Black founders.',
      'Kids\u2019 cuts are welcome on weekday afternoons, and seniors get a discount every Tuesday.',
      'Bridal parties can book the whole space for early-morning hair and makeup sessions.',
      'Appointments run on time, and the waiting area doubles as a gallery for local artists.',
    ],
    extraServices: ['Loc Retwists', 'Bridal Styling', 'Scalp Treatments'],
    keywords: ['natural hair', 'silk press', 'braids', 'locs', 'barber', 'fades', 'lashes', 'nails', 'skincare', 'bridal'],
    hours: [formHours('10:00-19:00', '08:00-18:00'), formHours('09:00-18:00', '08:00-16:00', 'Closed', { Mon: 'Closed' }), SHORT_HOURS.appointment, SHORT_HOURS.weekdaysPlusSaturday],
    price: [1, 3],
    founderPast: ['spent twelve years behind the chair in salons across the South before opening the studio.', 'trained as a cosmetologist right out of high school and built a loyal client list one appointment at a time.', 'left a corporate marketing job to turn a weekend braiding side hustle into a storefront.'],
    reviewSubjects: ['my silk press', 'my knotless braids', 'my fade', 'the lash fill', 'my retwist', 'the facial', 'my daughter\u2019s cornrows', 'my color'],
  },
  {
    type: 'Restaurants & Food Services',
    names: ['Mama Dee\u2019s Soul Kitchen', 'Island Spice Jerk Hut', 'Sweet Potato Bakery', 'Blue Nile Ethiopian Kitchen', 'Big Earl\u2019s Smokehouse', 'Plantain Republic', 'Golden Crust Patty Shop', 'Greens & Grains Vegan Cafe', 'Uncle Ray\u2019s Fish Fry', 'Jollof Junction', 'Sunday Dinner Catering Co.', 'The Waffle Spot'],
    openers: [
      '{name} serves scratch-made comfort food in {city}, the way it is cooked at family reunions.',
      'Open since {year}, {name} is a neighborhood kitchen in {city} known for generous plates and a line out the door on Fridays.',
      '{name} brings recipes passed down three generations to a bright little dining room in {city}.',
    ],
    details: [
      'Everything is cooked to order, sides rotate with the seasons, and the sweet tea is brewed fresh every morning.',
      'The menu marks vegan and gluten-free dishes, and the kitchen is happy to adjust spice levels.',
      'Catering trays feed ten to two hundred, from office lunches to repasts and graduations.',
      'Weekend brunch fills up fast, so call ahead for tables of six or more.',
      'Leftover food goes to a nearby shelter every night instead of the dumpster.',
    ],
    extraServices: ['Meal Prep Plans', 'Sunday Brunch', 'Pop-Up Dinners'],
    keywords: ['soul food', 'brunch', 'catering', 'takeout', 'jerk chicken', 'vegan', 'bakery', 'family owned', 'fish fry', 'comfort food'],
    hours: [formHours('11:00-21:00', '11:00-22:00', '12:00-18:00', { Mon: 'Closed' }), SHORT_HOURS.daily, LATE_NIGHT_HOURS, formHours('07:00-15:00', '08:00-15:00', '08:00-14:00')],
    price: [1, 3],
    founderPast: ['learned to cook beside a grandmother who fed half the block every Sunday.', 'ran a food truck for six years before signing the lease on the dining room.', 'worked the line in hotel kitchens for a decade and always wanted a menu of their own.'],
    reviewSubjects: ['the oxtails', 'the fried catfish', 'the mac and cheese', 'the peach cobbler', 'the jerk chicken plate', 'the collard greens', 'the jollof rice', 'the chicken and waffles'],
  },
  {
    type: 'Retail & Boutiques',
    names: ['Kente Threads Boutique', 'Sole Culture Sneakers', 'Ankara & Co.', 'Heritage Book Nook', 'Adornment Jewelry Studio', 'The Curated Closet', 'Urban Heirloom Home Goods', 'Nubian Gifts & Gallery', 'Brownstone Vintage', 'Majestic Kids Boutique', 'Gold Hoop Accessories', 'Queen\u2019s Closet Consignment'],
    openers: [
      '{name} is an independent boutique in {city} stocked with pieces from Black designers and makers.',
      'Since {year}, {name} has given {city} shoppers a place to find gifts, style and stories they will not see at the mall.',
      '{name} is a small shop in {city} with a big point of view about culture, quality and color.',
    ],
    details: [
      'Most of the inventory comes from independent designers, and new arrivals land every Thursday.',
      'The shop offers free gift wrapping, local delivery and a rewards card for regulars.',
      'Twice a month the store hosts trunk shows where shoppers can meet the makers in person.',
      'Sizes run inclusive, and the staff will happily pull options for a special occasion.',
      'An online store ships nationwide, with free pickup at the counter.',
    ],
    extraServices: ['Personal Styling', 'Gift Registry', 'Trunk Shows'],
    keywords: ['boutique', 'gifts', 'fashion', 'sneakers', 'jewelry', 'books', 'vintage', 'home decor', 'african print', 'local makers'],
    hours: [formHours('11:00-19:00', '10:00-18:00', '12:00-17:00', { Mon: 'Closed' }), SHORT_HOURS.weekdaysPlusSaturday, formHours('10:00-20:00', '10:00-20:00', '12:00-18:00')],
    price: [2, 3],
    founderPast: ['sold handmade earrings at street festivals for years before opening a storefront.', 'worked as a buyer for a national department store and wanted to spotlight designers who look like their customers.', 'started the shop with a folding table at the farmers market and a notebook of ideas.'],
    reviewSubjects: ['the selection', 'the gift I bought my mom', 'the sneaker wall', 'my new earrings', 'the book recommendations', 'the dress I found', 'the vintage jacket'],
  },
  {
    type: 'Health, Wellness & Fitness',
    names: ['Iron Temple Fitness', 'Breathe Easy Yoga Studio', 'Core Strength Pilates', 'Rooted Wellness Collective', 'Fit Fam Bootcamp', 'Mind & Body Restoration', 'Herbal Roots Apothecary', 'Peak Performance Training', 'Soulful Stretch Studio', 'Healthy Harvest Nutrition', 'Step Up Dance Fitness', 'Balanced Life Physical Therapy'],
    openers: [
      '{name} is a welcoming fitness and wellness space in {city} for every body and every starting point.',
      'Founded in {year}, {name} helps {city} residents get stronger, move better and stress less.',
      '{name} is a community-first wellness studio in {city} where the coaches know every member by name.',
    ],
    details: [
      'Classes range from beginner-friendly mobility to high-intensity circuits, and the first session is free.',
      'Coaches build plans around real schedules, including early-morning and lunch-hour options.',
      'The studio partners with local clinics on heart-health and diabetes-prevention programs.',
      'Sliding-scale memberships keep classes within reach for students and seniors.',
      'Childcare is available during the busiest morning classes.',
    ],
    extraServices: ['Corporate Wellness', 'Sound Baths', 'Senior Fitness'],
    keywords: ['fitness', 'yoga', 'personal trainer', 'wellness', 'pilates', 'bootcamp', 'meditation', 'nutrition', 'self care', 'dance'],
    hours: [formHours('06:00-21:00', '08:00-14:00', '09:00-13:00'), SHORT_HOURS.weekdaysPlusSaturday, formHours('05:30-20:00', '07:00-12:00')],
    price: [2, 3],
    founderPast: ['played college basketball and became a certified trainer after an injury changed the plan.', 'found yoga during a hard season of life and has taught it for over ten years.', 'is a licensed nutritionist who spent years in hospital wellness programs.'],
    reviewSubjects: ['the morning bootcamp', 'the yoga class', 'my training sessions', 'the Pilates reformer class', 'the nutrition plan', 'the dance cardio class'],
  },
  {
    type: 'Professional Services',
    names: ['Johnson & Reed Law Group', 'Ledger & Legacy Accounting', 'Bright Path Consulting', 'Ebony Ink Design Studio', 'Cornerstone Realty Partners', 'Precision Tax & Notary', 'Amplify Marketing Agency', 'Hampton HR Solutions', 'Blueprint Business Coaching', 'Parker Notary & Signing Services', 'Keystone Legal Services', 'Brand Griot Creative'],
    openers: [
      '{name} provides dependable professional services to families and small businesses across {city}.',
      'Since {year}, {name} has helped {city} entrepreneurs get organized, get compliant and get paid.',
      '{name} is a Black-owned firm in {city} that explains every step in plain language.',
    ],
    details: [
      'Free 20-minute consultations are available in person or by video.',
      'The team works with first-time founders, nonprofits and established companies alike.',
      'Evening appointments are available during tax season.',
      'Clients get a clear written scope and price before any work begins.',
      'The firm runs free quarterly workshops on contracts, taxes and marketing basics.',
    ],
    extraServices: ['Business Formation', 'Contract Review', 'Brand Strategy'],
    keywords: ['lawyer', 'accountant', 'tax prep', 'consulting', 'marketing', 'branding', 'real estate', 'notary', 'small business', 'bookkeeping'],
    hours: [STANDARD_HOURS, formHours('08:30-18:00'), SHORT_HOURS.appointment, SHORT_HOURS.weekdaysPlusSaturday],
    price: [2, 4],
    founderPast: ['practiced at a large downtown firm for nine years before opening a neighborhood office.', 'is a certified public accountant who grew tired of seeing small businesses overpay.', 'built marketing campaigns for national brands and now builds them for local ones.'],
    reviewSubjects: ['my tax return', 'the contract review', 'our new logo', 'the LLC paperwork', 'the home purchase', 'the marketing plan'],
  },
  {
    type: 'Home & Business Services',
    names: ['Spotless Touch Cleaning', 'Green Thumb Landscaping', 'Reliable Flow Plumbing', 'Bright Spark Electric', 'Cool Breeze HVAC', 'Handy Hands Home Repair', 'Fresh Coat Painting Co.', 'Smooth Move Movers', 'Shield Pest Control', 'Haven Interior Design', 'Crystal Clear Window Washing', 'Sparkle Commercial Janitorial'],
    openers: [
      '{name} is a licensed and insured home services company serving {city} and the surrounding area.',
      'Since {year}, {name} has kept {city} homes and storefronts running, one job at a time.',
      '{name} is a family-run crew in {city} that shows up on time and cleans up before leaving.',
    ],
    details: [
      'Estimates are free and written, with no surprise fees at the end of the job.',
      'Emergency calls are answered around the clock, including weekends and holidays.',
      'The team hires and trains young people from the neighborhood through a paid apprenticeship.',
      'Seniors and veterans receive ten percent off every service.',
      'Commercial clients can set up recurring weekly or monthly service plans.',
    ],
    extraServices: ['Pressure Washing', 'Junk Removal', 'Gutter Cleaning'],
    keywords: ['cleaning', 'plumber', 'electrician', 'hvac', 'handyman', 'landscaping', 'movers', 'painting', 'licensed', 'insured'],
    hours: [formHours('08:00-18:00', '09:00-14:00'), SHORT_HOURS.weekdaysPlusSaturday, SHORT_HOURS.always, formHours('07:00-17:00')],
    price: [2, 3],
    founderPast: ['learned the trade from an uncle and earned a master license before turning thirty.', 'spent fifteen years with a large contractor and wanted to build a company that treats crews like family.', 'started with one van, one ladder and a lot of referrals from church members.'],
    reviewSubjects: ['the deep clean', 'the water heater install', 'the AC repair', 'the move', 'the paint job', 'the yard cleanup', 'the rewiring'],
  },
  {
    type: 'Child & Family Services',
    names: ['Little Scholars Learning Center', 'Bright Beginnings Daycare', 'Village Kids After-School', 'Nurture Doula Collective', 'Family First Counseling', 'Camp Sankofa Summer Program', 'Tiny Steps Early Learning', 'Milestone Tutoring Center', 'Parenting Circle Classes', 'Joyful Parties Kids Events', 'Growing Together Family Services', 'Kinfolk Child Care'],
    openers: [
      '{name} supports {city} families with caring, culturally grounded programs for children and parents.',
      'Since {year}, {name} has been a safe, joyful place for {city} kids to learn and grow.',
      '{name} is a family-centered program in {city} built on the idea that it takes a village.',
    ],
    details: [
      'The curriculum includes Black history, literacy and STEM activities every week.',
      'Staff are certified in CPR and first aid, and ratios are kept small.',
      'Parents get daily updates and photos through a secure app.',
      'Scholarships and state childcare subsidies are accepted.',
      'Family nights bring parents together for workshops, games and a shared meal.',
    ],
    extraServices: ['Homework Help', 'Postpartum Support', 'Weekend Care'],
    keywords: ['daycare', 'after school', 'tutoring', 'summer camp', 'doula', 'family counseling', 'kids', 'parenting', 'early learning', 'childcare'],
    hours: [formHours('06:30-18:30'), formHours('14:30-18:30'), SHORT_HOURS.appointment, SHORT_HOURS.weekdaysPlusSaturday],
    price: [1, 3],
    founderPast: ['taught kindergarten for eleven years before opening a center of their own.', 'is a certified doula who has supported more than three hundred births.', 'is a licensed family therapist and a parent of four.'],
    reviewSubjects: ['the after-school program', 'my son\u2019s tutoring', 'our doula', 'the summer camp', 'the daycare staff', 'the parenting class', 'my daughter\u2019s birthday party'],
  },
  {
    type: 'Arts & Entertainment',
    names: ['Soul Frequency Recording Studio', 'Afro Lens Photography', 'Ebony Keys Music Collective', 'Rhythm Nation Dance Academy', 'The Griot Gallery', 'Spin Doctor DJ Services', 'Stage Left Theater Company', 'Canvas & Culture Art Classes', 'Blackbird Films Videography', 'Sankofa Arts Center', 'Bassline Live Music Lounge', 'Vivid Vision Photo Booth'],
    openers: [
      '{name} is a creative home in {city} for artists, performers and the people who love them.',
      'Since {year}, {name} has been capturing, teaching and celebrating Black creativity in {city}.',
      '{name} is an independent arts business in {city} with a calendar full of shows, sessions and classes.',
    ],
    details: [
      'Open studio nights let new artists share work in a supportive room.',
      'Packages cover weddings, portraits, album releases and corporate events.',
      'Classes for children and adults run in eight-week sessions year-round.',
      'Local musicians play live every weekend, and there is never a cover before nine.',
      'The space rents by the hour for rehearsals, shoots and listening parties.',
    ],
    extraServices: ['Podcast Production', 'Headshots', 'Open Mic Nights'],
    keywords: ['art', 'music', 'photography', 'dj', 'dance', 'gallery', 'live music', 'recording studio', 'theater', 'creative'],
    hours: [formHours('12:00-20:00', '10:00-22:00', '12:00-18:00', { Mon: 'Closed' }), SHORT_HOURS.appointment, LATE_NIGHT_HOURS, SHORT_HOURS.daily],
    price: [2, 3],
    founderPast: ['toured as a session musician for a decade before building a studio at home.', 'studied fine art at an HBCU and opened the gallery to show artists who were overlooked.', 'shot weddings on weekends while working a day job until the bookings outgrew the calendar.'],
    reviewSubjects: ['our wedding photos', 'the recording session', 'the dance class', 'the gallery opening', 'the DJ set', 'the kids\u2019 art class', 'the show'],
  },
];
