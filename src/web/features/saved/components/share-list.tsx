// 'Share this list': the link to a read-only copy of the saved list (/saved?ids=12,34). The phone's share
// sheet where the browser has one; otherwise the link is copied, and 'Link copied' says so where the tap was.
import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { MAX_SAVED_IDS } from '@shared/schemas/saved-ids';
import { absoluteUrl, paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { siteSettings } from '@web/lib/inline-site-settings';

type Outcome = 'copied' | 'shown' | 'failed' | null;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareList({ ids }: { ids: readonly number[] }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const link = absoluteUrl(window.location.origin, paths.savedList(ids.slice(0, MAX_SAVED_IDS)));

  async function share() {
    const data = { title: 'My saved businesses', text: `Businesses I saved on ${siteSettings.name}`, url: link };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return setOutcome(null);
      } catch (error) {
        // Closed by the visitor: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOutcome((await copyText(link)) ? 'copied' : 'shown');
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button type="button" variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share this list
      </Button>
      <p role="status" className="min-h-5 text-sm">
        {outcome === 'copied' && (
          <span className="inline-flex items-center gap-1.5 font-semibold text-espresso">
            <Check className="size-4 text-ember" aria-hidden="true" />
            Link copied
          </span>
        )}
        {outcome === 'shown' && (
          <span className="text-muted-foreground">
            Copy this link to share the list: <span className="break-all font-semibold text-espresso">{link}</span>
          </span>
        )}
      </p>
    </div>
  );
}
