// The review rules shared by the dialog and the API, at each boundary.
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewInputSchema, reviewListQuerySchema } from './review';

const valid = { rating: 3, username: 'Keisha', content: 'Lovely little shop.' };
const errorsOf = (input: Record<string, unknown>) => {
  const result = reviewInputSchema.safeParse({ ...valid, ...input });
  const first: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('reviewInputSchema', () => {
  it('trims both texts', () => {
    expect(reviewInputSchema.parse({ rating: 5, username: '  Jo ', content: '  0123456789  ' })).toEqual({ rating: 5, username: 'Jo', content: '0123456789' });
  });

  it.each([
    [{ username: 'A' }, { username: REVIEW_MESSAGES.usernameMin }],
    [{ username: 'Al' }, {}],
    [{ username: 'a'.repeat(50) }, {}],
    [{ username: 'a'.repeat(51) }, { username: REVIEW_MESSAGES.usernameMax }],
    [{ username: '   ' }, { username: REVIEW_MESSAGES.usernameRequired }],
    [{ username: 'Jo\tAnn' }, { username: REVIEW_MESSAGES.usernameChars }],
    [{ username: "O'Neil" }, { username: REVIEW_MESSAGES.usernameChars }],
    [{ username: 'Zoë-Ann_B. 2' }, {}],
    [{ content: '123456789' }, { content: REVIEW_MESSAGES.contentMin }],
    [{ content: '1234567890' }, {}],
    [{ content: 'x'.repeat(1000) }, {}],
    [{ content: 'x'.repeat(1001) }, { content: REVIEW_MESSAGES.contentMax }],
    [{ content: ` ${'x'.repeat(1000)} ` }, {}],
    [{ rating: 0 }, { rating: REVIEW_MESSAGES.rating }],
    [{ rating: 1 }, {}],
    [{ rating: 5 }, {}],
    [{ rating: 6 }, { rating: REVIEW_MESSAGES.ratingRange }],
    [{ rating: 2.5 }, { rating: REVIEW_MESSAGES.ratingRange }],
    [{ rating: -1 }, { rating: REVIEW_MESSAGES.ratingRange }],
    [{ rating: undefined }, { rating: REVIEW_MESSAGES.rating }],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('says the spec texts', () => {
    expect(REVIEW_MESSAGES.rating).toBe('Please select a rating');
    expect(REVIEW_MESSAGES.invalid).toBe('Please fix the errors before submitting');
    expect(REVIEW_MESSAGES.submitted).toBe('Your review has been submitted!');
    expect(REVIEW_MESSAGES.submitFailed).toBe('Failed to submit review. Please try again.');
    expect(REVIEW_MESSAGES.loadFailed).toBe('Failed to load business information');
    expect(REVIEW_MESSAGES.validationTitle).toBe('Validation Error');
  });
});

describe('reviewListQuerySchema', () => {
  it('defaults to the newest 20 and refuses unknown sorts and big pages', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 20, offset: 0 });
    expect(reviewListQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
    expect(reviewListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
