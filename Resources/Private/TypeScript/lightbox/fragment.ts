/**
 * The lightbox's URL fragment '#{gallery}-{index}' (spec 2.2, 4.2, 9.3), index 1-based. Parsed
 * strictly: the gallery must exist on the page and the index must be an integer in range; anything
 * else is ignored. The fragment is only ever compared with known names, never inserted as HTML or
 * used in a CSS selector.
 */

export interface LightboxTarget {
  gallery: string;
  /** 1-based. */
  index: number;
}

/** `galleries`: each lightbox group on the page and how many items it has. */
export function parseFragment(
  hash: string,
  galleries: ReadonlyMap<string, number>,
): LightboxTarget | undefined {
  if (!hash.startsWith('#') || hash.length > 200) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  const match = /^(.+)-([1-9]\d{0,5})$/.exec(text);
  if (!match) return undefined;
  const [, gallery = '', digits = ''] = match;
  const count = galleries.get(gallery);
  const index = Number(digits);
  if (count === undefined || !Number.isInteger(index) || index < 1 || index > count) return undefined;
  return { gallery, index };
}

export function formatFragment(target: LightboxTarget): string {
  return `#${encodeURIComponent(target.gallery)}-${target.index}`;
}
