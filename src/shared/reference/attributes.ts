// What a business is and offers, beyond its type: who owns it (Black-owned, woman-owned, …), what it offers
// (wheelchair access, EBT, delivery, …) and the languages spoken there. One list for the forms, the badges,
// the search filters, the import columns and the JSON-LD. An ownership attribute also says who says so:
// the submitter or owner ('Self-identified') or staff, who checked it ('Verified by The Engine, <Month Year>').

export const ATTRIBUTE_GROUPS = ['ownership', 'amenity', 'language'] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

export interface AttributeInfo {
  key: string;
  label: string;
  group: AttributeGroup;
}

const ownership = (key: string, label: string): AttributeInfo => ({ key, label, group: 'ownership' });
const amenity = (key: string, label: string): AttributeInfo => ({ key, label, group: 'amenity' });
const language = (key: string, label: string): AttributeInfo => ({ key, label, group: 'language' });

export const ATTRIBUTES = [
  ownership('black_owned', 'Black-owned'),
  ownership('woman_owned', 'Woman-owned'),
  ownership('veteran_owned', 'Veteran-owned'),
  ownership('lgbtq_owned', 'LGBTQ+-owned'),
  ownership('family_owned', 'Family-owned'),
  ownership('immigrant_owned', 'Immigrant-owned'),
  amenity('wheelchair_accessible', 'Wheelchair accessible'),
  amenity('accepts_ebt', 'Accepts EBT/SNAP'),
  amenity('delivery', 'Delivery'),
  amenity('online_ordering', 'Online ordering'),
  amenity('appointment_only', 'Appointment only'),
  amenity('free_wifi', 'Free Wi-Fi'),
  amenity('kid_friendly', 'Kid friendly'),
  language('speaks_spanish', 'Spanish'),
  language('speaks_french', 'French'),
  language('speaks_haitian_creole', 'Haitian Creole'),
  language('speaks_portuguese', 'Portuguese'),
  language('speaks_amharic', 'Amharic'),
  language('speaks_somali', 'Somali'),
  language('speaks_yoruba', 'Yoruba'),
  language('speaks_swahili', 'Swahili'),
  language('speaks_arabic', 'Arabic'),
  language('speaks_asl', 'American Sign Language'),
] as const satisfies readonly AttributeInfo[];

export type AttributeKey = (typeof ATTRIBUTES)[number]['key'];
export const ATTRIBUTE_KEYS = ATTRIBUTES.map((a) => a.key) as [AttributeKey, ...AttributeKey[]];
export const OWNERSHIP_KEYS: readonly AttributeKey[] = ATTRIBUTES.filter((a) => a.group === 'ownership').map((a) => a.key);

/** The headings of the groups, as the forms and the business page show them. */
export const ATTRIBUTE_GROUP_LABELS: Record<AttributeGroup, string> = {
  ownership: 'Ownership',
  amenity: 'What it offers',
  language: 'Languages spoken',
};

const byKey = new Map<string, AttributeInfo>(ATTRIBUTES.map((a) => [a.key, a]));

export const isAttributeKey = (key: string): key is AttributeKey => byKey.has(key);
export const attributeInfo = (key: AttributeKey): AttributeInfo => byKey.get(key)!;
export const attributeLabel = (key: AttributeKey): string => attributeInfo(key).label;
export const isOwnershipAttribute = (key: AttributeKey): boolean => attributeInfo(key).group === 'ownership';

/** The attributes of a group, in the reference list's order. */
export const attributesOf = (group: AttributeGroup) => ATTRIBUTES.filter((a) => a.group === group);

/** Keys in the reference list's order, each once: how they are stored and compared. */
export function sortAttributes(keys: readonly AttributeKey[]): AttributeKey[] {
  const chosen = new Set(keys);
  return ATTRIBUTE_KEYS.filter((key) => chosen.has(key));
}

/** A label, a key or a label with other case and spacing ('black-owned', 'Accepts EBT'), as a key; for imports and URLs. */
export function attributeFromText(text: string): AttributeKey | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9+]+/g, '');
  const wanted = fold(text);
  if (!wanted) return undefined;
  return ATTRIBUTES.find((a) => fold(a.key) === wanted || fold(a.label) === wanted || fold(a.label.split('/')[0]!) === wanted)?.key;
}

export const SELF_IDENTIFIED = 'Self-identified';

/** 'Verified by The Engine, March 2027', in US English and UTC. */
export function verifiedText(verifiedAt: string | Date): string {
  const month = new Date(verifiedAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Verified by The Engine, ${month}`;
}

/** Who says a listing's attribute holds, in words: for ownership attributes, where it matters. */
export const attributeLevelText = (verifiedAt: string | null): string => (verifiedAt ? verifiedText(verifiedAt) : SELF_IDENTIFIED);
