// Copy Number: puts the listing number on the clipboard and says so ('Copied!').
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';

export function CopyNumberButton({ listingNumber }: { listingNumber: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(listingNumber);
      setCopied(true);
      toast.success('Copied!', { description: 'Business listing number copied to clipboard' });
    } catch {
      // Older browsers or a refused permission: the number stays selectable on the page.
      toast.error('Could not copy', { description: 'Please select the number and copy it yourself.' });
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void copy()} aria-live="polite">
      {copied ? <Check className="text-open" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy Number'}
    </Button>
  );
}
