/**
 * Text for libraries that build HTML from strings (Fancybox's templates and `l10n` texts): every
 * value the bundle hands to such a template is escaped here, so the parsed attribute or text is
 * exactly the value and never markup. Prefer DOM nodes and properties wherever a library takes them.
 */

/** `& < > " '` as entities: safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A value for a `{{placeholder}}` template: escaped as HTML, and its braces too, so that a value
 * holding `{{src}}` is not filled a second time by the library's next placeholder replacement.
 */
export function templateValue(text: string): string {
  return escapeHtml(text).replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');
}
