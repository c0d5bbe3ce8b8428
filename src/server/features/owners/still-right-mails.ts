// The "Still right?" e-mail: the listing as visitors see it, a one-click yes and a link to the account.
import { absoluteUrl, paths } from '@shared/paths';
import { signature, type Mail, type Site } from '../mail';
import { STILL_RIGHT_LINK_DAYS } from './still-right.repo';

export interface StillRightListing {
  businessName: string;
  address: string;
  phoneNumber: string;
  website: string | null;
  businessHours: string | null;
}

const shown = (value: string | null) => value?.trim() || 'not given';

export const stillRightMail = (site: Site, listing: StillRightListing, token: string): Mail => ({
  subject: `Is this still right? ${listing.businessName} on ${site.name}`,
  body:
    `Is your listing on ${site.name} still right? This is what visitors see for ${listing.businessName}:\n\n` +
    `Hours: ${shown(listing.businessHours)}\n` +
    `Phone: ${shown(listing.phoneNumber)}\n` +
    `Address: ${shown(listing.address)}\n` +
    `Website: ${shown(listing.website)}\n\n` +
    `Yes, still right: one click tells visitors you checked it (no sign-in needed; the link works once, within ${STILL_RIGHT_LINK_DAYS} days):\n` +
    `${absoluteUrl(site.origin, paths.stillRightWith(token))}\n\n` +
    `Something changed? Update it from your account:\n${absoluteUrl(site.origin, paths.account)}` +
    signature(site),
});
