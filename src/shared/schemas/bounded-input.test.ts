// Every text field and list of the shared schemas is bounded first: an over-long value gets the field's
// own message and nothing else (no regex, refine, parseHours or e-mail check reads it), at once, even
// at a megabyte; a list of half a million items is refused by its length before any item is checked.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type * as hours from '../hours';
import { parseHours } from '../hours';
import { loginSchema } from './admin';
import { blogInputSchema, blogListQuerySchema, blogPatchSchema } from './admin-blogs';
import { adminReviewsQuerySchema, listingPickerQuerySchema } from './admin-reviews';
import { approveBodySchema, denyBodySchema, rejectEditBodySchema, requestListQuery, REQUEST_STATUSES } from './admin-requests';
import { articleDetailQuerySchema, articleListQuerySchema } from './article';
import { blogRequestSchema } from './blog-request';
import { eventSchema } from './event';
import { getInvolvedSchema } from './get-involved';
import { searchQuerySchema } from './listing';
import { REVIEW_MESSAGES, reviewInputSchema } from './review';
import { editRequestSchema, LISTING_NOT_FOUND, listingRequestSchema } from './submission';
import { suggestionSchema } from './suggestion';

vi.mock('../hours', async (importOriginal) => {
  const actual = await importOriginal<typeof hours>();
  return { ...actual, parseHours: vi.fn(actual.parseHours) };
});

const MEGA = 1_000_000;
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const HUGE: Record<string, string> = {
  letters: 'x'.repeat(MEGA),
  commas: ','.repeat(MEGA),
  brackets: '('.repeat(MEGA),
  'day ranges': fill('Mon-Tue, ', MEGA),
  'e-mail shapes': fill('a@b.', MEGA),
  'digits and dots': fill('1.', MEGA),
};

/** The least processor time (ms) of three runs, which other processes on a busy machine do not inflate. */
function bestTime(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** [field, limit, the field's too-long message (undefined: zod's own)] for each schema. */
type Limits = [field: string, max: number, message: string | undefined][];
const FORMS: [name: string, schema: z.ZodType, limits: Limits][] = [
  [
    'listing request',
    listingRequestSchema,
    [
      ['businessName', 120, 'Please keep the business name under 120 characters'],
      ['businessType', 100, 'Please choose a business type'],
      ['customBusinessType', 80, 'Please keep the business type under 80 characters'],
      ['street', 200, 'Please keep the street address under 200 characters'],
      ['city', 100, 'Please keep the city under 100 characters'],
      ['zipCode', 10, 'Please enter a 5-digit ZIP code'],
      ['phoneNumber', 30, 'Please enter a valid phone number'],
      ['businessEmail', 254, 'Please enter a valid email address'],
      ['website', 300, 'Please keep the website under 300 characters'],
      ['businessHours', 300, 'Please keep the hours under 300 characters'],
      ['ein', 10, 'EIN must look like XX-XXXXXXX'],
      ['description', 2000, 'Please keep the description under 2000 characters'],
      ['founderFirstName', 60, 'Please keep the first name under 60 characters'],
      ['founderLastName', 60, 'Please keep the last name under 60 characters'],
      ['founderBio', 500, 'Please keep the bio under 500 characters'],
      ['userId', 100, undefined],
    ],
  ],
  [
    'edit request',
    editRequestSchema,
    [
      ['businessHours', 300, 'Please keep the hours under 300 characters'],
      ['description', 2000, 'Please keep the description under 2000 characters'],
      ['founderName', 120, 'Please keep the founder name under 120 characters'],
      ['listingNumber', 40, LISTING_NOT_FOUND],
    ],
  ],
  [
    'review',
    reviewInputSchema,
    [
      ['username', 50, REVIEW_MESSAGES.usernameMax],
      ['content', 1000, REVIEW_MESSAGES.contentMax],
    ],
  ],
  [
    'suggestion',
    suggestionSchema,
    [
      ['businessType', 120, 'Please keep the type of business under 120 characters'],
      ['location', 120, 'Please keep the location under 120 characters'],
    ],
  ],
  [
    'blog request',
    blogRequestSchema,
    [
      ['author', 100, 'Please keep this under 100 characters'],
      ['email', 254, 'Please enter a valid email address'],
      ['title', 200, 'Please keep this under 200 characters'],
      ['content', 20_000, 'Please keep the article under 20,000 characters'],
      ['location', 100, 'Please keep this under 100 characters'],
      ['tags', 300, 'Please keep the tags under 300 characters'],
    ],
  ],
  [
    'event',
    eventSchema,
    [
      ['eventName', 150, 'Please keep this under 150 characters'],
      ['organizationName', 150, 'Please keep this under 150 characters'],
      ['eventAddress', 300, 'Please keep this under 300 characters'],
      ['tagline', 150, 'Please keep this under 150 characters'],
      ['cause', 1000, 'Please keep this under 1000 characters'],
      ['offeringPay', 200, 'Please keep this under 200 characters'],
      ['entryFee', 100, 'Please keep this under 100 characters'],
      ['contactFirstName', 60, 'Please keep this under 60 characters'],
      ['contactLastName', 60, 'Please keep this under 60 characters'],
      ['email', 254, 'Please enter a valid email address'],
      ['phone', 30, 'Please enter a valid phone number'],
      ['article', 3000, 'The article can be at most 3000 characters'],
      ['organizationLogo', 200, 'Please upload the image again'],
    ],
  ],
  [
    'get involved',
    getInvolvedSchema,
    [
      ['firstName', 60, 'Please keep this under 60 characters'],
      ['lastName', 60, 'Please keep this under 60 characters'],
      ['email', 254, 'Please enter a valid email address'],
      ['phone', 30, 'Please enter a valid phone number'],
      ['reason', 1000, 'Please keep this under 1000 characters'],
      ['articleTitle', 300, 'Please keep this under 300 characters'],
    ],
  ],
  [
    'admin sign-in',
    loginSchema,
    [
      ['username', 100, undefined],
      ['password', 200, undefined],
    ],
  ],
  [
    'search query',
    searchQuerySchema,
    [
      ['q', 100, 'Search text is limited to 100 characters'],
      ['type', 100, undefined],
      ['services', 500, undefined],
      ['price', 500, undefined],
    ],
  ],
  [
    'article query',
    articleListQuerySchema,
    [
      ['q', 200, 'Please use a shorter search'],
      ['location', 100, undefined],
    ],
  ],
  ['article source', articleDetailQuerySchema, [['source', 40, undefined]]],
  ['approval', approveBodySchema, [['feedback', 2000, 'Please keep the message under 2000 characters']]],
  ['denial', denyBodySchema, [['feedback', 2000, 'Please keep the message under 2000 characters']]],
  ['edit rejection', rejectEditBodySchema, [['notes', 2000, 'Please keep the notes under 2000 characters']]],
  ['request list', requestListQuery(REQUEST_STATUSES), [['q', 100, 'Search text is limited to 100 characters']]],
  [
    'blog post',
    blogInputSchema,
    [
      ['title', 200, 'Please keep the title under 200 characters'],
      ['content', 50_000, 'Please keep the content under 50000 characters'],
      ['author', 100, 'Please keep the author under 100 characters'],
      ['location', 100, 'Please keep the location under 100 characters'],
      ['organizationName', 200, 'Please keep the organization name under 200 characters'],
      ['contactPerson', 100, 'Please keep the contact person under 100 characters'],
      ['address', 300, 'Please keep the address under 300 characters'],
      ['involvement', 2000, 'Please keep how to get involved under 2000 characters'],
    ],
  ],
  [
    'blog edit',
    blogPatchSchema,
    [
      ['title', 200, 'Please keep the title under 200 characters'],
      ['location', 100, 'Please keep the location under 100 characters'],
      ['involvement', 2000, 'Please keep how to get involved under 2000 characters'],
    ],
  ],
  ['blog list', blogListQuerySchema, [['q', 100, undefined]]],
  ['review moderation', adminReviewsQuerySchema, [['q', 100, 'Search text is limited to 100 characters']]],
  ['listing picker', listingPickerQuerySchema, [['q', 100, undefined]]],
];

/** The issues of one field when only that field is given (other fields' issues are not looked at). */
function fieldIssues(schema: z.ZodType, field: string, value: unknown) {
  const result = schema.safeParse({ [field]: value });
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field);
}

describe('every text field is bounded first', () => {
  for (const [form, schema, limits] of FORMS) {
    describe(form, () => {
      it.each(limits)('%s: one character over %i gets only its too-long message', (field, max, message) => {
        const issues = fieldIssues(schema, field, `${'1'.repeat(max)}1`);
        expect(issues).toHaveLength(1);
        expect(issues[0]!.code).toBe('too_big');
        if (message) expect(issues[0]!.message).toBe(message);
      });

      it.each(limits)('%s: a megabyte of any shape is refused by its length alone, at once', (field, _max, message) => {
        for (const [shape, text] of Object.entries(HUGE)) {
          const issues = fieldIssues(schema, field, text);
          expect(issues, shape).toHaveLength(1);
          if (message) expect(issues[0]!.message, shape).toBe(message);
          // About a millisecond; the bound leaves room for a collection of the megabyte, not for a rule reading it.
          expect(
            bestTime(() => fieldIssues(schema, field, text)),
            shape,
          ).toBeLessThan(50);
        }
      });
    });
  }
});

describe('every list is bounded before its items are checked', () => {
  const many = Array.from({ length: 500_000 }, () => 'javascript:alert(1)');
  it.each([
    [listingRequestSchema, 'businessPhotos', 'At most 10 photos'],
    [listingRequestSchema, 'servicesOffered', 'At most 30 services'],
    [listingRequestSchema, 'keywords', 'At most 30 keywords'],
    [listingRequestSchema, 'socialMediaPlatforms', 'Too many social media rows'],
    [editRequestSchema, 'servicesOffered', 'At most 30 services'],
    [eventSchema, 'eventPhotos', 'At most 10 photos'],
  ] as const)('%#: %s answers its count alone', (schema, field, message) => {
    expect(fieldIssues(schema, field, many).map((i) => i.message)).toEqual([message]);
    expect(bestTime(() => fieldIssues(schema, field, many))).toBeLessThan(200);
  });

  it('still checks each item of a list within its count', () => {
    const issues = fieldIssues(listingRequestSchema, 'businessPhotos', ['/uploads/a.webp', 'https://example.com/b.webp']);
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['businessPhotos.1', 'Please upload photos with the photo picker']]);
  });
});

describe('NUL characters, which the database cannot store', () => {
  it('are dropped from text, and text of nothing else counts as missing', () => {
    expect(suggestionSchema.parse({ businessType: 'Bak\0ery', location: '\0 Atlanta \0' })).toEqual({ businessType: 'Bakery', location: 'Atlanta' });
    expect(fieldIssues(suggestionSchema, 'location', '\0\0').map((i) => i.message)).toEqual(['Please fill in all fields']);
    expect(loginSchema.parse({ username: 'admin', password: 'pass\0word' }).password).toBe('password');
    expect(fieldIssues(editRequestSchema, 'listingNumber', '\0')).toHaveLength(1);
  });
});

describe('lone surrogates, which the database would store as another character', () => {
  it('become U+FFFD, and whole pairs stay as they are', () => {
    expect(loginSchema.parse({ username: '\ud800', password: 'x' }).username).toBe('\ufffd');
    expect(loginSchema.parse({ username: 'a\udc00b\ud83d', password: 'x' }).username).toBe('a\ufffdb\ufffd');
    expect(suggestionSchema.parse({ businessType: 'Caf\u00e9 \ud83c\udf70', location: 'Atlanta' }).businessType).toBe('Caf\u00e9 \ud83c\udf70');
  });
});

describe('rules still read values within their limits', () => {
  it('reads hours text of up to 300 characters', () => {
    expect(fieldIssues(listingRequestSchema, 'businessHours', 'whenever').map((i) => i.message)).toEqual(['Please enter hours like Mon 09:00-17:00']);
    expect(fieldIssues(listingRequestSchema, 'businessHours', fill('Mon 9-5, ', 300))).toEqual([]);
  });
});

afterAll(() => {
  // The hours rule ran, and never on more than the field's 300 characters.
  const lengths = vi.mocked(parseHours).mock.calls.map(([text]) => (text ?? '').length);
  expect(lengths.length).toBeGreaterThan(0);
  expect(Math.max(...lengths)).toBeLessThanOrEqual(300);
});
