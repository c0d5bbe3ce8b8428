// The owner's one setting: an e-mail when a review of one of their listings arrives (PATCH /api/account).
import { BellRing } from 'lucide-react';
import type { OwnerAccount } from '@shared/schemas/account';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useAccountSettings } from '../api/owner-session';
import { IconTile } from '@web/components/icon-tile';

export function ReviewAlertsSetting({ account }: { account: OwnerAccount }) {
  const settings = useAccountSettings();
  // While the change is on its way the switch already shows it.
  const checked = settings.isPending && settings.variables ? settings.variables.notifyReviews : account.notifyReviews;
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border bg-card p-4 shadow-card sm:px-6">
      <div className="flex min-w-0 gap-3">
        <IconTile icon={BellRing} />
        <div className="grid min-w-0 gap-0.5">
          <Label htmlFor="notify-reviews" id="notify-reviews-label" className="leading-snug">
            E-mail me when a review arrives
          </Label>
          <p id="notify-reviews-hint" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            Sent to {account.email}
          </p>
        </div>
      </div>
      <Switch
        id="notify-reviews"
        aria-labelledby="notify-reviews-label"
        aria-describedby="notify-reviews-hint"
        checked={checked}
        disabled={settings.isPending}
        onCheckedChange={(notifyReviews) =>
          settings.mutate(
            { notifyReviews },
            {
              onSuccess: () =>
                toast.success(notifyReviews ? 'Review e-mails are on' : 'Review e-mails are off', {
                  description: notifyReviews ? 'We will e-mail you when someone reviews your business.' : 'You can still read new reviews here.',
                }),
              onError: (error) => toast.error('Your setting was not saved', { description: errorMessage(error) }),
            },
          )
        }
      />
    </div>
  );
}
