// Edit Requests' field-by-field comparison: original against proposed, changed fields first and marked,
// unchanged ones on request; social media profiles shown apart (left out of the comparison by the spec).
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { compareEdit, displayValue, socialChanged, type FieldComparison } from '@shared/schemas/admin-edit-compare';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** The two columns' names: an edit request's 'Original' / 'Proposed', an owner's change 'Before' / 'After'. */
const REQUEST_COLUMNS = { original: 'Original', proposed: 'Proposed' };

export function EditComparison({
  original,
  proposed,
  columns = REQUEST_COLUMNS,
}: {
  original: Record<string, unknown>;
  proposed: Record<string, unknown>;
  columns?: { original: string; proposed: string };
}) {
  const [showAll, setShowAll] = useState(false);
  const rows = compareEdit(original, proposed);
  const changed = rows.filter((r) => r.changed);
  const visible = showAll ? rows : changed;
  const social = socialChanged(original, proposed);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          {changed.length === 0 ? 'No field differs from the current listing.' : `${changed.length} of ${rows.length} fields changed`}
        </p>
        {rows.length > changed.length && (
          <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)} aria-pressed={showAll}>
            {showAll ? 'Show changed fields only' : 'Show unchanged fields too'}
          </Button>
        )}
      </div>
      <div className="overflow-hidden rounded-xl border">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">
            {columns.original} and {columns.proposed.toLowerCase()} values
          </caption>
          <thead className="hidden bg-muted/70 text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
            <tr>
              <th scope="col" className="w-44 px-3 py-2">
                Field
              </th>
              <th scope="col" className="px-3 py-2">
                {columns.original}
              </th>
              <th scope="col" className="px-3 py-2">
                {columns.proposed}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.key} className={cn('grid border-t first:border-t-0 sm:table-row', row.changed && 'bg-gold-soft/40')}>
                <th scope="row" className="px-3 pt-3 font-semibold sm:py-2.5 sm:align-top">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {row.label}
                    {row.changed && <span className="rounded-full bg-ember-soft px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-ember-ink">Changed</span>}
                  </span>
                </th>
                <ValueCell row={row} side="original" column={columns.original} />
                <ValueCell row={row} side="proposed" column={columns.proposed} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {social && (
        <div className="grid gap-1 rounded-xl border border-dashed p-3 text-sm">
          <p className="font-semibold">Social media profiles also change</p>
          <p className="flex flex-wrap items-center gap-2 break-words text-muted-foreground">
            <span>{displayValue(original.socialMediaPlatforms) || '(none)'}</span>
            <ArrowRight className="size-4 shrink-0" aria-label="becomes" />
            <span className="font-semibold text-foreground">{displayValue(proposed.socialMediaPlatforms) || '(none)'}</span>
          </p>
        </div>
      )}
    </div>
  );
}

/** Each side's cell; a changed field's original value is struck through and its proposed one bold. */
const SIDE_CLASSES = {
  original: { cell: 'px-3 py-1', changed: 'text-muted-foreground line-through decoration-destructive/40' },
  proposed: { cell: 'px-3 pb-3 pt-1', changed: 'font-semibold text-espresso' },
};

/** One side of a row; on phones the rows stack, so the value carries its column's name. */
function ValueCell({ row, side, column }: { row: FieldComparison; side: keyof typeof SIDE_CLASSES; column: string }) {
  const classes = SIDE_CLASSES[side];
  return (
    <td className={cn(classes.cell, 'sm:py-2.5 sm:align-top')}>
      <span className="text-xs font-semibold text-muted-foreground sm:hidden">{column}: </span>
      <span className={cn('whitespace-pre-wrap break-words', row.changed && classes.changed)}>
        {row[side] || <em className="text-muted-foreground not-italic">(empty)</em>}
      </span>
    </td>
  );
}
