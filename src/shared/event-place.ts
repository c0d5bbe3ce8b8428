// Where an approved event is, as the pages say it: the full address (with its state when the address
// does not name it), and a short 'Atlanta, GA' for cards; 'Online' for an event people join by link.
import { stateName } from './reference';
import type { PublicEvent } from './schemas/event';

type Place = Pick<PublicEvent, 'attendanceMode' | 'eventAddress' | 'eventState' | 'onlineUrl'>;

/** The address as one line, its state added when the text does not already name it; null online or when blank. */
export function eventAddressLine(event: Place): string | null {
  if (event.attendanceMode === 'online') return null;
  const address = event.eventAddress?.trim() ?? '';
  const state = event.eventState?.trim() ?? '';
  // Most addresses end in their state already ('…, Atlanta, GA 30314').
  if (!state || new RegExp(`\\b${state}\\b`).test(address)) return address || null;
  return [address, stateName(state) ?? state].filter(Boolean).join(', ');
}

/** 'Atlanta, GA' when the address reads '…, City, ST 12345'; else the state's name; 'Online' online. */
export function eventPlaceShort(event: Place): string {
  if (event.attendanceMode === 'online') return 'Online';
  const state = event.eventState?.trim() ?? '';
  const parts = (event.eventAddress ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const tail = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(last);
  if (tail && parts.length >= 3) return `${parts.at(-2)}, ${tail[1]}`;
  return stateName(state) ?? (state || parts.at(-1) || '');
}

/** Where the event is, for a calendar entry: the address, or the link to join. */
export function eventLocationText(event: Place): string {
  return event.attendanceMode === 'online' ? (event.onlineUrl ?? '') : (eventAddressLine(event) ?? '');
}

export interface AddressParts {
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
}

/** An address that reads '…, City, ST 12345' in its parts; any other text as the street part alone. */
export function addressParts(address: string, state?: string | null): AddressParts {
  const text = address.trim();
  const match = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(text);
  if (!match) return { streetAddress: text, addressRegion: state?.trim() || undefined };
  return { streetAddress: match[1]!.trim(), addressLocality: match[2]!.trim(), addressRegion: match[3], postalCode: match[4] };
}
