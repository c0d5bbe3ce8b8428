// The 16 business types of the directory, each with the services suggested when it is picked.

export const NOT_LISTED = 'Not Listed';

export const BUSINESS_TYPES = [
  {
    name: 'Beauty & Personal Care',
    services: ['Hair Services', 'Nail Services', 'Skincare', 'Makeup', 'Massage', 'Eyebrow Services', 'Lash Extensions', 'Waxing', 'Spa Treatments'],
  },
  {
    name: 'Restaurants & Food Services',
    services: [
      'Dine-In',
      'Takeout',
      'Delivery',
      'Catering',
      'Soul Food',
      'Caribbean Cuisine',
      'African Cuisine',
      'Vegan Options',
      'Bakery',
      'Food Truck',
      'Private Events',
    ],
  },
  {
    name: 'Retail & Boutiques',
    services: ['Clothing', 'Shoes', 'Accessories', 'Jewelry', 'Home Goods', 'Gifts', 'Books', 'Art & Prints', 'Online Store', 'Custom Orders'],
  },
  {
    name: 'Health, Wellness & Fitness',
    services: [
      'Personal Training',
      'Group Classes',
      'Yoga',
      'Pilates',
      'Nutrition Coaching',
      'Meditation',
      'Wellness Coaching',
      'Physical Therapy',
      'Herbal Products',
    ],
  },
  {
    name: 'Professional Services',
    services: [
      'Legal Services',
      'Accounting',
      'Tax Preparation',
      'Consulting',
      'Marketing',
      'Graphic Design',
      'Real Estate',
      'Notary',
      'Business Coaching',
      'HR Services',
    ],
  },
  {
    name: 'Home & Business Services',
    services: ['Cleaning', 'Landscaping', 'Plumbing', 'Electrical', 'HVAC', 'Handyman', 'Painting', 'Moving', 'Pest Control', 'Interior Design'],
  },
  {
    name: 'Child & Family Services',
    services: ['Child Care', 'After-School Programs', 'Tutoring', 'Family Counseling', 'Summer Camps', 'Parenting Classes', 'Doula Services', 'Party Planning'],
  },
  {
    name: 'Arts & Entertainment',
    services: ['Live Music', 'DJ Services', 'Photography', 'Videography', 'Art Gallery', 'Dance Classes', 'Theater', 'Recording Studio', 'Art Classes'],
  },
  {
    name: 'Transportation & Auto',
    services: [
      'Auto Repair',
      'Car Wash & Detailing',
      'Oil Change',
      'Tire Services',
      'Towing',
      'Car Rental',
      'Chauffeur Services',
      'Moving Trucks',
      'Body Shop',
    ],
  },
  {
    name: 'Events, Culture & Experiences',
    services: ['Event Planning', 'Venue Rental', 'Wedding Services', 'Cultural Tours', 'Festivals', 'Catering Coordination', 'Decor & Rentals', 'Workshops'],
  },
  {
    name: 'Technology & E-commerce',
    services: [
      'Web Development',
      'App Development',
      'IT Support',
      'E-commerce Stores',
      'Digital Marketing',
      'Social Media Management',
      'Computer Repair',
      'Cybersecurity',
      'Data Services',
    ],
  },
  {
    name: 'Education & Training',
    services: [
      'Tutoring',
      'Test Preparation',
      'Coding Classes',
      'Language Lessons',
      'Music Lessons',
      'Career Training',
      'Workshops',
      'Online Courses',
      'Mentoring',
    ],
  },
  {
    name: 'Finance & Insurance',
    services: [
      'Financial Planning',
      'Insurance',
      'Credit Repair',
      'Bookkeeping',
      'Investment Advice',
      'Mortgage Services',
      'Retirement Planning',
      'Tax Services',
    ],
  },
  {
    name: 'Health Care',
    services: [
      'Primary Care',
      'Dental Care',
      'Mental Health',
      'Pharmacy',
      'Home Health Care',
      'Pediatrics',
      'Women\u2019s Health',
      'Chiropractic',
      'Telehealth',
    ],
  },
  {
    name: 'Crafts & Stationery',
    services: [
      'Handmade Goods',
      'Custom Stationery',
      'Candles',
      'Pottery',
      'Sewing & Alterations',
      'Printing',
      'Scrapbooking',
      'Craft Workshops',
      'Party Supplies',
    ],
  },
  { name: NOT_LISTED, services: [] },
] as const satisfies readonly { name: string; services: readonly string[] }[];

export type BusinessTypeName = (typeof BUSINESS_TYPES)[number]['name'];

export const BUSINESS_TYPE_NAMES: readonly string[] = BUSINESS_TYPES.map((t) => t.name);

/** The services suggested for a business type; none for 'Not Listed' or a custom type. */
export function suggestedServices(typeName: string): readonly string[] {
  return BUSINESS_TYPES.find((t) => t.name === typeName)?.services ?? [];
}

/**
 * Every suggested service once, A to Z. Compared in lower case rather than with `localeCompare`: a
 * page's first locale-aware call loads the browser's locale data, a long pause on a phone (the order
 * is the same for these names; a test checks it).
 */
export const ALL_SERVICES: readonly string[] = [...new Set(BUSINESS_TYPES.flatMap((t) => t.services as readonly string[]))]
  .map((name) => [name.toLowerCase(), name] as const)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([, name]) => name);
