// The rows of an upload that may repeat a listing already here: the row beside the stored listing, why
// they look alike, and the staff's choice (skip, merge the row's filled-in cells into it, or add anyway).
import { useState } from 'react';
import type { DuplicateChoice, UploadDuplicate, UploadListing } from '@shared/schemas/listing-upload';
import { formatCount } from '@shared/format-count';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { StatusBadge } from './status-badge';

const SHOWN = 10;

interface UploadRepeatsProps {
  duplicates: UploadDuplicate[];
  choices: Record<string, DuplicateChoice>;
  onChoices: (choices: Record<string, DuplicateChoice>) => void;
}

/** The street address, with the city, state and ZIP code the address line does not already hold. */
function fullAddress({ address, city, state, zipCode }: UploadListing): string {
  const held = address.toLowerCase();
  return [address, ...[city, state, zipCode].filter((part) => part && !held.includes(part.toLowerCase()))].filter(Boolean).join(', ');
}

function ListingFacts({ title, listing }: { title: string; listing: UploadListing }) {
  const lines = [fullAddress(listing), listing.phoneNumber, listing.website, listing.listingNumber].filter(Boolean);
  return (
    <div className="grid content-start gap-1 rounded-xl bg-muted/40 p-3 text-sm">
      <span className="text-xs font-semibold text-muted-foreground">{title}</span>
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {listing.businessName}
        <StatusBadge status={listing.status} />
      </span>
      {lines.map((line) => (
        <span key={line} className="break-words text-muted-foreground">
          {line}
        </span>
      ))}
    </div>
  );
}

function Repeat({ repeat, choice, onChoice }: { repeat: UploadDuplicate; choice: DuplicateChoice; onChoice: (choice: DuplicateChoice) => void }) {
  const options: [DuplicateChoice, string][] = [
    ['skip', 'Skip this row'],
    ['merge', `Merge into ${repeat.match.listingNumber}: the row's filled-in cells replace the listing's (its number and status stay)`],
    ['new', 'Add it as a new listing'],
  ];
  return (
    <li className="grid gap-3 rounded-2xl border bg-card p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">Line {repeat.line}</span>
        {repeat.reasons.map((reason) => (
          <Badge key={reason} variant="default">
            {reason}
          </Badge>
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <ListingFacts title="In the file" listing={repeat.row} />
        <ListingFacts title="Already listed" listing={repeat.match} />
      </div>
      <fieldset className="grid gap-1">
        <legend className="sr-only">What to do with line {repeat.line}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm hover:bg-muted/40">
            <input
              type="radio"
              name={`repeat-${repeat.line}`}
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
              className="size-4 accent-espresso"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </li>
  );
}

export function UploadRepeats({ duplicates, choices, onChoices }: UploadRepeatsProps) {
  const [shown, setShown] = useState(SHOWN);
  if (!duplicates.length) return null;
  const all = (choice: DuplicateChoice) => onChoices(Object.fromEntries(duplicates.map((d) => [d.line, choice])));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="text-lg text-espresso">Possible repeats ({formatCount(duplicates.length)})</h3>
          <p className="text-sm text-muted-foreground">Rows that look like a listing already here. Skipped unless you choose otherwise.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => all('skip')}>
            Skip all {formatCount(duplicates.length)}
          </Button>
          <Button variant="outline" size="sm" onClick={() => all('merge')}>
            Merge all {formatCount(duplicates.length)}
          </Button>
        </div>
      </div>
      <ul className="grid gap-3" aria-label="Possible repeats">
        {duplicates.slice(0, shown).map((repeat) => (
          <Repeat
            key={repeat.line}
            repeat={repeat}
            choice={choices[repeat.line] ?? 'skip'}
            onChoice={(choice) => onChoices({ ...choices, [repeat.line]: choice })}
          />
        ))}
      </ul>
      {shown < duplicates.length && (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + SHOWN)}>
          Show {formatCount(Math.min(SHOWN, duplicates.length - shown))} more of {formatCount(duplicates.length - shown)}
        </Button>
      )}
    </div>
  );
}
