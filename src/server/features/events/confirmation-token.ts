// Confirmation tokens: an HMAC of the event id, so only the person who submitted an event can read it
// back on the confirmation page (GET /api/events/:id?token=…), without a column to store it in.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function confirmationToken(secret: string, eventId: number): string {
  return createHmac('sha256', secret).update(`event:${eventId}`).digest('base64url');
}

export function isValidConfirmationToken(secret: string, eventId: number, token: string): boolean {
  const expected = Buffer.from(confirmationToken(secret, eventId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
