// Site Management's spreadsheet upload of listings: pick a CSV, see its first rows, the problems of each
// row and the possible repeats of listings already here, choose to skip or merge each repeat, then import.
import { CheckCircle2, FileUp, MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  LISTING_UPLOAD_MAX_CHARS,
  LISTING_UPLOAD_TOO_BIG,
  listingUploadSchema,
  type DuplicateChoice,
  type ListingUploadResult,
  type UploadChoices,
} from '@shared/schemas/listing-upload';
import { formatCount } from '@shared/format-count';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useUploadImport, useUploadPreview } from '../api/imports';
import { TechNote } from './tech-note';
import { UploadPreview } from './upload-preview';
import { SubmitButton } from '@web/components/forms/submit-button';

const NOT_UTF8 = 'This file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and choose it again.';

/** The chosen file as text, or the reason it cannot be sent. */
async function readFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > LISTING_UPLOAD_MAX_CHARS) return { error: LISTING_UPLOAD_TOO_BIG };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: NOT_UTF8 };
  }
}

function ResultNotice({ result }: { result: ListingUploadResult }) {
  return (
    <div role="status" className="grid gap-2 rounded-2xl border border-open/30 bg-open-soft/60 p-4">
      <p className="flex items-center gap-2 font-semibold text-open">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        Import finished
      </p>
      <p className="text-sm">
        {formatCount(result.imported, 'listing')} added, {formatCount(result.merged)} merged into existing ones, {formatCount(result.skipped)} skipped.
        {result.refused > 0 ? ` ${formatCount(result.refused, 'row')} with problems ${result.refused === 1 ? 'was' : 'were'} not imported.` : ''}
      </p>
      {result.changed > 0 && (
        <p className="text-sm text-muted-foreground">
          {formatCount(result.changed, 'repeat')} skipped: the listing {result.changed === 1 ? 'it' : 'they'} looked like changed since the check. Check the
          file again to decide {result.changed === 1 ? 'it' : 'them'}.
        </p>
      )}
      {result.notPlaced + result.notMoved > 0 && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {[
            result.notPlaced > 0 &&
              `${formatCount(result.notPlaced, 'new listing')} could not be placed on the map from ${result.notPlaced === 1 ? 'its' : 'their'} address, so distance searches will not find ${result.notPlaced === 1 ? 'it' : 'them'} yet.`,
            result.notMoved > 0 &&
              `${formatCount(result.notMoved, 'merged listing')} kept ${result.notMoved === 1 ? 'its' : 'their'} old map position: the new address was not found.`,
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
    </div>
  );
}

export function ListingUpload() {
  const fileInput = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [upload, setUpload] = useState<{ fileName: string; text: string; defaultStatus: 'approved' | 'pending' } | null>(null);
  const [choices, setChoices] = useState<Record<string, DuplicateChoice>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useUploadPreview();
  // A refusal shows at the top of the section: brought into view, as the Import button may be far below.
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  const importer = useUploadImport();

  /** A new file or status: the preview shown is no longer what would be imported. */
  const forgetPreview = () => {
    preview.reset();
    importer.reset();
    setProblem(null);
  };

  const reset = () => {
    setUpload(null);
    setChoices({});
    setProblem(null);
    preview.reset();
    if (fileInput.current) fileInput.current.value = '';
  };

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    importer.reset();
    setProblem(null);
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.name === '') return setProblem('Choose a CSV file first.');
    const read = await readFile(file);
    if ('error' in read) return setProblem(read.error);
    const next = {
      fileName: file.name,
      text: read.text,
      defaultStatus: form.get('defaultStatus') === 'pending' ? ('pending' as const) : ('approved' as const),
    };
    const parsed = listingUploadSchema.safeParse(next);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'This file cannot be sent.');
    setUpload(next);
    setChoices({});
    preview.mutate(next, { onError: (error) => setProblem(errorMessage(error)) });
  }

  function runImport() {
    if (!upload) return;
    // Each choice names the listing it was made for: one that has changed since is skipped.
    const chosen: UploadChoices = {};
    for (const repeat of preview.data?.duplicates ?? []) {
      const choice = choices[repeat.line];
      if (choice) chosen[repeat.line] = { choice, matchId: repeat.match.id };
    }
    importer.mutate(
      { ...upload, choices: chosen },
      {
        onSuccess: (result) => {
          toast.success('Import finished', { description: `${formatCount(result.imported, 'listing')} added, ${formatCount(result.merged)} merged.` });
          reset();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <section className="grid gap-4" aria-labelledby="upload-heading">
      <div className="grid gap-1">
        <h2 id="upload-heading" className="flex items-center gap-2 text-2xl text-espresso">
          <FileUp className="size-6 text-gold-ink" aria-hidden="true" />
          Import listings
        </h2>
        <p className="text-sm text-muted-foreground">
          Add many listings at once from a spreadsheet saved as CSV, in the same columns as the downloads above. Nothing is saved until you have seen its first
          rows, every problem, and the listings already here that it may repeat. For a file over 10 MB, ask your technical person.
        </p>
        <p className="text-sm text-muted-foreground">
          Attributes go in the Ownership, Amenities and Languages columns (or one Attributes column), their names separated by semicolons, for example
          &lsquo;Black-owned; Woman-owned&rsquo;. A file does not say whether staff verified an attribute: one it adds starts as self-identified, and one
          already verified here stays verified.
        </p>
        <TechNote>
          bigger files, and photos kept on the old site, go through <code className="font-mono">npm run import</code> on the server.
        </TechNote>
      </div>
      <form onSubmit={(event) => void check(event)} className="grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:grid-cols-2 sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="upload-file">Spreadsheet (CSV)</Label>
          <input
            ref={fileInput}
            id="upload-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            onChange={forgetPreview}
            className="min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-gold-soft file:px-4 file:font-semibold file:text-espresso"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="upload-status">Rows without an Approved Status</Label>
          <NativeSelect id="upload-status" name="defaultStatus" defaultValue="approved" onChange={forgetPreview}>
            <option value="approved">Approved: listed now</option>
            <option value="pending">Pending: to review</option>
          </NativeSelect>
        </div>
        <SubmitButton pending={preview.isPending} busyText="Checking..." className="sm:col-span-2 sm:justify-self-start">
          Check file
        </SubmitButton>
      </form>
      {problem && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-2xl border border-ember/30 bg-ember-soft p-4 text-sm font-semibold text-ember-ink">
          {problem}
        </p>
      )}
      {importer.data && <ResultNotice result={importer.data} />}
      {preview.data && upload && (
        <UploadPreview preview={preview.data} choices={choices} onChoices={setChoices} onImport={runImport} onCancel={reset} importing={importer.isPending} />
      )}
    </section>
  );
}
