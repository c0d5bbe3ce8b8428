// Demo reviews: composed from fragments per rating, skewed positive, dated after each listing's approval.
import type { reviews } from '@server/db/schema';
import { reviewerName } from './people';
import { dateBetween, type Rng } from './random';

export type ReviewRow = typeof reviews.$inferInsert;

interface Fragments {
  openers: readonly string[];
  bodies: readonly string[];
  closers: readonly string[];
}

const BY_RATING: Record<number, Fragments> = {
  5: {
    openers: [
      'Absolutely love this place.',
      'Five stars, no question.',
      'Found my new spot!',
      'Best in {city}, hands down.',
      'Worth the drive across town.',
      'This is what customer service is supposed to feel like.',
      'Finally a place that gets it right.',
    ],
    bodies: [
      '{Subject} {was} exactly what I asked for.',
      'The owner remembered my name on my second visit.',
      'They took their time and explained everything before starting.',
      'Prices are fair for the quality you get.',
      'Clean, welcoming, and the music was right.',
      'Booked online and was seen right on time.',
      '{Subject} came out even better than the pictures.',
      'You can tell they care about the neighborhood.',
      'My mother came with me and she is already planning her next visit.',
    ],
    closers: [
      'Already told my whole group chat.',
      'Supporting Black business never felt this good.',
      'I will be back next month.',
      'Do yourself a favor and go.',
      'Thank you for taking care of us!',
      '',
    ],
  },
  4: {
    openers: ['Really good experience overall.', 'Solid spot.', 'Glad I finally tried them.', 'Good people doing good work.', 'Would recommend.'],
    bodies: [
      '{Subject} {was} great.',
      'Staff were friendly and knew their stuff.',
      'Only reason it is not five stars is the wait on a Saturday.',
      'Parking is a little tight, but it is worth it.',
      'A bit pricier than I expected, but you get what you pay for.',
      'They were busy but still checked on me.',
      '{Subject} {was} on point, the front desk just needs another hand.',
    ],
    closers: ['Will be back.', 'Keep it up!', 'Looking forward to trying more next time.', ''],
  },
  3: {
    openers: ['It was okay.', 'Mixed feelings on this one.', 'Decent, not amazing.', 'Middle of the road for me.'],
    bodies: [
      '{Subject} {was} fine, nothing special.',
      'Staff were friendly but seemed short-handed.',
      'Had to wait about thirty minutes past my appointment.',
      'The space is nice but the communication could be better.',
      'Good prices, but {subject} took longer than promised.',
    ],
    closers: ['Might give it another try.', 'Hoping it was just an off day.', 'Not bad, not my favorite.', ''],
  },
  2: {
    openers: ['Not what I expected.', 'Disappointed this time.', 'I really wanted to like this place.'],
    bodies: [
      '{Subject} felt rushed and I had to ask twice for changes.',
      'Nobody called back about my order.',
      'The price changed when I got to the counter.',
      'My appointment was double booked and I waited almost an hour.',
    ],
    closers: ['I hope they fix it because the potential is there.', 'Rooting for them, but I cannot recommend it yet.', ''],
  },
  1: {
    openers: ['Really frustrating visit.', 'Would not go back.', 'Very disappointed.'],
    bodies: [
      'Waited over an hour and left without being helped.',
      '{Subject} {was} not done right and nobody would fix {it}.',
      'Was charged twice and it took weeks to sort out.',
    ],
    closers: ['I sent a message to the owner and never heard back.', 'Save yourself the trouble.', ''],
  },
};

/** Each business has its own level of quality, so averages differ from listing to listing. */
const TIERS = [
  [
    [5, 60],
    [4, 30],
    [3, 7],
    [2, 2],
    [1, 1],
  ],
  [
    [5, 35],
    [4, 40],
    [3, 15],
    [2, 7],
    [1, 3],
  ],
  [
    [5, 15],
    [4, 25],
    [3, 30],
    [2, 20],
    [1, 10],
  ],
] as const;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function reviewText(rng: Rng, rating: number, subject: string, city: string): string {
  const f = BY_RATING[rating]!;
  const parts = [rng.pick(f.openers), ...rng.sample(f.bodies, rng.int(1, rating >= 4 ? 3 : 2)), rng.pick(f.closers)].filter(Boolean);
  // 'the oxtails were', 'my silk press was'.
  const plural = /[^s]s$/.test(subject);
  const text = parts
    .join(' ')
    .replace(/\{subject\}/g, subject)
    .replace(/\{Subject\}/g, capitalize(subject))
    .replace(/\{was\}/g, plural ? 'were' : 'was')
    .replace(/\{it\}/g, plural ? 'them' : 'it')
    .replace(/\{city\}/g, city);
  return text.slice(0, 1000);
}

export interface ReviewTarget {
  id: number;
  city: string | null;
  approvedAt: Date;
  subjects: readonly string[];
}

/** Reviews for about 86% of the given approved listings: 1 to 12 each. */
export function buildReviews(rng: Rng, targets: readonly ReviewTarget[]): ReviewRow[] {
  const reviewed = rng.sample(targets, Math.round(targets.length * 0.86)).sort((a, b) => a.id - b.id);
  const rows: ReviewRow[] = [];
  for (const target of reviewed) {
    const tier =
      TIERS[
        rng.weighted([
          [0, 6],
          [1, 3],
          [2, 1],
        ] as const)
      ]!;
    const count = rng.weighted([
      [1, 4],
      [2, 5],
      [3, 5],
      [4, 4],
      [5, 3],
      [6, 2],
      [7, 2],
      [8, 1],
      [10, 1],
      [12, 1],
    ] as const);
    for (let i = 0; i < count; i++) {
      const rating = rng.weighted(tier);
      rows.push({
        businessId: target.id,
        username: reviewerName(rng),
        rating,
        content: reviewText(rng, rating, rng.pick(target.subjects), target.city ?? 'town'),
        createdAt: dateBetween(rng, target.approvedAt, 480),
      });
    }
  }
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
