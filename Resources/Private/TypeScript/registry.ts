/**
 * The registry: markup hook → lazily imported widget module, and when the frame mounts (`when`,
 * default `near`: within one screen of the viewport). A page downloads only the chunks of the
 * widgets it holds, and of those only what the visitor sees or touches. Documentation/markup-contract.md lists the same hooks; a test checks
 * that every hook here has a frame in the fixtures and every fixture frame has a hook here.
 */
import type { RegistryEntry } from './core/types';
import { staysJournalList } from './carousel/journal-list';
import { MAP_ID_PATTERN } from './core/map-ids';

const attribute = (value: string) => ({ kind: 'attribute', value }) as const;

export const registry: readonly RegistryEntry[] = [
  {
    name: 'mobile-menu',
    hook: attribute('mobile-menu'),
    // Most visitors never open it: its code (and React) load on the first tap, the tap then opens it.
    when: 'first-use',
    firstUse: { trigger: 'a.burger', target: 'button.sf-burger' },
    load: () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu').then((m) => m.default),
  },
  {
    name: 'language-selector',
    hook: attribute('language-selector'),
    // The first link is the current language: the toggle. The others navigate without any code.
    when: 'first-use',
    firstUse: { trigger: 'li:first-child > a', target: 'button.sf-lang__toggle' },
    load: () =>
      import(/* webpackChunkName: "language-selector" */ './language-selector').then((m) => m.default),
  },
  {
    name: 'footer-social',
    hook: attribute('footer-social'),
    react: false,
    load: () => import(/* webpackChunkName: "footer-social" */ './footer-social').then((m) => m.default),
  },
  {
    name: 'carousel',
    hook: attribute('carousel'),
    // A journal list becomes a carousel only on the home page (p1, spec 2.6); elsewhere it stays the
    // CMS list, and the page loads neither React nor slick for it.
    final: staysJournalList,
    load: () => import(/* webpackChunkName: "carousel" */ './carousel').then((m) => m.default),
  },
  {
    name: 'text-slider',
    hook: attribute('text-slider'),
    premount: true,
    load: () => import(/* webpackChunkName: "carousel" */ './text-slider').then((m) => m.default),
  },
  {
    name: 'tabs',
    hook: attribute('tabs'),
    premount: true,
    load: () => import(/* webpackChunkName: "tabs" */ './tabs').then((m) => m.default),
  },
  {
    name: 'news-filter',
    hook: attribute('news-filter'),
    react: false,
    load: () => import(/* webpackChunkName: "news-filter" */ './news-filter').then((m) => m.default),
  },

  {
    name: 'gallery',
    hook: attribute('gallery'),
    react: false,
    load: () => import(/* webpackChunkName: "gallery" */ './gallery').then((m) => m.default),
  },
  {
    name: 'lightbox',
    hook: attribute('lightbox'),
    // At once: a lightbox fragment in the URL (#gallery-3) opens its item at load.
    when: 'now',
    react: false,
    load: () => import(/* webpackChunkName: "lightbox" */ './lightbox').then((m) => m.default),
  },

  {
    name: 'place-details',
    hook: attribute('place-details'),
    load: () => import(/* webpackChunkName: "place-details" */ './places/details').then((m) => m.panel),
  },
  {
    name: 'place-details-compact',
    hook: attribute('place-details-compact'),
    load: () => import(/* webpackChunkName: "place-details" */ './places/details').then((m) => m.compact),
  },
  {
    // Only the place search list shows it; a frame asking for it gets the 8.4 error and keeps its markup.
    name: 'place-details-compact-internal',
    hook: attribute('place-details-compact-internal'),
    react: false,
    load: () =>
      import(/* webpackChunkName: "place-details-internal" */ './places/details/internal').then(
        (m) => m.default,
      ),
  },

  {
    name: 'place-search',
    hook: attribute('place-search'),
    load: () => import(/* webpackChunkName: "place-search" */ './places/search').then((m) => m.default),
  },
  {
    // A CMS search form with a labelled text input that the widget makes a combobox.
    name: 'place-autocomplete',
    hook: attribute('place-autocomplete'),
    load: () =>
      import(/* webpackChunkName: "place-autocomplete" */ './places/autocomplete').then((m) => m.default),
  },

  {
    name: 'map',
    // Map blocks: the element id `sf-map-{id}`; settings in the script `sf-map-settings-{id}`.
    hook: {
      kind: 'id',
      pattern: MAP_ID_PATTERN,
      settingsId: (id) => `sf-map-settings-${id}`,
      prefix: 'sf-map-',
      keyRule: 'the letters A–Z and a–z, the digits 0–9 and "_"',
    },
    load: () => import(/* webpackChunkName: "map" */ './map').then((m) => m.default),
  },
];
