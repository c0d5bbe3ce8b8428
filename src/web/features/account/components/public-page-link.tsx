// The way from an owner's screen to the listing's public page (shown only while the listing is live).
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

export function PublicPageLink({ listing }: { listing: { id: number; businessName: string } }) {
  return (
    <Button asChild variant="outline">
      <Link to={paths.business(listing.id)}>
        <ExternalLink aria-hidden="true" />
        View public page
        <span className="sr-only"> of {listing.businessName}</span>
      </Link>
    </Button>
  );
}
