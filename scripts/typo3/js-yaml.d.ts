/**
 * js-yaml 4 comes with the linters (node_modules/js-yaml) without its types; the one function the
 * TYPO3 scripts use. No dependency is added for it.
 */
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
