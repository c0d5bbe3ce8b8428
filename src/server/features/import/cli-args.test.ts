import { describe, expect, it } from 'vitest';
import { parseImportArgs } from './cli-args';

const folders: Record<string, string[]> = { exports: ['exports/approved.csv', 'exports/reviews.csv', 'exports/notes.csv'] };
const parse = (...argv: string[]) => parseImportArgs(argv, (p) => folders[p] ?? null);

describe('parseImportArgs', () => {
  it('names files by their table name, and listing files by the flag before them', () => {
    const args = parse('--dry-run', 'blogs.json', '--pending', 'requests.csv', 'more.json', '--approved', 'live.csv', 'reviews.csv');
    expect(args.errors).toEqual([]);
    expect(args.dryRun).toBe(true);
    expect(args.files).toEqual([
      { path: 'blogs.json', table: 'blogs' },
      { path: 'requests.csv', table: 'pending' },
      { path: 'more.json', table: 'pending' },
      { path: 'live.csv', table: 'approved' },
      { path: 'reviews.csv', table: 'reviews' },
    ]);
  });

  it('reads a folder; a listing file in it is named by a flag, and a file named twice is read once', () => {
    const args = parse('--declined', 'exports/notes.csv', '--approved', 'exports/approved.csv', 'exports');
    expect(args.errors).toEqual([]);
    expect(args.files).toEqual([
      { path: 'exports/notes.csv', table: 'declined' },
      { path: 'exports/approved.csv', table: 'approved' },
      { path: 'exports/reviews.csv', table: 'reviews' },
    ]);
  });

  it('asks which table an unnamed file is, and refuses unknown options', () => {
    expect(parse('exports').errors).toEqual([
      'Which table is exports/approved.csv? Name it after its table, or put --pending, --approved or --declined before it.',
      'Which table is exports/notes.csv? Name it after its table, or put --pending, --approved or --declined before it.',
    ]);
    expect(parse('--fast', 'reviews.csv').errors).toEqual(['Unknown option --fast.']);
    expect(parse().errors).toEqual(['Name the export files or their folder.']);
    expect(parse('--copy-photos', 'reviews.csv').copyPhotos).toBe(true);
  });
});
