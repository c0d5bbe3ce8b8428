// Types for the 'zipcodes' package (a US ZIP-code table with centroids), which ships none.
declare module 'zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeEntry | undefined;
  /** Every entry (US and Canada), by code. */
  export const codes: Record<string, ZipCodeEntry>;
  const zipcodes: { lookup: typeof lookup; codes: typeof codes };
  export default zipcodes;
}
