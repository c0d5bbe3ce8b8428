// The excerpt and read time of an article, made from its body: stored with each post staff write, and
// made on the fly for posts that have none.

const EXCERPT_LENGTH = 180;
const WORDS_PER_MINUTE = 200;

/** The first paragraph as plain text (no tags or formatting marks), cut at a word near 180 characters. */
export function excerptOf(content: string): string {
  const firstParagraph = content.split(/\n\s*\n/).find((p) => p.trim()) ?? '';
  const plain = firstParagraph
    .replace(/<[^>]*>/g, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*]|>)\s+/gm, '')
    .replace(/\*\*(.+?)\*\*|\*(.+?)\*/g, (_m: string, bold?: string, italic?: string) => bold ?? italic ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** '4 min read' at 200 words a minute, at least one minute. */
export function readTimeOf(content: string): string {
  const words = content.trim() ? content.trim().split(/\s+/).length : 0;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}
