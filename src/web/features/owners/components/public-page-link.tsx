// The way from an owner's screen to the listing's public page (shown only while the listing is live).
import { ExternalLink } from 'lucide-react';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function PublicPageLink({ listing }: { listing: { id: number; businessName: string } }) {
  return (
    <ButtonLink variant="outline" to={paths.business(listing.id)}>
      <ExternalLink aria-hidden="true" />
      View public page
      <span className="sr-only"> of {listing.businessName}</span>
    </ButtonLink>
  );
}
