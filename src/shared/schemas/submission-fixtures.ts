// A listing request as the tests send it with the required fields alone; the server's tests add the rest.
import type { ListingRequestInput } from './submission';

export const requiredRequest = (): ListingRequestInput => ({
  businessName: 'Crown & Glory Salon',
  businessType: 'Beauty & Personal Care',
  street: '12 Peachtree St NE',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  phoneNumber: '(404) 555-0188',
  businessEmail: 'hello@crownglory.com',
  founderFirstName: 'Ada',
  founderLastName: 'Brown',
});
