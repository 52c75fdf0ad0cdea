/** Reads the gallery's images from the CMS markup (spec 3.2). */

export interface GalleryItem {
  /** The link target: the large image the lightbox shows. */
  href: string;
  /** The lightbox group (`data-fancybox`), or undefined for a plain link. */
  group: string | undefined;
  /** `data-type` of the link (image by default; 'ajax' or 'iframe' for remote content). */
  type: string | undefined;
  width: number;
  height: number;
  alt: string;
  /** The src the CMS gave the image (may be a placeholder), or ''. */
  src: string;
  srcset: string;
  dataSrc: string;
  dataSrcset: string;
  sizes: string;
  /** Caption: the image's alt text, else the entry title (the link's or image's title). */
  caption: string;
}

export function captionOf(alt: string, title: string): string {
  return alt.trim() !== '' ? alt.trim() : title.trim();
}

/** A CMS entry of the gallery: its data and the link and image elements the widget keeps. */
export interface GalleryEntry {
  item: GalleryItem;
  link: HTMLAnchorElement;
  image: HTMLImageElement;
}

export function readGalleryEntries(list: Element): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>(':scope > a[href]')) {
    const image = link.querySelector('img');
    if (!image) continue;
    const alt = image.getAttribute('alt') ?? '';
    const title = link.getAttribute('title') ?? image.getAttribute('title') ?? '';
    entries.push({
      link,
      image,
      item: {
        href: link.getAttribute('href') ?? '',
        group: link.dataset.fancybox,
        type: link.dataset.type,
        width: Number(image.getAttribute('width')) || 0,
        height: Number(image.getAttribute('height')) || 0,
        alt,
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset') ?? '',
        dataSrc: image.getAttribute('data-src') ?? '',
        dataSrcset: image.getAttribute('data-srcset') ?? '',
        sizes: image.getAttribute('sizes') ?? '',
        caption: link.dataset.caption ?? captionOf(alt, title),
      },
    });
  }
  return entries;
}
