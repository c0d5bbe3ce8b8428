// Edit requests: the field-by-field comparison admins read, and the rules for the proposed values that
// approval applies to the listing (one rule, used by the dashboard and by the approve route).
import { z } from 'zod';
import { parseHours, weeklySchedule } from '../hours';
import { EDITABLE_LISTING_FIELDS, socialEntrySchema, type EditableListingField } from './listing';
import { normalizePhone, samePhone } from '../phone';
import { MAX_PHOTOS } from '../reference/listings';
import { ATTRIBUTE_KEYS, attributeLabel, isAttributeKey } from '../reference/attributes';

/** Left out of the comparison (the spec: id, created_at, updated_at, latitude, longitude, user_id, social_media_platforms). */
export const COMPARE_IGNORED_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'latitude',
  'longitude',
  'user_id',
  'social_media_platforms',
  'createdAt',
  'updatedAt',
  'userId',
  'socialMediaPlatforms',
] as const;

export const FIELD_LABELS: Record<string, string> = {
  businessName: 'Business Name',
  businessType: 'Business Type',
  description: 'Description',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  phoneNumber: 'Phone Number',
  businessEmail: 'Business Email',
  website: 'Website',
  businessHours: 'Business Hours',
  ein: 'EIN #',
  servicesOffered: 'Services Offered',
  keywords: 'Keywords',
  founderName: 'Founder Name',
  founderBio: 'Founder Bio',
  businessPhotos: 'Photos',
  socialMediaPlatforms: 'Social Media',
  priceLevel: 'Price Level',
  yearFounded: 'Year Founded',
  attributes: 'Ownership & Features',
};

export const fieldLabel = (key: string) =>
  FIELD_LABELS[key] ??
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/** Shows a stored value as text: empty values as '', lists of social entries as 'platform: user'. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        v && typeof v === 'object' && 'platform' in v ? `${String(v.platform)}: ${String((v as { username?: unknown }).username ?? '')}` : displayValue(v),
      )
      .filter(Boolean)
      .join(', ');
  }
  return JSON.stringify(value);
}

export interface FieldComparison {
  key: string;
  label: string;
  original: string;
  proposed: string;
  changed: boolean;
}

/**
 * Every field present in either side (minus the ignored ones), original against proposed, in the
 * listing form's order. A field the request does not propose keeps its original value.
 */
export function compareEdit(original: Record<string, unknown>, proposed: Record<string, unknown>): FieldComparison[] {
  const ignored = new Set<string>(COMPARE_IGNORED_FIELDS);
  const order = new Map<string, number>(EDITABLE_LISTING_FIELDS.map((f, i) => [f, i]));
  const keys = [...new Set([...Object.keys(original), ...Object.keys(proposed)])].filter((k) => !ignored.has(k));
  keys.sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999));
  // Attributes read as their labels ('Black-owned, Wheelchair accessible'), not their keys.
  const shown = (key: string, value: unknown) =>
    displayValue(key === 'attributes' && Array.isArray(value) ? value.map((k) => (typeof k === 'string' && isAttributeKey(k) ? attributeLabel(k) : k)) : value);
  return keys.map((key) => {
    const before = shown(key, original[key]);
    const after = key in proposed ? shown(key, proposed[key]) : before;
    // A phone typed in another format is the same number (old requests may hold either side in an old format).
    const changed = key === 'phoneNumber' ? !samePhone(before, after) : before !== after;
    return { key, label: fieldLabel(key), original: before, proposed: after, changed };
  });
}

/** One weekday of a business hours comparison: 'Closed' against '10:00 AM – 4:00 PM', and whether it differs. */
export interface DayComparison {
  day: string;
  original: string;
  proposed: string;
  changed: boolean;
}

/**
 * Business hours as a week, Monday to Sunday, old beside new (read by the same parser as the listing
 * pages); null when either side is not a week the parser understands (then the texts are compared).
 */
export function compareWeeks(original: string, proposed: string): DayComparison[] | null {
  const before = weeklySchedule(parseHours(original));
  const after = weeklySchedule(parseHours(proposed));
  if (!before || !after) return null;
  return before.map(({ day, text }, i) => {
    const next = after[i]!.text;
    return { day, original: text, proposed: next, changed: text !== next };
  });
}

/** True when the request proposes a different list of social media profiles (shown apart from the comparison). */
export function socialChanged(original: Record<string, unknown>, proposed: Record<string, unknown>): boolean {
  if (!('socialMediaPlatforms' in proposed)) return false;
  return displayValue(original.socialMediaPlatforms) !== displayValue(proposed.socialMediaPlatforms);
}

const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** What approval may write to each editable listing field; a value that fails its rule is not applied. */
export const editableFieldRules = {
  businessName: text(200).min(1),
  businessType: text(120).min(1),
  description: text(5000),
  address: text(500),
  city: nullableText(120),
  state: nullableText(60),
  zipCode: nullableText(20),
  phoneNumber: text(40).overwrite(normalizePhone),
  businessEmail: text(254),
  website: nullableText(500),
  businessHours: nullableText(1000),
  ein: nullableText(20),
  servicesOffered: text(5000),
  keywords: text(5000),
  founderName: nullableText(200),
  founderBio: nullableText(2000),
  businessPhotos: z.array(text(2000)).max(MAX_PHOTOS),
  socialMediaPlatforms: z.array(socialEntrySchema).max(20),
  priceLevel: z.number().int().min(1).max(4).nullable(),
  // What the forms accepted when the request was made: a later year than today's is not possible then.
  yearFounded: z.number().int().min(1800).max(9999).nullable(),
  attributes: z.array(z.enum(ATTRIBUTE_KEYS)).max(ATTRIBUTE_KEYS.length),
} satisfies Record<EditableListingField, z.ZodType>;

/** The proposed changes approval applies, and the fields it skipped because their value was unusable. */
export function applicableChanges(proposed: Record<string, unknown>) {
  const values: Partial<Record<EditableListingField, unknown>> = {};
  const skipped: string[] = [];
  for (const field of EDITABLE_LISTING_FIELDS) {
    if (!(field in proposed)) continue;
    const parsed = editableFieldRules[field].safeParse(proposed[field]);
    if (parsed.success) values[field] = parsed.data;
    else skipped.push(field);
  }
  return { values, skipped };
}
