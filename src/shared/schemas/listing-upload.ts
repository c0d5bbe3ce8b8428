// Staff spreadsheet uploads of listings (Site Management): the file as sent for a preview and for the
// import, with the staff's choice for each row that may repeat a listing; and what the server answers.
import { z } from 'zod';

/** Text of at most this many characters (about 10 MB): a bigger file goes through `npm run import`. */
export const LISTING_UPLOAD_MAX_CHARS = 10_000_000;
export const LISTING_UPLOAD_TOO_BIG = 'This file is over 10 MB: split it into smaller files, or ask your technical person to import it for you';
/** Rows the preview shows as they will be imported. */
export const LISTING_UPLOAD_SAMPLE_ROWS = 10;
/** Problems listed at most (the count says how many there are). */
export const LISTING_UPLOAD_MAX_PROBLEMS = 500;

/** What happens to a row that may repeat a stored listing: left out, written over the stored one, or added anyway. */
export const DUPLICATE_CHOICES = ['skip', 'merge', 'new'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** The status of rows whose Approved Status is empty or unknown. */
export const UPLOAD_STATUSES = ['approved', 'pending'] as const;

export const listingUploadSchema = z.object({
  fileName: z.string().trim().max(255).default('listings.csv'),
  text: z.string().min(1, 'This file is empty').max(LISTING_UPLOAD_MAX_CHARS, LISTING_UPLOAD_TOO_BIG),
  defaultStatus: z.enum(UPLOAD_STATUSES).default('approved'),
  /**
   * By the row's line in the file: what to do, and the stored listing the preview showed for it (a row whose
   * likeliest match has changed since is skipped). Rows not named are skipped when they may repeat a listing.
   */
  choices: z
    .record(z.string().regex(/^\d+$/, 'A line number'), z.object({ choice: z.enum(DUPLICATE_CHOICES), matchId: z.number().int().positive() }))
    .default({}),
});
export type UploadChoices = NonNullable<ListingUploadInput['choices']>;
export type ListingUploadInput = z.input<typeof listingUploadSchema>;

/** A listing as the preview shows it, uploaded or stored. */
export interface UploadListing {
  listingNumber: string | null;
  businessName: string;
  businessType: string;
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phoneNumber: string;
  website: string | null;
  status: 'pending' | 'approved' | 'declined';
}

export interface UploadProblem {
  line: number;
  message: string;
  /** A refused row is not imported; the others are imported with the change the message names. */
  refused: boolean;
}

export interface UploadDuplicate {
  line: number;
  row: UploadListing;
  match: UploadListing & { id: number; listingNumber: string };
  /** 'same listing number', 'same phone', 'same website host', 'close name at the same address'. */
  reasons: string[];
}

export interface ListingUploadPreview {
  fileName: string;
  /** Rows read (blank rows left out). */
  rowCount: number;
  unknownColumns: string[];
  sample: (UploadListing & { line: number })[];
  problems: UploadProblem[];
  problemCount: number;
  duplicates: UploadDuplicate[];
  /** Rows that will be added whatever the choices. */
  newCount: number;
  refusedCount: number;
  /** Rows without coordinates, placed from their address on import. */
  unplacedCount: number;
}

export interface ListingUploadResult {
  imported: number;
  merged: number;
  skipped: number;
  refused: number;
  /** Rows whose address gave no position: imported, but not found by distance or on the map. */
  notPlaced: number;
  /** Merged listings whose new address gave no position: they keep the one they had. */
  notMoved: number;
  /** Repeats whose likeliest stored listing changed since the preview: skipped. */
  changed: number;
}
