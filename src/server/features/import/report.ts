// The import's closing report: a table of rows per file, then one line per skipped row and per warning.
import type { ImportReport } from './import.service';

const COLUMNS = ['read', 'imported', 'updated', 'unchanged', 'skipped'] as const;

export function formatReport(report: ImportReport): string {
  const head = ['file', 'table', ...COLUMNS];
  const body = report.files.map((f) =>
    f.error
      ? [f.file, f.table, String(f.read), '-', '-', '-', 'refused']
      : [f.file, f.table, ...COLUMNS.map((c) => String(c === 'skipped' ? f.skipped.length : f[c]))],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const lines = [
    report.dryRun ? 'Dry run: nothing was written. What the import would do:' : 'Import finished:',
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
  ];
  const notes: string[] = [];
  for (const f of report.files) {
    if (f.error) notes.push(`${f.file}: refused, nothing written from it: ${f.error}`);
    for (const w of f.warnings) notes.push(`${f.file}: warning: ${w}`);
    for (const s of f.skipped) notes.push(`${f.file}: ${s.where}: ${s.refused ? 'refused' : 'skipped'}: ${s.reason}`);
  }
  if (report.geocoding.asked) {
    notes.push(`Listings without coordinates: ${report.geocoding.asked} looked up, ${report.geocoding.notFound} places not found (saved without a position).`);
  }
  return [...lines, ...(notes.length ? ['', ...notes] : [])].join('\n');
}
