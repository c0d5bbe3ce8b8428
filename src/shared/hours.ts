// Business hours text: reads the free hours text of a listing into a week of time ranges, and writes a
// week back as lines for display. Pure functions, used by the forms, the cards and the detail page; whether
// a business is open at a moment is in open-now.ts.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Minutes after midnight; `close` below `open` means the range runs past midnight. */
export interface TimeRange {
  open: number;
  close: number;
}

export type ParsedHours =
  | { kind: 'weekly'; days: TimeRange[][] } // index 0 = Monday; an empty list = closed that day
  | { kind: 'always' }
  | { kind: 'appointment' }
  | { kind: 'unknown' };

export const HOURS_NOT_AVAILABLE = 'Hours not available';

/** A day keeps at most this many ranges: text that repeats a range thousands of times is noise, not hours. */
export const MAX_RANGES_PER_DAY = 24;

// The parser walks the text once, without regular expressions, so any text is read in time linear in its
// length (a megabyte of commas took minutes with the regex version). It reads what that version read:
// segments split by ',', ';' and new lines (a comma before a closing bracket does not split), in each
// segment its days ('Mon', 'Mon-Fri', 'Sat thru Sun', 'weekdays', 'daily', 'every day', '7 days'),
// its time ranges ('9-5pm', '09:00-17:00', '8 a.m. to 6:30 p.m.') and 'closed'; and anywhere in the text
// '24/7', '24 hours', 'open 24' (always open) or 'appointment'. A word is a whole run of letters.

// Token kinds.
const END = 0;
const NUM = 1; // a run of digits
const WORD = 2; // a run of ASCII letters
const DASH = 3; // - – —
const COLON = 4;
const DOT = 5;
const SLASH = 6;
const OTHER = 7; // anything else: brackets, a comma that does not split, other letters and signs

// What a word is.
const W_OTHER = 0;
const W_TO = 1;
const W_THROUGH = 2;
const W_AM = 3;
const W_PM = 4;
const W_A = 5;
const W_P = 6;
const W_M = 7;
const W_DAILY = 8;
const W_EVERYDAY = 9;
const W_EVERY = 10;
const W_DAY = 11;
const W_DAYS = 12;
const W_WEEKDAY = 13;
const W_WEEKEND = 14;
const W_CLOSED = 15;

const WORDS = new Map<string, number>([
  ['to', W_TO],
  ['through', W_THROUGH],
  ['thru', W_THROUGH],
  ['am', W_AM],
  ['pm', W_PM],
  ['a', W_A],
  ['p', W_P],
  ['m', W_M],
  ['daily', W_DAILY],
  ['everyday', W_EVERYDAY],
  ['every', W_EVERY],
  ['day', W_DAY],
  ['days', W_DAYS],
  ['weekday', W_WEEKDAY],
  ['weekdays', W_WEEKDAY],
  ['weekend', W_WEEKEND],
  ['weekends', W_WEEKEND],
  ['closed', W_CLOSED],
]);

const DAY_NAMES = new Map<string, number>([
  ['mon', 0],
  ['monday', 0],
  ['tue', 1],
  ['tues', 1],
  ['tuesday', 1],
  ['wed', 2],
  ['weds', 2],
  ['wednesday', 2],
  ['thu', 3],
  ['thur', 3],
  ['thurs', 3],
  ['thursday', 3],
  ['fri', 4],
  ['friday', 4],
  ['sat', 5],
  ['saturday', 5],
  ['sun', 6],
  ['sunday', 6],
]);

const AM = 1;
const PM = 2;
const ALL_DAYS = 0b1111111;
const WEEKDAY_BITS = 0b0011111;
const WEEKEND_BITS = 0b1100000;

interface Token {
  kind: number;
  start: number;
  end: number;
  /** Whitespace right before it. */
  gap: boolean;
  /** For a WORD: W_*, the weekday it names (or -1), and AM/PM when it starts with 'am'/'pm' (else 0). */
  word: number;
  day: number;
  meridiem: number;
}

const newToken = (): Token => ({ kind: END, start: 0, end: 0, gap: false, word: W_OTHER, day: -1, meridiem: 0 });
const END_TOKEN: Readonly<Token> = newToken();

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
/** What \w is in a regular expression: a letter, digit or underscore. */
const isWordChar = (c: number) => isDigit(c) || isLetter(c) || c === 95;
/** What \s is in a regular expression, so the text splits where the old patterns did. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
const isDash = (c: number) => c === 45 || c === 0x2013 || c === 0x2014;
/** Ends a segment: a new line or ';' always, a comma unless it sits inside brackets. */
const isBreak = (c: number) => c === 10 || c === 59 || c === 44;
const isOther = (c: number) => !isSpace(c) && !isDigit(c) && !isLetter(c) && !isDash(c) && !isBreak(c) && c !== 58 && c !== 46 && c !== 47;

/** Cuts the text into tokens, one segment at a time, and notes the facts that hold for the whole text. */
class Tokenizer {
  pos = 0;
  always = false;
  appointment = false;
  /** The first '(' or ')' after the last comma asked about; text.length when there is none. */
  private nextBracket = -1;
  /** '24/7', '24 hours', 'open 24' so far: 1 after a number ending in 24, 2 after '24 /', 3 after a word ending in 'open'. */
  private alwaysState = 0;
  private spaced = false;

  constructor(readonly text: string) {}

  /** Fills `t` with the next token of the segment, or END at the segment's end (the separator is passed). */
  next(t: Token): void {
    const { text } = this;
    const n = text.length;
    let gap = false;
    while (this.pos < n) {
      const start = this.pos;
      const c = text.charCodeAt(start);
      if (c === 10 || c === 59 || (c === 44 && this.commaSplits(start))) {
        this.passSeparators();
        t.kind = END;
        return;
      }
      if (isSpace(c)) {
        gap = true;
        this.spaced = true;
        this.pos = start + 1;
        continue;
      }
      let end = start + 1;
      let kind: number;
      if (isDigit(c)) {
        while (end < n && isDigit(text.charCodeAt(end))) end++;
        kind = NUM;
      } else if (isLetter(c)) {
        while (end < n && isLetter(text.charCodeAt(end))) end++;
        kind = WORD;
      } else if (isDash(c)) kind = DASH;
      else if (c === 58) kind = COLON;
      else if (c === 46) kind = DOT;
      else if (c === 47) kind = SLASH;
      else {
        // A comma inside brackets is one token by itself: the next one may be a separator.
        if (c !== 44) while (end < n && isOther(text.charCodeAt(end))) end++;
        kind = OTHER;
      }
      this.pos = end;
      t.kind = kind;
      t.start = start;
      t.end = end;
      t.gap = gap;
      t.word = W_OTHER;
      t.day = -1;
      t.meridiem = 0;
      if (kind === WORD) this.readWord(t);
      this.watchAlways(t);
      return;
    }
    t.kind = END;
  }

  /** Passes a separator and any separators and whitespace after it: empty segments say nothing. */
  private passSeparators(): void {
    const { text } = this;
    for (; this.pos < text.length; this.pos++) {
      const c = text.charCodeAt(this.pos);
      // A new line is whitespace to '24 / 7' and 'open 24'; ';' and ',' are not.
      if (c === 10 || isSpace(c)) this.spaced = true;
      else if (c === 59 || (c === 44 && this.commaSplits(this.pos))) this.alwaysState = 0;
      else return;
    }
  }

  /** A comma splits unless the next bracket after it closes: 'Mon 9-5 (lunch 12-1, Fri), Tue 9-3'. */
  private commaSplits(at: number): boolean {
    const { text } = this;
    if (this.nextBracket <= at) {
      // Each search starts past the previous one, so the text is searched once in all.
      let i = at + 1;
      while (i < text.length && text.charCodeAt(i) !== 40 && text.charCodeAt(i) !== 41) i++;
      this.nextBracket = i;
    }
    return this.nextBracket >= text.length || text.charCodeAt(this.nextBracket) === 40;
  }

  private readWord(t: Token): void {
    const lower = this.text.slice(t.start, t.end).toLowerCase();
    t.word = WORDS.get(lower) ?? W_OTHER;
    t.day = DAY_NAMES.get(lower) ?? -1;
    t.meridiem = lower.startsWith('am') ? AM : lower.startsWith('pm') ? PM : 0;
    if (!this.appointment && lower.includes('appointment')) this.appointment = true;
    if (this.alwaysState === 1 && lower.startsWith('hours')) this.always = true;
    this.alwaysState = lower.endsWith('open') ? 3 : 0;
  }

  private watchAlways(t: Token): void {
    const { text } = this;
    const state = this.alwaysState;
    if (t.kind === NUM) {
      const first = text.charCodeAt(t.start);
      if (state === 2 && first === 55) this.always = true;
      if (state === 3 && this.spaced && first === 50 && t.end - t.start >= 2 && text.charCodeAt(t.start + 1) === 52) this.always = true;
      const ends24 = t.end - t.start >= 2 && text.charCodeAt(t.end - 2) === 50 && text.charCodeAt(t.end - 1) === 52;
      this.alwaysState = ends24 ? 1 : 0;
    } else if (t.kind === SLASH) this.alwaysState = state === 1 ? 2 : 0;
    else if (t.kind !== WORD) this.alwaysState = 0;
    this.spaced = false;
  }

  /** No letter, digit or underscore right before `at` (what \b sees before a word). */
  edgeBefore(at: number): boolean {
    return at === 0 || !isWordChar(this.text.charCodeAt(at - 1));
  }

  /** No letter, digit or underscore at `at` (what \b sees after a word). */
  edgeAfter(at: number): boolean {
    return at >= this.text.length || !isWordChar(this.text.charCodeAt(at));
  }

  /** The value of the digits of a NUM token in [from, to). */
  digits(from: number, to: number): number {
    let v = 0;
    for (let i = from; i < to; i++) v = v * 10 + this.text.charCodeAt(i) - 48;
    return v;
  }
}

const WINDOW = 16; // the longest pattern, '9 a.m. - 5 p.m.' with minutes, is 15 tokens

/** What one segment says: its days (bits, Monday first), its ranges, and whether it says 'closed'. */
interface Segment {
  days: number;
  everyDay: boolean;
  closed: boolean;
  ranges: TimeRange[];
}

/** Reads a segment's tokens through a window of the next few, and matches day and time patterns at its head. */
class SegmentReader {
  private readonly ring: Token[] = Array.from({ length: WINDOW }, newToken);
  private head = 0;
  private count = 0;
  private ended = false;
  private afterEvery = false;
  private afterSeven = false;
  private meridiem = 0;
  readonly segment: Segment = { days: 0, everyDay: false, closed: false, ranges: [] };

  constructor(private readonly tokens: Tokenizer) {}

  /** Reads the next segment into `segment`. */
  read(): Segment {
    const s = this.segment;
    s.days = 0;
    s.everyDay = false;
    s.closed = false;
    s.ranges.length = 0;
    this.head = 0;
    this.count = 0;
    this.ended = false;
    this.afterEvery = false;
    this.afterSeven = false;
    for (let t = this.peek(0); t.kind !== END; t = this.peek(0)) {
      if (t.kind === NUM) this.drop(this.timeRange());
      else if (t.kind === WORD && t.day >= 0) this.drop(this.dayOrDayRange(t));
      else this.drop(1);
    }
    return s;
  }

  private peek(k: number): Readonly<Token> {
    while (this.count <= k) {
      if (this.ended) return END_TOKEN;
      const t = this.ring[(this.head + this.count) % WINDOW]!;
      this.tokens.next(t);
      if (t.kind === END) {
        this.ended = true;
        return END_TOKEN;
      }
      this.count++;
      this.notice(t);
    }
    return this.ring[(this.head + k) % WINDOW]!;
  }

  private drop(k: number): void {
    this.head = (this.head + k) % WINDOW;
    this.count -= k;
  }

  /** Words that count wherever they stand, once each as they come in: 'closed', 'daily', 'every day', 'weekends'... */
  private notice(t: Token): void {
    const { tokens, segment } = this;
    if (t.kind === WORD && t.word !== W_OTHER) {
      const before = tokens.edgeBefore(t.start);
      const after = tokens.edgeAfter(t.end);
      if (t.word === W_CLOSED && before && after) segment.closed = true;
      else if ((t.word === W_DAILY || t.word === W_EVERYDAY) && before && after) segment.everyDay = true;
      else if (t.word === W_DAY && after && this.afterEvery) segment.everyDay = true;
      else if (t.word === W_DAYS && after && this.afterSeven) segment.everyDay = true;
      else if (t.word === W_WEEKDAY && before && after) segment.days |= WEEKDAY_BITS;
      else if (t.word === W_WEEKEND && before && after) segment.days |= WEEKEND_BITS;
    }
    this.afterEvery = t.kind === WORD && t.word === W_EVERY && tokens.edgeBefore(t.start);
    this.afterSeven = t.kind === NUM && t.end - t.start === 1 && tokens.digits(t.start, t.end) === 7 && tokens.edgeBefore(t.start);
  }

  /** 'Mon-Fri', 'Mon. to Thu', 'Sat thru Sun' or a lone 'Tue'; the tokens used (at least 1). */
  private dayOrDayRange(first: Readonly<Token>): number {
    const { tokens, segment } = this;
    const before = tokens.edgeBefore(first.start);
    if (before) {
      const dot = this.peek(1);
      const i = dot.kind === DOT && !dot.gap ? 2 : 1;
      const sep = this.peek(i);
      if (sep.kind === DASH || (sep.kind === WORD && (sep.word === W_TO || sep.word === W_THROUGH))) {
        const last = this.peek(i + 1);
        if (last.kind === WORD && last.day >= 0 && tokens.edgeAfter(last.end)) {
          for (let d = first.day; ; d = (d + 1) % 7) {
            segment.days |= 1 << d;
            if (d === last.day) break;
          }
          return i + 2;
        }
      }
    }
    if (before && tokens.edgeAfter(first.end)) segment.days |= 1 << first.day;
    return 1;
  }

  /**
   * A time range at the head ('9-5pm', '09:00 - 17:30', '8 a.m. to 6 p.m.'); the tokens used, 1 when there is
   * none. A closing time takes at most two digits ('9-1700' closes at 17), leaving the rest for the next range.
   */
  private timeRange(): number {
    const { tokens } = this;
    const openHour = this.peek(0);
    // The opening hour is the run's last two digits: '109:00' opens at 9.
    const h1 = tokens.digits(Math.max(openHour.start, openHour.end - 2), openHour.end);
    let m1 = -1;
    let i = 1;
    const colon = this.peek(1);
    if (colon.kind === COLON && !colon.gap) {
      const minutes = this.peek(2);
      if (minutes.kind !== NUM || minutes.gap || minutes.end - minutes.start !== 2) return 1;
      m1 = tokens.digits(minutes.start, minutes.end);
      i = 3;
    }
    i += this.meridiemAt(i, false);
    const mer1 = this.meridiem;
    const sep = this.peek(i);
    if (!(sep.kind === DASH || (sep.kind === WORD && sep.word === W_TO))) return 1;
    i++;
    const closeHour = this.peek(i);
    if (closeHour.kind !== NUM) return 1;
    const t2 = this.ring[(this.head + i) % WINDOW]!;
    const h2 = tokens.digits(t2.start, Math.min(t2.start + 2, t2.end));
    let m2 = -1;
    let mer2 = 0;
    let used: number;
    if (t2.end - t2.start > 2) {
      // The rest of the digits stay as the next token.
      t2.start += 2;
      used = i;
    } else {
      i++;
      used = i;
      const colon2 = this.peek(i);
      const minutes2 = this.peek(i + 1);
      if (colon2.kind === COLON && !colon2.gap && minutes2.kind === NUM && !minutes2.gap && minutes2.end - minutes2.start >= 2) {
        const t = this.ring[(this.head + i + 1) % WINDOW]!;
        m2 = tokens.digits(t.start, t.start + 2);
        if (t.end - t.start > 2) {
          t.start += 2;
          used = i + 1;
        } else used = i + 2;
      }
      if (used === i || used === i + 2) {
        used += this.meridiemAt(used, true);
        mer2 = this.meridiem;
      }
    }
    this.addRange(h1, m1, mer1, h2, m2, mer2);
    return used;
  }

  /**
   * 'am', 'pm', 'a.m.' or 'p.m.' at window index i (with `prefix`, also a word that starts with am/pm, as in
   * '5pmish'): the tokens it takes, and its kind in `meridiem` (0 when there is none).
   */
  private meridiemAt(i: number, prefix: boolean): number {
    this.meridiem = 0;
    const t = this.peek(i);
    if (t.kind !== WORD) return 0;
    if (t.word === W_AM || t.word === W_PM || (prefix && t.meridiem)) {
      this.meridiem = t.meridiem;
      return 1;
    }
    if (t.word === W_A || t.word === W_P) {
      const dot = this.peek(i + 1);
      const m = this.peek(i + 2);
      const dot2 = this.peek(i + 3);
      if (dot.kind === DOT && !dot.gap && m.kind === WORD && m.word === W_M && !m.gap && dot2.kind === DOT && !dot2.gap) {
        this.meridiem = t.word === W_A ? AM : PM;
        return 4;
      }
    }
    return 0;
  }

  private addRange(h1: number, m1: number, mer1: number, h2: number, m2: number, mer2: number): void {
    let open = toMinutes(h1, m1, mer1);
    let close = toMinutes(h2, m2, mer2);
    if (open === null || close === null) return;
    // '9-5pm' means 9am: the opening inherits the closing half of the day when that makes a sane range.
    if (!mer1 && mer2 === PM && open + 12 * 60 < close) open += 12 * 60;
    if (close === 0) close = 24 * 60;
    if (open === close) return;
    const { ranges } = this.segment;
    if (ranges.length < MAX_RANGES_PER_DAY) ranges.push({ open: open % (24 * 60), close });
  }
}

/** Minutes after midnight; `minute` -1 means none; null for an hour or minute out of range. */
function toMinutes(hour: number, minute: number, meridiem: number): number | null {
  let h = hour;
  const m = minute < 0 ? 0 : minute;
  if (m > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    if (meridiem === AM && h === 12) h = 0;
    if (meridiem === PM && h !== 12) h += 12;
  } else if (h > 24) return null;
  return (h === 24 ? 24 * 60 : h * 60) + m;
}

/** Parses hours text such as 'Mon 09:00-17:00, ..., Sat Closed', 'Mon-Fri 9am-5pm', 'Daily 11-22', '24/7'. */
export function parseHours(text: string | null | undefined): ParsedHours {
  const source = (text ?? '').trim();
  if (!source) return { kind: 'unknown' };
  const tokens = new Tokenizer(source);
  const reader = new SegmentReader(tokens);
  const days: (TimeRange[] | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  // How many times each day was named by bare day lists waiting for the next segment's hours.
  const pending = [0, 0, 0, 0, 0, 0, 0];
  const target = [0, 0, 0, 0, 0, 0, 0];
  let understood = false;
  while (tokens.pos < source.length) {
    const segment = reader.read();
    const { ranges, closed } = segment;
    const named = segment.everyDay ? ALL_DAYS : segment.days;
    if (!ranges.length && !closed) {
      // 'Sat, Sun 10:00-16:00': a bare day list takes the hours of the next segment.
      if (named) for (let d = 0; d < 7; d++) pending[d]! += (named >> d) & 1;
      continue;
    }
    let namedCount = 0;
    for (let d = 0; d < 7; d++) {
      target[d] = pending[d]! + ((named >> d) & 1);
      pending[d] = 0;
      namedCount += target[d]!;
    }
    if (!namedCount) {
      // 'Closed' with no days: every day not named elsewhere is closed, which is the default.
      if (closed && !ranges.length) {
        understood = true;
        continue;
      }
      target.fill(1);
    }
    for (let d = 0; d < 7; d++) {
      const count = target[d]!;
      if (!count) continue;
      if (!ranges.length) {
        days[d] = []; // closed
        continue;
      }
      // A day named twice gets the ranges twice, as the text says; never more than the cap.
      const list = (days[d] ??= []);
      for (let k = 0; k < count && list.length < MAX_RANGES_PER_DAY; k++) {
        for (const r of ranges) if (list.length < MAX_RANGES_PER_DAY) list.push(r);
      }
    }
    understood = true;
  }
  if (tokens.always) return { kind: 'always' };
  if (tokens.appointment) return { kind: 'appointment' };
  if (!understood) return { kind: 'unknown' };
  return { kind: 'weekly', days: days.map((d) => d ?? []) };
}

/** '9:00 AM' for 540 minutes after midnight; the end of the day (1440) is '12:00 AM'. */
export function formatMinutes(minutes: number): string {
  const m = minutes % (24 * 60);
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

/** One line per weekday for display: 'Monday: 9:00 AM – 5:00 PM', 'Saturday: Closed'. */
export function weeklySchedule(hours: ParsedHours): { day: string; text: string }[] | null {
  if (hours.kind === 'always') return WEEKDAYS.map((day) => ({ day, text: 'Open 24 hours' }));
  if (hours.kind !== 'weekly') return null;
  return WEEKDAYS.map((day, i) => {
    const ranges = hours.days[i] ?? [];
    const text = ranges.length ? ranges.map((r) => `${formatMinutes(r.open)} – ${formatMinutes(r.close)}`).join(', ') : 'Closed';
    return { day, text };
  });
}
