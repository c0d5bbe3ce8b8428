// Names of demo founders, reviewers and requesters, and the small phrases a founder bio is made from.
import { type Rng } from './random';

export const FIRST_NAMES = [
  'Keisha',
  'Marcus',
  'Aaliyah',
  'Darnell',
  'Imani',
  'Jamal',
  'Tasha',
  'Andre',
  'Nia',
  'Terrence',
  'Ebony',
  'Malik',
  'Simone',
  'Derrick',
  'Monique',
  'Kareem',
  'Latoya',
  'Jerome',
  'Ayana',
  'Curtis',
  'Renee',
  'Omari',
  'Danielle',
  'Tyrone',
  'Zora',
  'Cedric',
  'Shanice',
  'Quincy',
  'Brianna',
  'Lamar',
  'Yolanda',
  'Desmond',
  'Kiara',
  'Reginald',
  'Asha',
  'Vernon',
  'Tiana',
  'Elijah',
  'Denise',
  'Xavier',
  'Gloria',
  'Khalil',
  'Jasmine',
  'Roderick',
  'Adaeze',
  'Kwame',
  'Fatou',
  'Jean-Pierre',
] as const;

export const LAST_NAMES = [
  'Johnson',
  'Williams',
  'Brown',
  'Jackson',
  'Davis',
  'Harris',
  'Robinson',
  'Walker',
  'Thompson',
  'Washington',
  'Coleman',
  'Jenkins',
  'Bryant',
  'Freeman',
  'Hayes',
  'Greene',
  'Mitchell',
  'Battle',
  'Holloway',
  'Sims',
  'Okafor',
  'Mensah',
  'Diallo',
  'Baptiste',
  'Toussaint',
  'Ellison',
  'Banks',
  'Dixon',
  'Gaines',
  'Pryor',
  'Whitfield',
  'Boateng',
  'Carter',
  'Dubois',
  'Moss',
] as const;

const BIO_SECOND = [
  '{first} grew up in {city} and still lives ten minutes from the business.',
  'When not at work, {first} coaches youth basketball and volunteers with a local food pantry.',
  '{first} is a proud HBCU graduate and a first-generation business owner.',
  '{first} believes a neighborhood business should feel like a front porch.',
  'Today {first} mentors young entrepreneurs through a local business incubator.',
  '{first} hires from the neighborhood first and pays every employee a living wage.',
];

export function founderBio(rng: Rng, first: string, city: string, past: string): string {
  const opening = `${first} ${past}`;
  if (!rng.chance(0.6)) return opening;
  return `${opening} ${rng
    .pick(BIO_SECOND)
    .replace(/\{first\}/g, first)
    .replace(/\{city\}/g, city)}`;
}

const HANDLE_WORDS = ['atl', 'bk', 'chi', 'houston', 'dmv', 'nola', 'detroit', 'mem', 'philly', 'soul', 'queen', 'king', 'foodie', 'mama', 'unc'];

/**
 * A reviewer's display name: letters, digits, spaces, dots, hyphens and underscores only,
 * 2 to 50 characters, as the review form requires.
 */
export function reviewerName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES).replace(/[^A-Za-z-]/g, '');
  const last = rng.pick(LAST_NAMES);
  switch (rng.int(0, 6)) {
    case 0:
      return `${first} ${last.charAt(0)}.`;
    case 1:
      return `${first.toLowerCase()}_${last.toLowerCase().slice(0, 4)}`;
    case 2:
      return `${first}${rng.pick(HANDLE_WORDS).toUpperCase().slice(0, 1)}${rng.int(1, 99)}`;
    case 3:
      return `${rng.pick(['Auntie', 'Big', 'Miss', 'Coach', 'Deacon', 'Sister'])} ${first}`;
    case 4:
      return `${first.charAt(0)}. ${last}`;
    case 5:
      return `${rng.pick(HANDLE_WORDS)}.${first.toLowerCase()}`;
    default:
      return `${first} ${last}`;
  }
}

/** A deterministic id shaped like the hosted auth's user ids (UUID v4). */
export function userId(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${['8', '9', 'a', 'b'][rng.int(0, 3)]}${hex(3)}-${hex(12)}`;
}
