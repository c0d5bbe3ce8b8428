// The import command's arguments: files and folders, the listing-table flags that name the files after
// them, --dry-run and --copy-photos. Pure: the folder listing is passed in.
import path from 'node:path';
import { LISTING_TABLES, tableOfFileName, type ExportTable, type ListingTable } from './tables';

export interface ImportArgs {
  files: { path: string; table: ExportTable }[];
  dryRun: boolean;
  copyPhotos: boolean;
  help: boolean;
  /** Usage mistakes: the command stops with exit code 2. */
  errors: string[];
}

export const IMPORT_USAGE = `Usage: npm run import -- [--dry-run] [--pending|--approved|--declined] <folder or files>...

Reads the old app's table exports (CSV with a header row, or a JSON array of rows), one file per table.
Files named after a table are that table: reviews, blogs, blog_requests, business_edit_requests,
business_suggestions, user_businesses (.csv or .json). The three listing tables are named by a flag:
every file after --pending, --approved or --declined (that is not named after another table) is that table.

  --dry-run      read, check and report what would happen; write nothing
  --copy-photos  copy the imported listings' photos from the old host to this site (again for those that failed)`;

/**
 * @param listFolder the .csv and .json files of a folder, or null when the path is not a folder
 */
export function parseImportArgs(argv: readonly string[], listFolder: (path: string) => string[] | null): ImportArgs {
  const args: ImportArgs = { files: [], dryRun: false, copyPhotos: false, help: false, errors: [] };
  let listingTable: ListingTable | undefined;
  const named: { path: string; table: ExportTable | undefined }[] = [];
  const inFolders: { path: string; table: ExportTable | undefined }[] = [];
  for (const arg of argv) {
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--copy-photos') args.copyPhotos = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg.startsWith('--') && (LISTING_TABLES as readonly string[]).includes(arg.slice(2))) listingTable = arg.slice(2) as ListingTable;
    else if (arg.startsWith('-')) args.errors.push(`Unknown option ${arg}.`);
    else {
      const inFolder = listFolder(arg);
      if (inFolder) for (const file of inFolder) inFolders.push({ path: path.normalize(file), table: tableOfFileName(file) ?? listingTable });
      else named.push({ path: path.normalize(arg), table: tableOfFileName(arg) ?? listingTable });
    }
  }
  const seen = new Set<string>();
  for (const file of named) {
    if (seen.has(file.path)) args.errors.push(`${file.path} is named twice.`);
    seen.add(file.path);
  }
  // A file of a folder that is also named on its own (after a listing flag) is read once, as named.
  for (const file of inFolders) {
    if (seen.has(file.path)) continue;
    named.push(file);
    seen.add(file.path);
  }
  for (const file of named) {
    if (file.table) args.files.push({ path: file.path, table: file.table });
    else args.errors.push(`Which table is ${file.path}? Name it after its table, or put --pending, --approved or --declined before it.`);
  }
  if (!args.help && !args.copyPhotos && args.files.length === 0 && args.errors.length === 0) args.errors.push('Name the export files or their folder.');
  return args;
}
