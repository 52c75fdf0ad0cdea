/**
 * The part of the `opening_hours` syntax that our own evaluator reads (hours-eval.ts), parsed into
 * the rules the `opening_hours` library builds from it (its `parseGroup`), so that the evaluation can
 * follow the library step by step. What it reads (Documentation/opening-hours.md):
 *
 *   value      rule (("; " | ", ") rule)*
 *   rule       [days] [times | "24/7"] ["open" | "off" | "closed"]
 *   days       day ("," day)*        day: Mo…Su, a range Mo-Fr / Sa-Su / Fr-Mo, or PH
 *   times      hh:mm-hh:mm ("," hh:mm-hh:mm)*   (h:mm too; the end may be 24:00 or earlier than the start)
 *
 * A `,` after times or a state starts an additional rule (the library's meaning). Anything else
 * (comments, open ends `+`, `||`, months, dates, weeks, years, sunrise, SH, `PH +1 day`, `PH Mo`,
 * an empty rule, other spellings or letter case) is declined: `parseHoursSyntax` answers undefined,
 * and the library decides.
 */

/** One date selector of a rule: a weekday range (0 = Sunday, as Date#getDay) or the public holidays. */
export type DaySelector = { kind: 'weekdays'; from: number; to: number } | { kind: 'PH' };

export interface HoursRule {
  /** Weekdays and PH written in one list (`Sa,Su,PH`): any of them. Empty: no weekday selector. */
  weekday: DaySelector[];
  /** `PH` written alone (`PH off`): the library's holiday selector, matched before the weekdays. */
  holiday: boolean;
  /** Time ranges in minutes from midnight; `to` ≤ `from` wraps past midnight. Empty: the whole day. */
  times: { from: number; to: number }[];
  /** `open` (or no state): true; `off`/`closed`: false. */
  meaning: boolean;
  /** Begun after a `,`: added to the rules before it instead of replacing them for its days. */
  additional: boolean;
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

type Token =
  | { t: 'day'; v: number }
  | { t: 'PH' }
  | { t: 'time'; v: number }
  | { t: '-' | ',' | ';' | '24/7' }
  | { t: 'state'; v: boolean };

/** Tokens with spaces between them dropped; undefined at anything outside the subset. */
function tokenize(value: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(Mo|Tu|We|Th|Fr|Sa|Su|PH)|(\d\d?):(\d\d)|(24\/7)|(open|off|closed)|([-,;]))/y;
  let at = 0;
  while (at < value.length) {
    if (/^\s*$/.test(value.slice(at))) break;
    pattern.lastIndex = at;
    const m = pattern.exec(value);
    if (!m) return undefined;
    at = pattern.lastIndex;
    // A word must end where the letters end (no "Mon", "offen", "PHX").
    if ((m[1] ?? m[5]) && /^[\p{L}\d]/u.test(value.slice(at))) return undefined;
    if (m[1] === 'PH') tokens.push({ t: 'PH' });
    else if (m[1]) tokens.push({ t: 'day', v: WEEKDAYS.indexOf(m[1] as (typeof WEEKDAYS)[number]) });
    else if (m[2] !== undefined && m[3] !== undefined) {
      if (/^\d/.test(value.slice(at))) return undefined;
      const hours = Number(m[2]);
      const minutes = Number(m[3]);
      if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
      tokens.push({ t: 'time', v: hours * 60 + minutes });
    } else if (m[4]) tokens.push({ t: '24/7' });
    else if (m[5]) tokens.push({ t: 'state', v: m[5] === 'open' });
    else tokens.push({ t: m[6] as '-' | ',' | ';' });
  }
  return tokens;
}

/** The rules of `value`, in the library's order, or undefined when it is outside the subset. */
export function parseHoursSyntax(value: string): HoursRule[] | undefined {
  const tokens = tokenize(value);
  if (!tokens || tokens.length === 0) return undefined;
  const rules: HoursRule[] = [];
  let at = 0;
  const peek = (offset = 0): Token | undefined => tokens[at + offset];
  let additional = false;
  for (;;) {
    const rule: HoursRule = { weekday: [], holiday: false, times: [], meaning: true, additional };
    // Days: a list of weekdays, ranges and PH; PH alone (not followed by ",") is its own selector.
    if (peek()?.t === 'PH' && peek(1)?.t !== ',') {
      if (peek(1)?.t === 'day') return undefined; // `PH Mo`: holidays that fall on a Monday.
      rule.holiday = true;
      at += 1;
    } else {
      while (peek()?.t === 'day' || peek()?.t === 'PH') {
        const first = peek();
        if (first?.t === 'PH') {
          rule.weekday.push({ kind: 'PH' });
          at += 1;
        } else if (first?.t === 'day') {
          const last = peek(1)?.t === '-' ? peek(2) : first;
          if (last?.t !== 'day') return undefined;
          rule.weekday.push({ kind: 'weekdays', from: first.v, to: last.v });
          at += last === first ? 1 : 3;
        }
        if (peek()?.t !== ',') break;
        const next = peek(1)?.t;
        if (next !== 'day' && next !== 'PH') return undefined;
        at += 1;
      }
    }
    // Times: ranges separated by ",", or 24/7.
    if (peek()?.t === '24/7') {
      rule.times.push({ from: 0, to: 24 * 60 });
      at += 1;
      if (peek()?.t === ',') return undefined; // the library rejects `24/7,`
    } else {
      for (;;) {
        const from = peek();
        const dash = peek(1);
        const to = peek(2);
        if (from?.t !== 'time') break;
        if (dash?.t !== '-' || to?.t !== 'time' || from.v >= 24 * 60) return undefined;
        rule.times.push({ from: from.v, to: to.v });
        at += 3;
        if (peek()?.t !== ',' || peek(1)?.t !== 'time') break;
        at += 1;
      }
    }
    const state = peek();
    if (state?.t === 'state') {
      rule.meaning = state.v;
      at += 1;
    }
    // A rule says something: an empty one (`;;`, a trailing `;`) is declined.
    if (rule.weekday.length === 0 && !rule.holiday && rule.times.length === 0 && state?.t !== 'state')
      return undefined;
    rules.push(rule);
    const separator = peek();
    if (separator === undefined) return rules;
    if (separator.t !== ';' && separator.t !== ',') return undefined;
    additional = separator.t === ',';
    at += 1;
    if (peek() === undefined) return undefined;
  }
}
