// Article bodies are plain text: paragraphs separated by blank lines. This turns them into a few safe
// blocks (paragraphs, headings, lists, quotes) and inline marks (**bold**, *italic*, http(s) links);
// nothing in the text is ever treated as HTML, so no author markup can run.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'break' };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; content: Inline[] };

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const QUOTE = /^\s*>\s?/;
const INLINE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)(?<!\s)\*|\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)|(https?:\/\/[^\s<>"']+)/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** A web address that is safe to link to: http or https only. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = out[out.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else out.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, linkText, linkUrl, bareUrl] = match;
    const start = match.index;
    pushText(text.slice(last, start));
    last = start + whole.length;
    if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) });
    else if (italic !== undefined) out.push({ kind: 'em', children: parseInline(italic) });
    else if (linkText !== undefined && linkUrl !== undefined) {
      const href = safeHref(linkUrl);
      if (href) out.push({ kind: 'link', href, text: linkText });
      else pushText(whole);
    } else if (bareUrl !== undefined) {
      const trailing = bareUrl.match(TRAILING_PUNCTUATION)?.[0] ?? '';
      const url = trailing ? bareUrl.slice(0, -trailing.length) : bareUrl;
      const href = safeHref(url);
      if (href) out.push({ kind: 'link', href, text: url });
      else pushText(url);
      pushText(trailing);
    }
  }
  pushText(text.slice(last));
  return out;
}

/** Lines joined with line breaks, each line's inline marks parsed. */
function linesToInline(lines: string[]): Inline[] {
  const out: Inline[] = [];
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' });
    out.push(...parseInline(line));
  });
  return out;
}

function parseChunk(lines: string[]): Block[] {
  const heading = lines[0]!.match(HEADING);
  if (heading) {
    const level = heading[1]!.length === 3 ? 3 : 2;
    const rest = lines.slice(1);
    return [{ kind: 'heading', level, content: parseInline(heading[2]!.trim()) }, ...(rest.length ? parseChunk(rest) : [])];
  }
  if (lines.every((l) => BULLET.test(l))) return [{ kind: 'list', ordered: false, items: lines.map((l) => parseInline(l.replace(BULLET, ''))) }];
  if (lines.every((l) => NUMBERED.test(l))) return [{ kind: 'list', ordered: true, items: lines.map((l) => parseInline(l.replace(NUMBERED, ''))) }];
  if (lines.every((l) => QUOTE.test(l))) return [{ kind: 'quote', content: linesToInline(lines.map((l) => l.replace(QUOTE, ''))) }];
  return [{ kind: 'paragraph', content: linesToInline(lines) }];
}

export function parseBody(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ''),
    )
    .filter((lines) => lines.length > 0)
    .flatMap((lines) => parseChunk(lines.map((l, i) => (i === 0 ? l.trimStart() : l))));
}
