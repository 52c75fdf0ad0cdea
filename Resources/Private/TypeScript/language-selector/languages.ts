/** Reads the CMS's language menu: a list of links whose first is the current language. */
export interface LanguageLink {
  label: string;
  href: string;
  /** The link's `hreflang` (or `lang`); undefined when the CMS gave neither. */
  lang: string | undefined;
  title: string | undefined;
}

export function readLanguages(frame: Element): LanguageLink[] {
  return [...frame.querySelectorAll('a[href]')].map((link) => ({
    label: link.textContent.replace(/\s+/g, ' ').trim(),
    href: link.getAttribute('href') ?? '#',
    lang: link.getAttribute('hreflang') ?? link.getAttribute('lang') ?? undefined,
    title: link.getAttribute('title') ?? undefined,
  }));
}
