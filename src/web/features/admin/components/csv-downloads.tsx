// Site Management's spreadsheets: approved listings, every listing request with its status, and reviews,
// as CSV files the server streams (they open right in Excel, Numbers and Google Sheets).
import { Download, FileSpreadsheet } from 'lucide-react';
import { LinkTile } from './link-tile';
import { TechNote } from './tech-note';

const DOWNLOADS = [
  { file: 'listings.csv', label: 'Approved listings', text: 'Every listing in the directory, one row each.' },
  { file: 'listing-requests.csv', label: 'All listing requests', text: 'Pending, approved and declined, with their status.' },
  { file: 'reviews.csv', label: 'Reviews', text: "Every review with its business and the owner's answer." },
] as const;

export function CsvDownloads() {
  return (
    <section className="grid gap-4" aria-labelledby="downloads-heading">
      <div className="grid gap-1">
        <h2 id="downloads-heading" className="flex items-center gap-2 text-2xl text-espresso">
          <FileSpreadsheet className="size-6 text-gold-ink" aria-hidden="true" />
          Spreadsheets
        </h2>
        <p className="text-sm text-muted-foreground">
          Download the directory as a spreadsheet to open in Excel, Numbers or Google Sheets: to look through it, share it, or keep a copy. The files keep the
          old site's columns, so they can be brought back in with Import listings below.
        </p>
        <TechNote>
          the files are in the old app's export columns; <code className="font-mono">npm run import</code> reads them too.
        </TechNote>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {DOWNLOADS.map(({ file, label, text }) => (
          <li key={file}>
            <LinkTile
              href={`/api/admin/exports/${file}`}
              download
              icon={Download}
              label={label}
              text={text}
              trailing={<span className="sr-only">(CSV download)</span>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
