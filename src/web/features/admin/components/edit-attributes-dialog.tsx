// Staff set a listing's attributes: the grouped checkboxes the listing form uses (ownership, what it
// offers, languages). An ownership attribute unticked loses its verification; one ticked starts
// self-identified.
import { Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import type { AttributeKey } from '@shared/reference/attributes';
import { AttributeCheckboxes } from '@web/components/attribute-checkboxes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

export interface EditAttributesDialogProps {
  /** The listing being edited, or null when closed. */
  listing: { id: number; businessName: string; attributes: AttributeKey[] } | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (attributes: AttributeKey[]) => void;
}

export function EditAttributesDialog({ listing, busy, onCancel, onSave }: EditAttributesDialogProps) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="sm:max-w-2xl">
        {listing && <AttributesForm key={listing.id} listing={listing} busy={busy} onCancel={onCancel} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function AttributesForm({
  listing,
  busy,
  onCancel,
  onSave,
}: Omit<EditAttributesDialogProps, 'listing'> & { listing: NonNullable<EditAttributesDialogProps['listing']> }) {
  const [chosen, setChosen] = useState<AttributeKey[]>(listing.attributes);

  return (
    <form
      className="grid min-w-0 gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(chosen);
      }}
    >
      <DialogHeader>
        <DialogTitle>Attributes of &ldquo;{listing.businessName}&rdquo;</DialogTitle>
        <DialogDescription>
          What the business is and offers, as its page shows it. Unticking an ownership attribute removes its verification; a new one starts as self-identified.
        </DialogDescription>
      </DialogHeader>
      <AttributeCheckboxes value={chosen} onChange={setChosen} disabled={busy} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          Save attributes
        </Button>
      </DialogFooter>
    </form>
  );
}
