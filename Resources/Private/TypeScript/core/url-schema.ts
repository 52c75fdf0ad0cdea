/**
 * One schema for the links and images the CMS writes: an absolute http(s) URL, or a path on this
 * site. A path is `/` followed by anything but a second `/` or a `\`: browsers read `//host` and
 * `/\host` as a link to another host (the WHATWG URL parser treats `\` like `/` in http(s) URLs), so
 * those are refused where a same-site path was meant. Control characters are refused anywhere: the
 * parser drops tabs and line breaks, so `/<TAB>/host` would become `//host` too. `javascript:`,
 * `data:` and other schemes, and leading whitespace, never match.
 */
import { optional, string, type Schema } from './schema';

/** `https://…`, `http://…` (any case), or `/…` whose second character is no `/` or `\`; no control character. */
export const WEB_URL = /^(?:https?:\/\/|\/(?![/\\]))\P{Cc}*$/iu;

/** What the schema expects, in words, for the console error. */
export const WEB_URL_WORDS = 'a URL (https://… or a path on this site /…, not //…)';

/** True for an absolute http(s) URL or a same-site path. */
export const isWebUrl = (value: string): boolean => WEB_URL.test(value);

/**
 * A string that is an absolute http(s) URL or a same-site path; `also` admits another form besides
 * (a Google photo name, say), with `describe` naming both.
 */
export function webUrl(options: { also?: RegExp; describe?: string } = {}): Schema<string> {
  const expected = options.describe ?? WEB_URL_WORDS;
  const text = string({ describe: expected });
  return {
    expected,
    parse(value, path = '') {
      const parsed = text.parse(value, path);
      if (!parsed.ok || isWebUrl(parsed.value) || options.also?.test(parsed.value)) return parsed;
      return { ok: false, issue: { path, expected, got: value } };
    },
  };
}

/** A link setting that may be left empty (`privacyUrl`): a web URL as above, or '' (the default). */
export const optionalWebUrl = (): Schema<string> => optional(webUrl({ also: /^$/ }), '');
