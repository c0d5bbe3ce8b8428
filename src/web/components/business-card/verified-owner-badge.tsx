// 'Verified owner': the listing's owner proved who they are and keeps it current. One small badge for the
// cards and the business page; light on the cards' white, 'onDark' over the business page's photo.
import { Check } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

export function VerifiedOwnerBadge({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  return (
    <Badge variant="success" className={cn(onDark && 'bg-open text-white', className)} title="The owner of this business confirmed this listing">
      <Check aria-hidden="true" strokeWidth={3} />
      Verified owner
    </Badge>
  );
}
