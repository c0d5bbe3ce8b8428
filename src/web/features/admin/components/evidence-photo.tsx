// A claimant's document photo: a thumbnail that opens the photo large (and the original in a new tab). It
// comes from the admin route, for signed-in staff only, never from a public address.
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { ClaimView } from '@shared/schemas/owner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/utils';

export function EvidencePhoto({ photo, business, large = false }: { photo: NonNullable<ClaimView['evidencePhoto']>; business: string; large?: boolean }) {
  const [open, setOpen] = useState(false);
  const size = large ? 128 : 80;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'block shrink-0 cursor-zoom-in overflow-hidden rounded-xl border bg-muted outline-none transition hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring',
          large ? 'size-32' : 'size-20',
        )}
      >
        <img src={photo.thumbnailUrl} alt="" width={size} height={size} loading="lazy" decoding="async" className="size-full object-cover" />
        <span className="sr-only">Open the document photo for {business} large</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl gap-3 p-4 sm:p-5">
          <DialogHeader>
            <DialogTitle>Document photo</DialogTitle>
            <DialogDescription>Sent with the claim for {business}.</DialogDescription>
          </DialogHeader>
          <img src={photo.url} alt={`Document sent with the claim for ${business}`} className="max-h-[70dvh] w-full rounded-xl bg-muted object-contain" />
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-gold-ink underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Open the original
            <span className="sr-only"> (new tab)</span>
          </a>
        </DialogContent>
      </Dialog>
    </>
  );
}
