// A complete listing request as a test sends it, with every optional field filled.
import type { ListingRequestInput } from '@shared/schemas/submission';
import { requiredRequest } from '@shared/schemas/submission-fixtures';

export const fullRequest = (): ListingRequestInput => ({
  ...requiredRequest(),
  businessName: '  Crown & Glory Salon ',
  description: 'Natural hair care, braids and locs.',
  website: 'crownglory.com',
  businessHours: 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat 10:00-16:00, Sun Closed',
  ein: '12-3456789',
  servicesOffered: ['Hair Services', 'Braids'],
  keywords: ['natural hair', 'locs'],
  socialMediaPlatforms: [
    { platform: 'Instagram', username: 'crownglory' },
    { platform: 'Facebook', username: '' },
  ],
  priceLevel: 2,
  businessPhotos: ['/uploads/0123456789abcdef01234567.webp'],
  founderBio: 'Stylist for twenty years.',
});
