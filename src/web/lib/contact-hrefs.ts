// Phone and e-mail links, one rule each: apart from contact-links.ts because the footer on every page
// needs only these two.
import { splitExtension } from '@shared/phone-digits';

/**
 * A phone number as a tel: target (digits and a leading +; ten-digit US numbers get +1; an extension as
 * ';ext=12'); null without 7 digits.
 */
export function telHref(phone: string | null | undefined): string | null {
  const { number, extension } = splitExtension(phone ?? '');
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.replace(/\D/g, '').length < 7) return null;
  const ext = extension ? `;ext=${extension}` : '';
  if (digits.startsWith('+')) return `tel:${digits}${ext}`;
  return digits.length === 10 ? `tel:+1${digits}${ext}` : `tel:${digits}${ext}`;
}

/** A mailto: target, only for something shaped like an address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : null;
}
