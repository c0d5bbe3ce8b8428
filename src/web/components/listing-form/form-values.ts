// The fields the listing form and the edit form share, as the form holds them, and how they become the
// API's payload (hours text from the week editor, the EIN only when the toggle is on, the price and the year
// founded as numbers).
import { splitList } from '@shared/reference/listings';
import type { AttributeKey } from '@shared/reference/attributes';
import { businessTypeFields, type ListingRequestInput, type OwnerListing } from '@shared/schemas/submission';
import { defaultWeeklyHours, formatWeeklyHours, weeklyHoursFromText, weeklyHoursProblems, type DayHours } from '@shared/weekly-hours';

export interface HoursValue {
  /** 'weekly': the day-by-day editor; 'text': free text such as 'By appointment only'. */
  mode: 'weekly' | 'text';
  week: DayHours[];
  text: string;
}

export interface SocialRow {
  platform: string;
  username: string;
}

export interface BusinessFormValues {
  businessName: string;
  businessType: string;
  customBusinessType: string;
  description: string;
  servicesOffered: string[];
  street: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  businessEmail: string;
  website: string;
  hours: HoursValue;
  hasEin: boolean;
  ein: string;
  socialMediaPlatforms: SocialRow[];
  keywords: string[];
  /** '' for not said, else '1' to '4'. */
  priceLevel: string;
  /** As typed: '' for not said. */
  yearFounded: string;
  attributes: AttributeKey[];
}

export function emptyBusinessValues(): BusinessFormValues {
  return {
    businessName: '',
    businessType: '',
    customBusinessType: '',
    description: '',
    servicesOffered: [],
    street: '',
    city: '',
    state: '',
    zipCode: '',
    phoneNumber: '',
    businessEmail: '',
    website: '',
    hours: { mode: 'weekly', week: defaultWeeklyHours(), text: '' },
    hasEin: false,
    ein: '',
    socialMediaPlatforms: [{ platform: '', username: '' }],
    keywords: [],
    priceLevel: '',
    yearFounded: '',
    attributes: [],
  };
}

/** A stored listing as the form holds it. Masked contact details are not values: the owner types them again. */
export function businessValuesFrom(listing: OwnerListing): BusinessFormValues {
  return {
    businessName: listing.businessName,
    ...businessTypeFields(listing.businessType),
    description: listing.description,
    servicesOffered: splitList(listing.servicesOffered),
    street: listing.contactHidden ? '' : listing.street,
    city: listing.city ?? '',
    state: listing.state ?? '',
    zipCode: listing.zipCode ?? '',
    phoneNumber: listing.contactHidden ? '' : listing.phoneNumber,
    businessEmail: listing.contactHidden ? '' : listing.businessEmail,
    website: listing.website ?? '',
    hours: hoursValueFromText(listing.businessHours),
    hasEin: listing.hasEin,
    ein: '',
    socialMediaPlatforms: listing.socialMediaPlatforms.length ? listing.socialMediaPlatforms.map((s) => ({ ...s })) : [{ platform: '', username: '' }],
    keywords: splitList(listing.keywords),
    priceLevel: listing.priceLevel ? String(listing.priceLevel) : '',
    yearFounded: listing.yearFounded ? String(listing.yearFounded) : '',
    attributes: [...listing.attributes],
  };
}

/**
 * The year founded as the API takes it: none when blank, else the number typed. Text that is no number
 * becomes NaN, which the shared schema refuses with the field's own message.
 */
export function yearFoundedPayload(typed: string): number | null {
  const year = typed.trim();
  return year ? Number(year) : null;
}

/** The editor for stored hours text: the week when the editor can show it, the text otherwise. */
export function hoursValueFromText(text: string | null | undefined): HoursValue {
  const week = weeklyHoursFromText(text);
  return week ? { mode: 'weekly', week, text: '' } : { mode: 'text', week: defaultWeeklyHours(), text: text ?? '' };
}

export function hoursText(hours: HoursValue): string {
  return hours.mode === 'weekly' ? formatWeeklyHours(hours.week) : hours.text;
}

type SharedPayload = Omit<
  ListingRequestInput,
  'description' | 'businessPhotos' | 'founderFirstName' | 'founderLastName' | 'founderBio' | 'highlightFounder' | 'userId'
>;

/** The shared part of the payload, exactly in the shape of the shared schemas' input. */
export function businessPayload(v: BusinessFormValues): SharedPayload {
  return {
    businessName: v.businessName,
    businessType: v.businessType,
    customBusinessType: v.customBusinessType,
    servicesOffered: v.servicesOffered,
    street: v.street,
    city: v.city,
    state: v.state as SharedPayload['state'],
    zipCode: v.zipCode,
    phoneNumber: v.phoneNumber,
    businessEmail: v.businessEmail,
    website: v.website,
    businessHours: hoursText(v.hours),
    ein: v.hasEin ? v.ein : '',
    socialMediaPlatforms: v.socialMediaPlatforms,
    keywords: v.keywords,
    priceLevel: v.priceLevel ? (Number(v.priceLevel) as 1 | 2 | 3 | 4) : null,
    yearFounded: yearFoundedPayload(v.yearFounded),
    attributes: v.attributes,
  };
}

/** Problems the schemas cannot see: the week editor's rows. */
export function hoursProblems(v: Pick<BusinessFormValues, 'hours'>): Record<string, string> {
  if (v.hours.mode !== 'weekly') return {};
  const problems = weeklyHoursProblems(v.hours.week);
  return Object.fromEntries(Object.entries(problems).map(([day, message]) => [`hours.week.${day}`, message]));
}

/**
 * The form field that shows an error reported for a payload path: list entries show on their list,
 * the hours text on the hours editor.
 */
export function formFieldOf(path: string): string {
  const [head] = path.split('.');
  if (head === 'businessHours') return 'hours';
  if (head === 'keywords' || head === 'servicesOffered' || head === 'socialMediaPlatforms' || head === 'businessPhotos') return head;
  return path;
}
