/**
 * HTML that a Content-Security-Policy has nothing to report about while it is parsed. Chromium
 * checks the page's policy when its parser creates an event-handler attribute, a `style` attribute
 * or a `style` element, in any document of the page: `DOMParser`, `createHTMLDocument` and
 * `<template>` included, although nothing there ever runs. A site that collects reports would get
 * one for every parse of such markup. So the string is rid of them before any parser sees it; the
 * sanitiser (sanitize.ts) removes them anyway, this only keeps the parse quiet.
 *
 * A scan after the HTML tokenizer: tags, attributes, comments, raw text (`script`, `style`,
 * `textarea` …) and CDATA, with the SVG and MathML nesting that decides whether a `<style>` holds
 * raw text. Removed: every attribute whose name starts with `on`, every `style` attribute, every
 * `style` element with its text. Everything else is copied as it is.
 */

const SPACE = new Set(['\t', '\n', '\f', '\r', ' ']);
const isLetter = (char: string | undefined): boolean =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));

/** Elements whose content is text up to their end tag (scripting is off in an inert document). */
const RAW_TEXT = new Set(['style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Start tags that end SVG or MathML content and are HTML again. */
const BREAKOUT = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li ' +
    'listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'
  ).split(' '),
);
/** SVG and MathML elements whose children are HTML (integration points); MathML's `annotation-xml`
 * only with an HTML `encoding`. */
const HTML_INSIDE = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext']),
};
const VOID = new Set(
  'area base br col embed hr img input link meta source track wbr frame keygen param'.split(' '),
);

interface Attribute {
  name: string;
  /** Its value, without quotes ('' for none). */
  value: string;
  start: number;
  end: number;
}

interface Tag {
  name: string;
  /** Index after the tag's `>`; the string's length when it has none (then it is dropped). */
  end: number;
  closed: boolean;
  selfClosing: boolean;
  attributes: Attribute[];
}

/** The value of the attribute that starts at `at` (after its `=`), and where it ends. */
function readValue(html: string, at: number): { value: string; end: number } {
  let i = at;
  while (SPACE.has(html[i] ?? '')) i += 1;
  const quote = html[i];
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, i + 1);
    const end = close < 0 ? html.length : close;
    return { value: html.slice(i + 1, end), end: close < 0 ? end : end + 1 };
  }
  const start = i;
  while (i < html.length && !SPACE.has(html[i] ?? '') && html[i] !== '>') i += 1;
  return { value: html.slice(start, i), end: i };
}

/** Reads the tag whose name starts at `from` (after `<` or `</`), as the HTML tokenizer does. */
function readTag(html: string, from: number): Tag {
  let i = from;
  while (i < html.length && !SPACE.has(html[i] ?? '') && html[i] !== '/' && html[i] !== '>') i += 1;
  const name = html.slice(from, i).toLowerCase();
  const attributes: Attribute[] = [];
  const tag = (end: number, selfClosing: boolean): Tag => ({
    name,
    end,
    closed: true,
    selfClosing,
    attributes,
  });
  while (i < html.length) {
    const char = html[i] ?? '';
    if (SPACE.has(char)) {
      i += 1;
    } else if (char === '>') {
      return tag(i + 1, false);
    } else if (char === '/') {
      if (html[i + 1] === '>') return tag(i + 2, true);
      i += 1;
    } else {
      const start = i;
      // The first character (an `=` too) belongs to the name.
      i += 1;
      while (i < html.length && !SPACE.has(html[i] ?? '') && !'/>='.includes(html[i] ?? '')) i += 1;
      const attribute: Attribute = { name: html.slice(start, i).toLowerCase(), value: '', start, end: i };
      let j = i;
      while (SPACE.has(html[j] ?? '')) j += 1;
      if (html[j] === '=') {
        const { value, end } = readValue(html, j + 1);
        attribute.value = value;
        attribute.end = end;
        i = end;
      }
      attributes.push(attribute);
    }
  }
  return { name, end: html.length, closed: false, selfClosing: false, attributes };
}

const isDelimiter = (char: string | undefined): boolean =>
  char !== undefined && (SPACE.has(char) || char === '/' || char === '>');

/** Where the end tag `</name` (followed by a space, `/` or `>`) begins, at or after `from`; -1: none. */
function endTagAt(lower: string, name: string, from: number): number {
  for (let i = lower.indexOf(`</${name}`, from); i >= 0; i = lower.indexOf(`</${name}`, i + 1))
    if (isDelimiter(lower[i + 2 + name.length])) return i;
  return -1;
}

/** Where the `</script` that ends a script's text begins (its escaped `<!-- <script>` parts kept). */
function scriptEnd(lower: string, from: number): number {
  let state: 'data' | 'escaped' | 'double' = 'data';
  let dashes = 0;
  for (let i = from; i < lower.length; i += 1) {
    const char = lower[i];
    if (state === 'data') {
      if (lower.startsWith('</script', i) && isDelimiter(lower[i + 8])) return i;
      if (lower.startsWith('<!--', i)) {
        state = 'escaped';
        dashes = 2;
        i += 3;
      }
      continue;
    }
    if (char === '-') {
      dashes += 1;
      continue;
    }
    if (char === '>' && dashes >= 2) {
      state = 'data';
    } else if (char === '<' && lower.startsWith('/script', i + 1) && isDelimiter(lower[i + 8])) {
      if (state === 'escaped') return i;
      state = 'escaped';
    } else if (
      char === '<' &&
      state === 'escaped' &&
      lower.startsWith('script', i + 1) &&
      isDelimiter(lower[i + 7])
    ) {
      state = 'double';
    }
    dashes = 0;
  }
  return -1;
}

/**
 * Where a comment, doctype, CDATA section or bogus comment that starts at `from` (its `<`) ends.
 * `cdata`: the current element is an SVG or MathML one, where `<![CDATA[` opens a CDATA section.
 */
function declarationEnd(html: string, from: number, cdata: boolean): number {
  if (html.startsWith('<!--', from)) {
    if (html[from + 4] === '>') return from + 5;
    if (html.startsWith('->', from + 4)) return from + 6;
    const ends = [html.indexOf('-->', from + 4), html.indexOf('--!>', from + 4)].filter((at) => at >= 0);
    if (ends.length === 0) return html.length;
    const end = Math.min(...ends);
    return end + (html[end + 2] === '!' ? 4 : 3);
  }
  if (cdata && html.startsWith('<![CDATA[', from)) {
    const end = html.indexOf(']]>', from + 9);
    return end < 0 ? html.length : end + 3;
  }
  const gt = html.indexOf('>', from + 2);
  return gt < 0 ? html.length : gt + 1;
}

type Namespace = 'html' | 'svg' | 'math';

interface Open {
  name: string;
  namespace: Namespace;
  /** Its children are HTML: an HTML element, or an SVG or MathML integration point. */
  html: boolean;
}

/** Whether the children of this SVG or MathML element are HTML (an integration point). */
function integrationPoint(tag: Tag, namespace: 'svg' | 'math'): boolean {
  if (namespace === 'math' && tag.name === 'annotation-xml') {
    const encoding = tag.attributes.find((attribute) => attribute.name === 'encoding')?.value.toLowerCase();
    return encoding === 'text/html' || encoding === 'application/xhtml+xml';
  }
  return HTML_INSIDE[namespace].has(tag.name);
}

const fontBreaksOut = (tag: Tag): boolean =>
  tag.name === 'font' &&
  tag.attributes.some((a) => a.name === 'color' || a.name === 'face' || a.name === 'size');

const reported = (attribute: Attribute): boolean =>
  attribute.name.startsWith('on') || attribute.name === 'style';

/** The same HTML without what a Content-Security-Policy reports while it is parsed (see above). */
export function quietHtml(html: string): string {
  const lower = html.toLowerCase();
  /** The ranges to leave out, in order; a `style` element's may hold its attributes'. */
  const dropped: [number, number][] = [];
  /** SVG and MathML elements open, and HTML elements inside them (empty: plain HTML). */
  const open: Open[] = [];
  const top = (): Open | undefined => open[open.length - 1];
  const inForeign = (): boolean => top()?.html === false;
  const leaveForeign = (): void => {
    while (inForeign()) open.pop();
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    if (next === '!' || next === '?' || (next === '/' && !isLetter(html[lt + 2]) && html[lt + 2] !== '>')) {
      i = declarationEnd(html, lt, (top()?.namespace ?? 'html') !== 'html');
      continue;
    }
    const end = next === '/';
    if (!isLetter(end ? html[lt + 2] : next)) {
      i = lt + (end ? 3 : 1);
      continue;
    }
    const tag = readTag(html, lt + (end ? 2 : 1));
    for (const attribute of tag.attributes.filter(reported)) dropped.push([attribute.start, attribute.end]);
    i = tag.end;
    if (!tag.closed) break;
    if (end) {
      if (inForeign() && (tag.name === 'p' || tag.name === 'br')) leaveForeign();
      const at = open.map((element) => element.name).lastIndexOf(tag.name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (inForeign() && (BREAKOUT.has(tag.name) || fontBreaksOut(tag))) leaveForeign();
    const parent = top();
    if (parent && !parent.html && !(parent.name === 'annotation-xml' && tag.name === 'svg')) {
      const namespace = parent.namespace === 'math' ? 'math' : 'svg';
      if (tag.name === 'style') dropped.push([lt, tag.end]);
      if (!tag.selfClosing) open.push({ name: tag.name, namespace, html: integrationPoint(tag, namespace) });
    } else if (tag.name === 'svg' || tag.name === 'math') {
      if (!tag.selfClosing) open.push({ name: tag.name, namespace: tag.name, html: false });
    } else if (tag.name === 'plaintext') {
      break;
    } else if (tag.name === 'script') {
      const close = scriptEnd(lower, i);
      i = close < 0 ? html.length : close;
    } else if (RAW_TEXT.has(tag.name)) {
      const close = endTagAt(lower, tag.name, i);
      const after = close < 0 ? html.length : readTag(html, close + 2).end;
      if (tag.name === 'style') dropped.push([lt, after]);
      i = close < 0 ? html.length : close;
    } else if (open.length > 0 && !VOID.has(tag.name)) {
      open.push({ name: tag.name, namespace: 'html', html: true });
    }
  }
  return withoutRanges(html, dropped);
}

/** `text` without the given ranges (in order of their starts; one may hold the next ones). */
function withoutRanges(text: string, ranges: readonly [number, number][]): string {
  const parts: string[] = [];
  let copied = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (end <= copied) continue;
    parts.push(text.slice(copied, Math.max(copied, start)));
    copied = end;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}
