// Social platforms a listing can name, and how a profile link is built from a handle.

export const SOCIAL_PLATFORMS = [
  'Instagram',
  'Facebook',
  'TikTok',
  'LinkedIn',
  'Twitter',
  'YouTube',
  'Pinterest',
  'Snapchat',
  'WhatsApp',
  'Telegram',
  'Other',
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

const PROFILE_BASES: Record<string, (handle: string) => string> = {
  facebook: (h) => `https://facebook.com/${h}`,
  instagram: (h) => `https://instagram.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://linkedin.com/in/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  tiktok: (h) => `https://tiktok.com/@${h}`,
  pinterest: (h) => `https://pinterest.com/${h}`,
};

/** A link to a social profile: known platforms from the handle, others use the handle as a host. */
export function socialProfileUrl(platform: string, handle: string): string {
  const clean = handle.trim().replace(/^@/, '');
  if (/^https?:\/\//i.test(clean)) return clean;
  const build = PROFILE_BASES[platform.toLowerCase()];
  return build ? build(encodeURIComponent(clean)) : `https://${clean}`;
}
