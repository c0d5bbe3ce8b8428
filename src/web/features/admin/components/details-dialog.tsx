// View Details: every stored field of a request in labelled sections, with Approve / Deny when pending.
import { Check, X } from 'lucide-react';
import type * as React from 'react';
import { ContactLink } from '@web/components/contact-link';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { StatusBadge } from './status-badge';

export interface DetailRow {
  label: string;
  value: React.ReactNode;
  /** Long text: shown full width with its line breaks. */
  long?: boolean;
}
export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

/** A row whose value is an e-mail address or a phone number, as a link (plain text when it cannot be dialled). */
export function contactRow(kind: 'email' | 'phone', value: string | null | undefined, label = kind === 'email' ? 'Email' : 'Phone'): DetailRow {
  return { label, value: value && <ContactLink kind={kind} value={value} className="underline-offset-2 hover:underline" /> };
}

const isEmpty = (v: React.ReactNode) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export function DetailSections({ sections }: { sections: DetailSection[] }) {
  return (
    <div className="grid gap-5">
      {sections.map((section) => (
        <section key={section.title} className="grid gap-2">
          <h3 className="text-xs font-bold uppercase tracking-[0.14em] text-gold-ink">{section.title}</h3>
          <dl className="grid gap-x-4 gap-y-2.5 rounded-xl border bg-[#fffdf8] p-4 text-sm sm:grid-cols-[10rem_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="grid gap-0.5 sm:contents">
                <dt className="font-semibold text-muted-foreground">{row.label}</dt>
                <dd className={row.long ? 'whitespace-pre-wrap break-words' : 'break-words'}>
                  {isEmpty(row.value) ? <span className="text-muted-foreground">Not provided</span> : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export interface DetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  status: string;
  children: React.ReactNode;
  onApprove?: () => void;
  onDeny?: () => void;
  denyLabel?: string;
}

export function DetailsDialog({ open, onOpenChange, title, description, status, children, onApprove, onDeny, denyLabel = 'Deny' }: DetailsDialogProps) {
  const pending = status === 'pending';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5 p-5 sm:p-6">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={status} />
          </div>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description ?? 'Everything the requester sent.'}</DialogDescription>
        </DialogHeader>
        {children}
        {pending && (onApprove || onDeny) && (
          <DialogFooter className="sticky bottom-0 -mx-5 -mb-5 border-t bg-card/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6">
            {onDeny && (
              <Button variant="outline" onClick={onDeny} className="border-destructive/40 text-destructive hover:border-destructive hover:bg-red-50">
                <X aria-hidden="true" />
                {denyLabel}
              </Button>
            )}
            {onApprove && (
              <Button onClick={onApprove} className="bg-open text-white shadow-none hover:bg-[#065f46]">
                <Check aria-hidden="true" />
                Approve
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
