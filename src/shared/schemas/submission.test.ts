// The listing and edit form rules, one by one, as both the form and the API apply them.
import { describe, expect, it } from 'vitest';
import { editListingSchema, editRequestSchema, founderStepSchema, joinAddress, listingRequestSchema, normalizeListingNumber, splitList } from './submission';
import { requiredRequest } from './submission-fixtures';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first message of each field, as the API and the form show it.
  const errors: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) errors[i.path.join('.')] ??= i.message;
  return errors;
}
const check = (patch: Partial<Record<string, unknown>>) => errorsOf(listingRequestSchema.safeParse({ ...requiredRequest(), ...patch }));

describe('listing request schema', () => {
  it('accepts the required fields alone and fills the optional ones with empty values', () => {
    const parsed = listingRequestSchema.parse(requiredRequest());
    expect(parsed).toMatchObject({ website: '', ein: '', servicesOffered: [], keywords: [], socialMediaPlatforms: [], businessPhotos: [], priceLevel: null });
  });

  it.each([
    ['businessName', 'Business name is required'],
    ['founderFirstName', 'First name is required'],
    ['founderLastName', 'Last name is required'],
    ['street', 'Street address is required'],
    ['city', 'City is required'],
    ['zipCode', 'ZIP code is required'],
    ['phoneNumber', 'Please enter a phone number'],
  ])('requires %s (blank after trimming counts as missing)', (field, message) => {
    expect(check({ [field]: '   ' })[field]).toBe(message);
    expect(check({ [field]: undefined })[field]).toBe(message);
  });

  it('requires a state from the list and a business type from the list', () => {
    expect(check({ state: '' }).state).toBe('Please choose a state');
    expect(check({ state: 'ZZ' }).state).toBe('Please choose a state');
    expect(check({ businessType: '' }).businessType).toBe('Please choose a business type');
  });

  it("needs the owner's own type when the picker says 'Not Listed', and stores it", () => {
    expect(check({ businessType: 'Not Listed' }).customBusinessType).toBe('Please describe your type of business');
    expect(check({ businessType: 'Not Listed', customBusinessType: 'Bike Shop' })).toEqual({});
    expect(check({ businessType: 'Not Listed', state: 'ZZ' }).customBusinessType).toBe('Please describe your type of business');
  });

  it('names missing founder names along with other problems, however bad', () => {
    const errors = check({ founderFirstName: '', founderLastName: '', businessName: '', state: '', businessEmail: '', phoneNumber: '' });
    expect(errors).toMatchObject({
      businessName: 'Business name is required',
      founderFirstName: 'First name is required',
      founderLastName: 'Last name is required',
    });
  });

  it('lets the older flow leave the founder out when the highlight is off', () => {
    expect(check({ founderFirstName: '', founderLastName: '', highlightFounder: false })).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(check({ businessEmail: 'not-an-email' }).businessEmail).toBe('Please enter a valid email address');
    expect(check({ businessEmail: ' owner@example.com ' })).toEqual({});
  });

  it('checks phone numbers, ZIP codes, websites and the EIN shape', () => {
    expect(check({ phoneNumber: '555-01' }).phoneNumber).toBe('Please enter a valid phone number');
    expect(check({ phoneNumber: 'call me' }).phoneNumber).toBe('Please enter a valid phone number');
    expect(check({ phoneNumber: '+1 404.555.0188' })).toEqual({});
    expect(check({ zipCode: '3030' }).zipCode).toBe('Please enter a 5-digit ZIP code');
    expect(check({ zipCode: '30303-1234' })).toEqual({});
    expect(check({ website: 'not a site' }).website).toBe('Please enter a valid website address, like example.com');
    expect(check({ website: 'crownglory.com' })).toEqual({});
    expect(check({ website: 'https://crownglory.com/book' })).toEqual({});
    expect(check({ ein: '123456789' }).ein).toBe('EIN must look like XX-XXXXXXX');
    expect(check({ ein: '12-3456789' })).toEqual({});
  });

  it('trims chips and refuses empty ones, duplicates (ignoring case) and commas', () => {
    expect(listingRequestSchema.parse({ ...requiredRequest(), keywords: ['  braids ', 'natural hair'] }).keywords).toEqual(['braids', 'natural hair']);
    expect(check({ keywords: ['braids', '  '] })['keywords.1']).toBe('Empty keywords are not allowed');
    expect(check({ keywords: ['Braids', 'braids'] })['keywords.1']).toBe("'braids' is already in the keywords");
    expect(check({ servicesOffered: ['Hair, Nails'] })['servicesOffered.0']).toBe('Please add services one at a time, without commas');
  });

  it('keeps only complete social media pairs and checks the platform', () => {
    const parsed = listingRequestSchema.parse({
      ...requiredRequest(),
      socialMediaPlatforms: [
        { platform: 'Instagram', username: ' crownglory ' },
        { platform: 'Facebook', username: '' },
        { platform: '', username: 'orphan' },
      ],
    });
    expect(parsed.socialMediaPlatforms).toEqual([{ platform: 'Instagram', username: 'crownglory' }]);
    expect(check({ socialMediaPlatforms: [{ platform: 'MySpace', username: 'x' }] })['socialMediaPlatforms.0.platform']).toBe(
      'Please choose a platform from the list',
    );
  });

  it("accepts only this site's uploaded photo URLs, at most 10", () => {
    expect(check({ businessPhotos: ['/uploads/abc123.webp', '/uploads/0123456789abcdef01234567-thumb.webp'] })).toEqual({});
    for (const url of [
      'javascript:alert(1)',
      'https://cdn.example.com/a.webp',
      '//evil.example/a.webp',
      '/uploads/../secret.webp',
      '/uploads/a/b.webp',
      '/uploads/a.webp?x=1',
    ]) {
      expect(check({ businessPhotos: [url] })['businessPhotos.0'], url).toBe('Please upload photos with the photo picker');
    }
    expect(check({ businessPhotos: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.webp`) }).businessPhotos).toBe('At most 10 photos');
  });

  it('checks hours text and price levels', () => {
    expect(check({ businessHours: 'whenever' }).businessHours).toBe('Please enter hours like Mon 09:00-17:00');
    expect(check({ businessHours: 'Mon 09:00-17:00, Sat Closed' })).toEqual({});
    expect(check({ priceLevel: 5 }).priceLevel).toBe('Please choose a price level from the list');
    expect(check({ priceLevel: 2 })).toEqual({});
  });
});

describe('bodies that are not objects', () => {
  it('are refused as such, without the rules across fields throwing on them', () => {
    for (const schema of [listingRequestSchema, editListingSchema, editRequestSchema, founderStepSchema]) {
      for (const body of [null, undefined, 5, 'x', [], true]) {
        const result = schema.safeParse(body);
        expect(result.success).toBe(false);
        expect(result.error!.issues[0]!.code).toBe('invalid_type');
      }
    }
  });
});

describe('edit form schema', () => {
  const validEdit = () => {
    const { founderFirstName: _f, founderLastName: _l, ...rest } = requiredRequest();
    return { ...rest, description: 'Braids and natural hair care.' };
  };

  it('takes only the fields sent, each under the listing form rule, adding none', () => {
    expect(editListingSchema.parse({ businessName: ' Kente Threads ' })).toEqual({ businessName: 'Kente Threads' });
    expect(editListingSchema.parse({})).toEqual({});
    expect(errorsOf(editListingSchema.safeParse({ businessName: ' ' })).businessName).toBe('Business name is required');
    // The description may be left blank, as on the listing form.
    expect(editListingSchema.safeParse({ description: '' }).success).toBe(true);
    expect(editListingSchema.parse(validEdit())).toMatchObject({ description: 'Braids and natural hair care.' });
  });

  it('needs the listing number with the request and normalizes it', () => {
    expect(errorsOf(editRequestSchema.safeParse(validEdit())).listingNumber).toBe('Please enter a business listing number.');
    expect(editRequestSchema.parse({ ...validEdit(), listingNumber: ' bl-12345678 ' }).listingNumber).toBe('BL-12345678');
  });
});

describe('helpers', () => {
  it('normalizes listing numbers as people type them', () => {
    expect(normalizeListingNumber('  BL-12345678 ')).toBe('BL-12345678');
    expect(normalizeListingNumber('bl-12345678')).toBe('BL-12345678');
    expect(normalizeListingNumber('12345678')).toBe('BL-12345678');
    expect(normalizeListingNumber('bl-1234')).toBe('BL-1234');
  });

  it('joins the address and splits stored lists', () => {
    expect(joinAddress({ street: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30303' })).toBe('1 Main St, Atlanta, GA 30303');
    expect(splitList(' Hair,  Nails ,, hair ')).toEqual(['Hair', 'Nails']);
  });
});

describe('founder step of the older flow', () => {
  it('needs names and a one-sentence bio only when the highlight is on', () => {
    expect(founderStepSchema.safeParse({ highlightFounder: false }).success).toBe(true);
    const errors = errorsOf(founderStepSchema.safeParse({ highlightFounder: true, founderFirstName: 'Ada' }));
    expect(errors).toEqual({ founderLastName: 'Last name is required', founderBio: 'Please add a one-sentence bio' });
    expect(
      errorsOf(founderStepSchema.safeParse({ highlightFounder: true, founderFirstName: 'A', founderLastName: 'B', founderBio: 'x'.repeat(201) })).founderBio,
    ).toBe('Please keep the bio to one sentence (200 characters)');
  });
});
