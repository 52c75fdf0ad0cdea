/**
 * Opens lightbox groups: on a click on a lightbox link (delegated per frame) and, once per page,
 * from a URL fragment '#{gallery}-{index}' that names an item on the page. Keeps the fragment in
 * step with the visible item while open (replaceState: no history entry per image) and removes it
 * on close. Fancybox itself is imported only here, lazily.
 */
import { formatFragment, parseFragment } from './fragment';
import { groupsOf, itemOf } from './groups';
import { isAllowedRemote, originsFor, setFrameOrigins } from './remote';

let fragmentHandled = false;

function setFragment(fragment: string): void {
  const { pathname, search } = window.location;
  history.replaceState(history.state, '', `${pathname}${search}${fragment}`);
}

export async function openGroup(
  name: string,
  link: HTMLAnchorElement | undefined,
  startIndex: number,
): Promise<void> {
  const links = name === '' ? (link ? [link] : []) : (groupsOf(document).get(name) ?? []);
  if (links.length === 0) return;
  const items = links.map(itemOf);
  const { show } = await import(/* webpackChunkName: "fancybox" */ './fancybox');
  let current = Math.min(Math.max(0, startIndex), items.length - 1);
  show(items, current, {
    allowed: (item) => isAllowedRemote(item.href, window.location.href, originsFor(item.link)),
    onChange: (index) => {
      current = index;
      if (name !== '') setFragment(formatFragment({ gallery: name, index: index + 1 }));
    },
    onClose: () => {
      if (name !== '') setFragment('');
    },
    onDestroyed: () => {
      // Focus goes back to the link of the item last shown (Fancybox does this for the link that
      // opened it; a lightbox opened from the URL fragment has none).
      // Fancybox restores the focus it found on opening first, so look once it has.
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const link = links[current];
        (link?.isConnected ? link : groupsOf(document).get(name)?.[current])?.focus();
      }, 0);
    },
  });
}

/**
 * Opens the item the URL fragment names, once per page load; ignores anything else. Each look is
 * published on `<html data-sf-fragment>`: `opened`, or `ignored` (no fragment, or one that names no
 * item on the page as it is now), so tests and integrators can tell that the fragment was read.
 */
export function openFromFragment(): boolean {
  if (fragmentHandled) return false;
  const groups = groupsOf(document);
  const counts = new Map([...groups].map(([name, links]) => [name, links.length]));
  const target = parseFragment(window.location.hash, counts);
  document.documentElement.setAttribute('data-sf-fragment', target ? 'opened' : 'ignored');
  if (!target) return false;
  fragmentHandled = true;
  void openGroup(target.gallery, undefined, target.index - 1);
  return true;
}

/**
 * Handles clicks on lightbox links inside `frame` (links added later included). `remoteOrigins`:
 * origins besides the page's own that may serve remote content to this frame's links (no other's).
 */
export function bindLightbox(frame: HTMLElement, remoteOrigins: readonly string[] = []): () => void {
  setFrameOrigins(frame, remoteOrigins);
  const onClick = (event: MouseEvent): void => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-fancybox][href]');
    if (!link || !frame.contains(link)) return;
    event.preventDefault();
    const name = link.dataset.fancybox ?? '';
    const group = name === '' ? [link] : (groupsOf(document).get(name) ?? [link]);
    void openGroup(name, link, group.indexOf(link));
  };
  frame.addEventListener('click', onClick);
  return () => frame.removeEventListener('click', onClick);
}
