/** The lightbox items of a page: links marked `data-fancybox="{gallery}"`, grouped in document order. */

export interface LightboxItem {
  link: HTMLAnchorElement;
  href: string;
  type: 'image' | 'ajax' | 'iframe';
  caption: string;
  thumb: string | undefined;
}

export function lightboxLinks(root: ParentNode): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>('a[data-fancybox][href]')];
}

export function groupsOf(doc: Document): Map<string, HTMLAnchorElement[]> {
  const groups = new Map<string, HTMLAnchorElement[]>();
  for (const link of lightboxLinks(doc)) {
    const name = link.dataset.fancybox ?? '';
    if (name === '') continue;
    const list = groups.get(name) ?? [];
    list.push(link);
    groups.set(name, list);
  }
  return groups;
}

export function itemOf(link: HTMLAnchorElement): LightboxItem {
  const image = link.querySelector('img');
  const declared = link.dataset.type;
  const type = declared === 'ajax' || declared === 'iframe' ? declared : 'image';
  const caption =
    link.dataset.caption ??
    (image?.getAttribute('alt')?.trim() ||
      link.getAttribute('title')?.trim() ||
      image?.getAttribute('title')?.trim() ||
      '');
  return {
    link,
    href: link.href,
    type,
    caption,
    thumb: image?.currentSrc || image?.getAttribute('src') || undefined,
  };
}
