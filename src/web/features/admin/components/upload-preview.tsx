// What an uploaded spreadsheet would do: how many rows are new, repeats or refused, its first rows as
// they will be saved, the problems row by row, and a choice for each possible repeat.
import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DuplicateChoice, ListingUploadPreview } from '@shared/schemas/listing-upload';
import { formatCount } from '@shared/format-count';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { StatusBadge } from './status-badge';
import { UploadRepeats } from './upload-repeats';

interface UploadPreviewProps {
  preview: ListingUploadPreview;
  choices: Record<string, DuplicateChoice>;
  onChoices: (choices: Record<string, DuplicateChoice>) => void;
  onImport: () => void;
  onCancel: () => void;
  importing: boolean;
}

type SampleRow = ListingUploadPreview['sample'][number];

/** The first rows' columns: heading, cell, and the cell's own classes. */
const COLUMNS: [string, (row: SampleRow) => ReactNode, string?][] = [
  ['Line', (row) => row.line, 'tabular-nums text-muted-foreground'],
  ['Business', (row) => row.businessName, 'font-semibold'],
  ['Type', (row) => row.businessType],
  ['City', (row) => [row.city, row.state].filter(Boolean).join(', ')],
  ['Phone', (row) => row.phoneNumber, 'whitespace-nowrap'],
  ['Status', (row) => <StatusBadge status={row.status} />],
];

function Counts({ preview }: { preview: ListingUploadPreview }) {
  const counts = [
    ['Rows read', preview.rowCount],
    ['New listings', preview.newCount],
    ['Possible repeats', preview.duplicates.length],
    ['Not imported', preview.refusedCount],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 rounded-2xl border bg-card p-3 shadow-card">
          <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
          <dd className="font-display text-2xl font-bold text-espresso">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function FirstRows({ preview }: { preview: ListingUploadPreview }) {
  if (!preview.sample.length) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg text-espresso">First rows, as they will be saved</h3>
      {/* Focusable, so keyboards can scroll it sideways on a phone. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="First rows"
        className="overflow-x-auto rounded-2xl border bg-card shadow-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map(([label]) => (
                <th key={label} scope="col" className="p-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row) => (
              <tr key={row.line} className="border-t">
                {COLUMNS.map(([label, cell, className]) => (
                  <td key={label} className={cn('p-3', className)}>
                    {cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The problems of a row together, each named (a row refused for three reasons shows all three). */
function byRow(problems: ListingUploadPreview['problems']) {
  const rows: { line: number; refused: boolean; messages: string[] }[] = [];
  for (const p of problems) {
    const last = rows.at(-1);
    if (last && last.line === p.line && last.refused === p.refused) last.messages.push(p.message);
    else rows.push({ line: p.line, refused: p.refused, messages: [p.message] });
  }
  return rows;
}

function Problems({ preview }: { preview: ListingUploadPreview }) {
  if (!preview.problemCount) return null;
  const more = preview.problemCount - preview.problems.length;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg text-espresso">Problems, row by row</h3>
      <ul className="grid gap-2" aria-label="Problems">
        {byRow(preview.problems).map((row, i) => (
          <li key={`${row.line}-${i}`} className="flex flex-wrap items-start gap-2 rounded-2xl border bg-card p-3 text-sm shadow-card">
            {row.refused ? (
              <Badge variant="accent">
                <AlertTriangle aria-hidden="true" />
                Not imported
              </Badge>
            ) : (
              <Badge variant="secondary">
                <Info aria-hidden="true" />
                Imported
              </Badge>
            )}{' '}
            <span className="font-semibold tabular-nums">Line {row.line}:</span>{' '}
            {row.messages.length === 1 ? (
              <span className="min-w-0 flex-1 break-words">{row.messages[0]}</span>
            ) : (
              <ul className="min-w-0 flex-1 list-disc break-words pl-5">
                {row.messages.map((message, j) => (
                  <li key={j}>{message}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-muted-foreground">And {formatCount(more)} more.</p>}
    </div>
  );
}

export function UploadPreview({ preview, choices, onChoices, onImport, onCancel, importing }: UploadPreviewProps) {
  const chosen = (choice: DuplicateChoice) => preview.duplicates.filter((d) => (choices[d.line] ?? 'skip') === choice).length;
  const added = preview.newCount + chosen('new');
  const merged = chosen('merge');
  const total = added + merged;
  return (
    <div className="grid gap-6" aria-label={`Preview of ${preview.fileName}`} role="region">
      <Counts preview={preview} />
      {preview.unknownColumns.length > 0 && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Columns not used: {preview.unknownColumns.join(', ')}.
        </p>
      )}
      {preview.unplacedCount > 0 && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formatCount(preview.unplacedCount, 'row has', 'rows have')} no latitude and longitude: the map position is found from the address on import.
        </p>
      )}
      <FirstRows preview={preview} />
      <Problems preview={preview} />
      <UploadRepeats duplicates={preview.duplicates} choices={choices} onChoices={onChoices} />
      <div className="sticky bottom-0 -mx-1 grid grid-cols-2 gap-3 rounded-2xl border bg-card/95 p-4 shadow-card backdrop-blur sm:flex sm:items-center">
        <p className="col-span-2 text-sm sm:flex-1" aria-live="polite">
          {formatCount(added)} to add, {formatCount(merged)} to merge, {formatCount(preview.duplicates.length - merged - chosen('new'), 'repeat')} skipped.
        </p>
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
        <Button onClick={onImport} disabled={importing || total === 0}>
          {importing ? 'Importing...' : `Import ${formatCount(total, 'listing')}`}
        </Button>
      </div>
    </div>
  );
}
