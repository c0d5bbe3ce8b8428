// A request's status as a coloured pill: pending (gold), approved (green), denied/declined/rejected/
// withdrawn (red).
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  denied: 'Denied',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = LABELS[status] ?? status;
  if (status === 'pending')
    return (
      <Badge variant="default" className={cn('border-gold-dark/30', className)}>
        <Clock aria-hidden="true" />
        {label}
      </Badge>
    );
  if (status === 'approved')
    return (
      <Badge variant="success" className={className}>
        <CheckCircle2 aria-hidden="true" />
        {label}
      </Badge>
    );
  return (
    <Badge variant="outline" className={cn('border-destructive/30 bg-red-50 text-destructive', className)}>
      <XCircle aria-hidden="true" />
      {label}
    </Badge>
  );
}
