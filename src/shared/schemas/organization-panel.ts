// The organization panel of a Get Involved post: its fields, once, for the staff editor's rules and for
// the API's answers (the dashboard's post and the public article).
import { z } from 'zod';
import { boundedString, isEmailAddress, optionalPhoneField } from './text';

const INVALID_EMAIL = 'Please enter a valid email address';
const INVALID_PHONE = 'Please enter a valid phone number';

/** Each field's rule as staff type it. */
const organizationText = {
  organizationName: boundedString(200, 'Please keep the organization name under 200 characters'),
  contactPerson: boundedString(100, 'Please keep the contact person under 100 characters'),
  email: boundedString(254, INVALID_EMAIL).refine((v) => !v || isEmailAddress(v), INVALID_EMAIL),
  phone: optionalPhoneField(INVALID_PHONE),
  address: boundedString(300, 'Please keep the address under 300 characters'),
  involvement: boundedString(2000, 'Please keep how to get involved under 2000 characters'),
};
export type OrganizationField = keyof typeof organizationText;
export const ORGANIZATION_FIELDS = Object.keys(organizationText) as OrganizationField[];
export type OrganizationValues = Partial<Record<OrganizationField, string | null>>;

/** The panel's fields, each made from its rule by `wrap`. */
export function organizationShape<T>(wrap: (text: z.ZodString) => T): Record<OrganizationField, T> {
  return Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, wrap(organizationText[field])])) as Record<OrganizationField, T>;
}

/** The panel as the API answers it: each field null when the post has none. */
export const organizationPanelFields = organizationShape(() => z.string().nullable());
