/**
 * Accessibility fixes over react-slick's markup, kept in sync as slick changes it: slides that are
 * out of view (aria-hidden) become inert so their links leave the tab order; looping clones lose
 * their ids; the dots get German labels that count the dots shown now, and the active one is marked
 * with aria-current.
 */
import { t } from '../core/i18n';

export function syncSlickAccessibility(root: Element): void {
  for (const slide of root.querySelectorAll('.slick-slide')) {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    if (hidden !== slide.hasAttribute('inert')) slide.toggleAttribute('inert', hidden);
    if (slide.classList.contains('slick-cloned')) {
      for (const withId of slide.querySelectorAll('[id]')) withId.removeAttribute('id');
    }
  }
  const dots = [...root.querySelectorAll('.slick-dots > li')];
  dots.forEach((item, index) => {
    const button = item.querySelector('button');
    if (!button) return;
    const name = t('carousel.page', { number: index + 1, total: dots.length });
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
    const active = item.classList.contains('slick-active');
    if (active !== (button.getAttribute('aria-current') === 'true')) {
      if (active) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
  });
}

/** Runs the sync now and whenever slick changes slides, classes or the set of slides. */
export function observeSlickAccessibility(root: Element): () => void {
  syncSlickAccessibility(root);
  const observer = new MutationObserver(() => syncSlickAccessibility(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'class'],
  });
  return () => observer.disconnect();
}

/** Kept here for the carousel and the text slider; written once in core/media.ts. */
export { prefersReducedMotion } from '../core/media';
