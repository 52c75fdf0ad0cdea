/** Reads the CMS's main navigation (nested `<ul>` lists of links) into a plain tree. */
export interface NavItem {
  label: string;
  href: string;
  /** This link is the current page (`aria-current="page"` in the CMS markup). */
  current: boolean;
  /** This item or one below it is the current page (or the CMS marked the item active). */
  active: boolean;
  children: NavItem[];
}

function readList(list: Element): NavItem[] {
  const items: NavItem[] = [];
  for (const li of list.children) {
    if (li.tagName !== 'LI') continue;
    const link = li.querySelector(':scope > a');
    if (!link) continue;
    const sublist = li.querySelector(':scope > ul, :scope > ol');
    const children = sublist ? readList(sublist) : [];
    const current = link.getAttribute('aria-current') === 'page';
    items.push({
      label: link.textContent.replace(/\s+/g, ' ').trim(),
      href: link.getAttribute('href') ?? '#',
      current,
      active: current || li.classList.contains('active') || children.some((child) => child.active),
      children,
    });
  }
  return items;
}

export function readNavigation(nav: Element): NavItem[] {
  const list = nav.matches('ul, ol') ? nav : nav.querySelector('ul, ol');
  return list ? readList(list) : [];
}
