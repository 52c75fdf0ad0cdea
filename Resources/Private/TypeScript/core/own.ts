/**
 * A look-up in a table written in code by a key that comes from outside (CMS settings, a URL, an
 * engine's answer): only the table's own entries count. `table["constructor"]` is
 * `Object.prototype.constructor` (a function), `table["__proto__"]` the prototype itself; here both
 * are undefined, so the caller's handling of an unknown value applies.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
