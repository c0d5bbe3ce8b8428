// The submitted event kept for the confirmation page (session storage, key 'eventData' as in the spec):
// the server's answer to POST /api/events, checked again when read back.
import { submittedEventSchema, type SubmittedEvent } from '@shared/schemas/event';

const KEY = 'eventData';

export function saveStoredEvent(event: SubmittedEvent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(event));
  } catch {
    // Storage full or blocked: the confirmation page then sends the visitor back to the form.
  }
}

export function readStoredEvent(): SubmittedEvent | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const parsed = submittedEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearStoredEvent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
