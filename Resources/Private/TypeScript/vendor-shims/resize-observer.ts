/**
 * Stands in for `resize-observer-polyfill` (a dependency of react-slick) in the browser build:
 * every browser of our browserslist has ResizeObserver, so the 33 KB polyfill is not shipped.
 * Jest (jsdom has no ResizeObserver) keeps the real polyfill.
 */
export default globalThis.ResizeObserver;
