// The US ZIP-code table of the 'zipcodes' package (as geocoding uses it): a ZIP code in a search's text
// is read as its place. Loaded on the first search that names one (it takes a quarter of a second).
import type { lookup } from 'zipcodes';
import type { ZipEntry } from './places';

let table: Promise<(zip: string) => ZipEntry | undefined> | undefined;

export function zipTable(): Promise<(zip: string) => ZipEntry | undefined> {
  table ??= import('zipcodes').then((m) => {
    const find: typeof lookup = (m.default ?? m).lookup;
    return (zip: string) => {
      const entry = find(zip);
      if (!entry || entry.country !== 'US') return undefined;
      return { zip: entry.zip, city: entry.city, state: entry.state, center: { latitude: entry.latitude, longitude: entry.longitude } };
    };
  });
  return table;
}
