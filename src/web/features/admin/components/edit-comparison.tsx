// Edit Requests' field-by-field comparison: original against proposed, changed fields first and marked,
// unchanged ones on request, the changed words struck through and marked, business hours as a week, photos
// as pictures; social media profiles shown apart (left out of the comparison by the spec).
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { compareEdit, compareWeeks, displayValue, socialChanged, type DayComparison, type FieldComparison } from '@shared/schemas/admin-edit-compare';
import { SitePhoto } from '@web/components/site-photo';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { sideParts, wordDiff, type WordPart } from '../lib/word-diff';

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
            {visible.map((row) => {
              const week = row.key === 'businessHours' && row.changed ? compareWeeks(row.original, row.proposed) : null;
              return (
                <tr key={row.key} className={cn('grid border-t first:border-t-0 sm:table-row', row.changed && 'bg-gold-soft/40')}>
                  <th scope="row" className="px-3 pt-3 font-semibold sm:py-2.5 sm:align-top">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      {row.label}
                      {row.changed && <ChangedBadge />}
                    </span>
                  </th>
                  {week ? (
                    <td colSpan={2} className="px-3 pb-3 pt-1 sm:py-2.5">
                      <WeekTable days={week} columns={columns} />
                    </td>
                  ) : row.key === 'businessPhotos' ? (
                    <>
                      <PhotosCell urls={photoList(original.businessPhotos)} side="original" column={columns.original} />
                      <PhotosCell urls={photoList(proposed.businessPhotos ?? original.businessPhotos)} side="proposed" column={columns.proposed} />
                    </>
                  ) : (
                    <>
                      <ValueCell row={row} side="original" column={columns.original} />
                      <ValueCell row={row} side="proposed" column={columns.proposed} />
                    </>
                  )}
                </tr>
              );
            })}
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

function ChangedBadge() {
  return <span className="rounded-full bg-ember-soft px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-ember-ink">Changed</span>;
}

/** A changed field's original side is muted; its removed and added words are marked in place. */
const SIDE_CLASSES = {
  original: { cell: 'px-3 py-1', changed: 'text-muted-foreground' },
  proposed: { cell: 'px-3 pb-3 pt-1', changed: 'text-espresso' },
};

/** One side of a row; on phones the rows stack, so the value carries its column's name. */
function ValueCell({ row, side, column }: { row: FieldComparison; side: keyof typeof SIDE_CLASSES; column: string }) {
  const classes = SIDE_CLASSES[side];
  return (
    <td className={cn(classes.cell, 'sm:py-2.5 sm:align-top')}>
      <span className="text-xs font-semibold text-muted-foreground sm:hidden">{column}: </span>
      <span className={cn('whitespace-pre-wrap break-words', row.changed && classes.changed)}>
        {!row[side] ? (
          <em className="text-muted-foreground not-italic">(empty)</em>
        ) : row.changed ? (
          <MarkedWords parts={sideParts(wordDiff(row.original, row.proposed), side)} />
        ) : (
          row[side]
        )}
      </span>
    </td>
  );
}

const photoList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** A side's photos as small pictures in their order (the first is the cover), not as addresses. */
function PhotosCell({ urls, side, column }: { urls: readonly string[]; side: keyof typeof SIDE_CLASSES; column: string }) {
  return (
    <td className={cn(SIDE_CLASSES[side].cell, 'sm:py-2.5 sm:align-top')}>
      <span className="text-xs font-semibold text-muted-foreground sm:hidden">{column}: </span>
      {urls.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${column} photos`}>
          {urls.map((url, i) => (
            <li key={url} className="size-12 overflow-hidden rounded-lg border bg-muted">
              <SitePhoto
                src={url}
                alt={`${column} photo ${i + 1}${i === 0 ? ' (cover)' : ''}`}
                width={48}
                height={48}
                thumbnail
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <em className="text-muted-foreground not-italic">(empty)</em>
      )}
    </td>
  );
}

/** Removed words struck through, added words underlined, each also named for screen readers. */
export function MarkedWords({ parts }: { parts: readonly WordPart[] }) {
  return parts.map((part, i) =>
    part.kind === 'removed' ? (
      <del key={i} className="rounded-sm bg-ember-soft px-0.5 text-ember-ink line-through decoration-2">
        <span className="sr-only">[removed: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    ) : part.kind === 'added' ? (
      <ins key={i} className="rounded-sm bg-open-soft px-0.5 font-semibold text-open underline decoration-2 underline-offset-2">
        <span className="sr-only">[added: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/** Business hours as a week: one row a day, old beside new, the changed days marked. */
function WeekTable({ days, columns }: { days: readonly DayComparison[]; columns: { original: string; proposed: string } }) {
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid="hours-week">
      <caption className="sr-only">
        Business hours by day, {columns.original.toLowerCase()} and {columns.proposed.toLowerCase()}
      </caption>
      <thead className="text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className="w-20 py-1 pr-2 sm:w-28">
            Day
          </th>
          <th scope="col" className="py-1 pr-2">
            {columns.original}
          </th>
          <th scope="col" className="py-1">
            {columns.proposed}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day} className={cn('border-t border-border/70', d.changed && 'bg-gold-soft')} data-changed={d.changed || undefined}>
            <th scope="row" className="py-1.5 pr-2 align-top font-semibold">
              <span aria-hidden="true">{d.day.slice(0, 3)}</span>
              <span className="sr-only">{d.day}</span>
              {d.changed && (
                <span className="mt-0.5 block">
                  <ChangedBadge />
                </span>
              )}
            </th>
            <td className="break-words py-1.5 pr-2 align-top">
              {d.changed ? <MarkedWords parts={[{ text: d.original, kind: 'removed' }]} /> : <span className="text-muted-foreground">{d.original}</span>}
            </td>
            <td className="break-words py-1.5 align-top">{d.changed ? <MarkedWords parts={[{ text: d.proposed, kind: 'added' }]} /> : d.original}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
