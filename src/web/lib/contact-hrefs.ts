// Phone and e-mail links, one rule each: apart from contact-links.ts because the footer on every page
// needs only these two.

/** A phone number as a tel: target (digits and a leading +; ten-digit US numbers get +1); null without 7 digits. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  if (digits.replace(/\D/g, '').length < 7) return null;
  if (digits.startsWith('+')) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** A mailto: target, only for something shaped like an address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : null;
}
