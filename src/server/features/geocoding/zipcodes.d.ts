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
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
